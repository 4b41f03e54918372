// The local SMS sandbox: the gateway's API (POST /messages) on this server, for development and tests. Messages go to
// the server log and to a page only this machine can open (/__sandbox/sms), so a developer can log in without a phone.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../http/validate';
import { onlyThisMachine } from '../sandbox-support';

export const SANDBOX_PREFIX = '/__sandbox/sms';
const message = z.object({ to: z.string().regex(/^\+\d{8,15}$/), text: z.string().min(1).max(500) });
type Stored = z.output<typeof message> & { at: string };

export async function smsSandbox(app: FastifyInstance) {
  const inbox: Stored[] = [];
  // As a gateway keeps Idempotency-Keys: a message sent again with its key is answered as before, not delivered again.
  const byKey = new Map<string, { id: number; status: string }>();
  let sent = 0;
  const onlyHere = onlyThisMachine;

  app.post(`${SANDBOX_PREFIX}/messages`, { onRequest: onlyHere }, async (request, reply) => {
    const m = parse(message, request.body);
    const key = request.headers['idempotency-key'];
    const known = typeof key === 'string' ? byKey.get(key) : undefined;
    if (known) return reply.status(200).send(known);
    inbox.unshift({ ...m, at: new Date().toISOString() });
    inbox.length = Math.min(inbox.length, 200);
    const answer = { id: ++sent, status: 'queued' };
    if (typeof key === 'string') {
      byKey.set(key, answer);
      // A gateway forgets keys after a while; the sandbox keeps the newest 10,000 (a long demo does not grow without end).
      if (byKey.size > 10_000) byKey.delete(byKey.keys().next().value!);
    }
    request.log.warn({ to: m.to, text: m.text }, 'SMS sandbox: message not sent to a phone');
    return reply.status(201).send(answer);
  });

  app.get(`${SANDBOX_PREFIX}/messages.json`, { onRequest: onlyHere }, async (request) => {
    const { to } = parse(z.object({ to: z.string().optional() }), request.query);
    return inbox.filter((m) => !to || m.to === to);
  });

  app.get(SANDBOX_PREFIX, { onRequest: onlyHere }, async (_request, reply) => {
    const rows = inbox
      .map((m) => `<tr><td>${m.at}</td><td>${m.to}</td><td>${m.text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</td></tr>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>SMS sandbox</title><style>body{font:15px system-ui;margin:2rem}td{padding:.3rem .8rem;border-bottom:1px solid #ddd}</style><h1>SMS sandbox</h1><p>Messages the store would have sent (newest first). Only this machine can see this page.</p><table>${rows}</table>`,
      );
  });
}
