// POST /api/log: the visitor tracking beacon (spec §3, §7). The record is checked (core/visitor-record.ts: sizes bounded,
// unknown fields dropped, 400 otherwise), taken into memory and answered 202 at once; the recorder writes every second
// (four times on PGlite). Crawlers are answered like anyone and not counted. Limits are per process, in memory (ADR
// 0012): a beacon must cost the database nothing, and a limit that grows with the number of processes is still a limit
// against a flood.
import { isbot } from 'isbot';
import type { FastifyRequest } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { AppError } from '../../../core/app-error';
import { VISITOR_RECORD_MAX_BYTES, visitorRecord } from '../../../core/visitor-record';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import type { Services } from '../../services';
import { createWindowLimiter } from './window-limiter';

/** Records a session may send a minute (a page hidden and shown again sends each time), and one address (a carrier's NAT hides many phones). */
export const PER_SESSION_PER_MINUTE = 60;
export const PER_ADDRESS_PER_MINUTE = 3_000;

export async function trackingRoutes(app: ApiApp, { services, registry, ownHost }: { services: Services; registry: Registry; ownHost: (request: FastifyRequest) => string | null }) {
  tagRoutes(app, 'tracking');
  const records = new Counter({
    name: 'zuuch_visitor_records_total',
    help: 'Visitor tracking records received at /api/log, by result: accepted, invalid (refused 4xx), limited (429), bot (not counted), dropped (the memory was full)',
    labelNames: ['result'],
    registers: [registry],
  });
  const bySession = createWindowLimiter(PER_SESSION_PER_MINUTE, 60_000);
  const byAddress = createWindowLimiter(PER_ADDRESS_PER_MINUTE, 60_000);

  // Refusals of this route's body (malformed JSON, too big, a field out of bounds) are counted before the error mapper answers them.
  app.addHook('onError', async (request, reply) => {
    if (request.routeOptions.url === '/api/log' && reply.statusCode < 500) records.inc({ result: 'invalid' });
  });

  app.post(
    '/api/log',
    {
      bodyLimit: VISITOR_RECORD_MAX_BYTES,
      schema: { summary: 'A visitor tracking record (spec §3): counted for the console’s visitor dashboard; no shopper is kept', body: visitorRecord },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? '';
      if (isbot(userAgent)) {
        records.inc({ result: 'bot' });
        return reply.status(202).send();
      }
      const now = Date.now();
      if (!byAddress.take(request.ip, now) || !bySession.take(request.body.sessionId, now)) {
        records.inc({ result: 'limited' });
        throw new AppError('RATE_LIMITED', undefined, { retryAfter: 60 });
      }
      const store = await services.getStoreSettings();
      const taken = services.recordVisit(store._id, request.body, { userAgent, ownHost: ownHost(request) });
      records.inc({ result: taken ? 'accepted' : 'dropped' });
      return reply.status(202).send();
    },
  );
}
