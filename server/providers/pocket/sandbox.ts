// The local Pocket sandbox: Pocket's merchant API (client-credentials token, invoice, invoice check) on this server under
// /__sandbox/pocket, for development and tests, so the real client runs over real HTTP. It stands in for the shopper's
// Pocket app too: each invoice has a page (/__sandbox/pocket/invoices/{id}, which is also the QR's text) with Pay and
// Decline buttons; paying sends the webhook {invoiceId} as Pocket does. Only this machine can reach any of it. Everything
// lives in memory and is gone at restart.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { formatMnt } from '../../../core/money';
import { parse } from '../../http/validate';

export const POCKET_SANDBOX_PREFIX = '/__sandbox/pocket';
/** The client the sandbox accepts (the store uses it when POCKET_* is not configured). */
export const POCKET_SANDBOX_CLIENT = { clientId: 'zuuch-sandbox', clientSecret: 'pocket-sandbox-secret' } as const;
const TOKEN_SECONDS = 3600;

type Invoice = { id: string; amount: number; info: string; state: 'pending' | 'paid' | 'cancelled'; createdAt: string; webhook: string | null };

const P = POCKET_SANDBOX_PREFIX;
const invoiceBody = z.object({ amount: z.number().int().positive().max(1_000_000_000), info: z.string().max(500) });

function fromThisMachine(request: FastifyRequest): boolean {
  const ip = request.socket.remoteAddress ?? '';
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `webhookUrl`: where Pocket's webhook goes (the store's own route); null sends none. */
export async function pocketSandbox(app: FastifyInstance, options: { webhookUrl: () => string | null }) {
  const invoices = new Map<string, Invoice>();
  const tokens = new Map<string, number>();

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw new AppError('NOT_FOUND', 'dataNotFound');
  });

  const bearer = async (request: FastifyRequest) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = token ? tokens.get(token) : undefined;
    if (!expires || expires < Date.now()) throw new AppError('UNAUTHORIZED', 'unauthorized');
  };
  const invoiceOf = (id: string) => {
    const invoice = invoices.get(id);
    if (!invoice) throw new AppError('NOT_FOUND', 'dataNotFound');
    return invoice;
  };

  app.post(`${P}/oauth/token`, async (request, reply) => {
    const basic = `Basic ${Buffer.from(`${POCKET_SANDBOX_CLIENT.clientId}:${POCKET_SANDBOX_CLIENT.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return reply.status(401).send({ error: 'invalid_client' });
    if ((request.body as Record<string, string> | undefined)?.grant_type !== 'client_credentials') return reply.status(400).send({ error: 'unsupported_grant_type' });
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS };
  });

  app.post(`${P}/invoice`, { onRequest: bearer }, async (request, reply) => {
    const body = parse(invoiceBody, request.body);
    const id = randomBytes(8).toString('hex');
    invoices.set(id, { id, amount: body.amount, info: body.info, state: 'pending', createdAt: new Date().toISOString(), webhook: null });
    request.log.warn({ invoiceId: id }, `Pocket sandbox: pay or decline at ${P}/invoices/${id}`);
    return reply.status(201).send({ id, qr: `${request.protocol}://${request.host}${P}/invoices/${id}` });
  });

  app.get(`${P}/invoice/check/:id`, { onRequest: bearer }, async (request) => {
    const invoice = invoiceOf((request.params as { id: string }).id);
    return { id: invoice.id, state: invoice.state, amount: invoice.amount };
  });

  // ── Controls: the shopper's Pocket app, for a developer or a test ──────────────────────────────────────────────────
  app.get(`${P}/invoices.json`, async () => [...invoices.values()].reverse());

  const decide = (state: 'paid' | 'cancelled') => async (request: FastifyRequest, reply: FastifyReply) => {
    const invoice = invoiceOf((request.params as { id: string }).id);
    if (invoice.state === 'pending') {
      invoice.state = state;
      const url = options.webhookUrl();
      if (url) {
        try {
          const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invoiceId: invoice.id }), signal: AbortSignal.timeout(10_000) });
          invoice.webhook = `HTTP ${res.status}`;
        } catch (err) {
          invoice.webhook = `failed: ${(err as Error).message}`;
        }
      }
    }
    if (request.headers.accept?.includes('text/html')) return reply.redirect(`${P}/invoices/${invoice.id}`, 303);
    return invoice;
  };
  app.post(`${P}/invoices/:id/pay`, decide('paid'));
  app.post(`${P}/invoices/:id/decline`, decide('cancelled'));

  app.get(`${P}/invoices/:id`, async (request, reply) => {
    const invoice = invoiceOf((request.params as { id: string }).id);
    const stateText = { pending: 'Waiting for the shopper', paid: 'Paid by the shopper', cancelled: 'Declined by the shopper' }[invoice.state];
    const buttons =
      invoice.state === 'pending'
        ? `<form method="post" action="${P}/invoices/${invoice.id}/pay"><button class="ok">Pay with Pocket</button></form><form method="post" action="${P}/invoices/${invoice.id}/decline"><button>Decline</button></form>`
        : '';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pocket sandbox — invoice ${invoice.id}</title>` +
          `<style>body{font:16px system-ui;margin:0;padding:2rem 1rem;background:#f3f0fb;color:#1c2333}main{max-width:28rem;margin:auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 4px #0002}` +
          `h1{font-size:1.2rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#667}dd{margin:0;font-weight:600}` +
          `form{display:inline-block;margin:1rem .5rem 0 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.6rem;border:1px solid #99a;background:#fff;cursor:pointer}.ok{background:#5b2bd6;color:#fff;border-color:#5b2bd6}p.note{color:#667;font-size:.85rem}</style>` +
          `<main><h1>Pocket sandbox: invoice ${invoice.id}</h1><p>This page stands in for the shopper's Pocket app.</p><dl>` +
          `<dt>Amount</dt><dd>${formatMnt(invoice.amount)}</dd><dt>For</dt><dd>${escapeHtml(invoice.info)}</dd><dt>State</dt><dd role="status">${stateText}</dd>` +
          `${invoice.webhook ? `<dt>Webhook</dt><dd>${escapeHtml(invoice.webhook)}</dd>` : ''}</dl>${buttons}` +
          `<p class="note">Only this machine can open this page. Nothing here is sent to Pocket.</p></main></html>`,
      );
  });
}
