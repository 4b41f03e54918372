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
import { onlyThisMachine, parseForms, postCallback, sandboxTokens, sendShopperAppPage } from '../sandbox-support';
import { escapeHtml } from '../../../core/html';

export const POCKET_SANDBOX_PREFIX = '/__sandbox/pocket';
/** The client the sandbox accepts (the store uses it when POCKET_* is not configured). */
export const POCKET_SANDBOX_CLIENT = { clientId: 'zuuch-sandbox', clientSecret: 'pocket-sandbox-secret' } as const;
const TOKEN_SECONDS = 3600;

type Invoice = { id: string; amount: number; info: string; state: 'pending' | 'paid' | 'cancelled'; createdAt: string; webhook: string | null };

const P = POCKET_SANDBOX_PREFIX;
const invoiceBody = z.object({ amount: z.number().int().positive().max(1_000_000_000), info: z.string().max(500) });

/** `webhookUrl`: where Pocket's webhook goes (the store's own route); null sends none. */
export async function pocketSandbox(app: FastifyInstance, options: { webhookUrl: () => string | null }) {
  const invoices = new Map<string, Invoice>();
  const tokens = sandboxTokens(TOKEN_SECONDS);
  const bearer = tokens.check;

  parseForms(app);
  app.addHook('onRequest', onlyThisMachine);

  const invoiceOf = (id: string) => {
    const invoice = invoices.get(id);
    if (!invoice) throw new AppError('NOT_FOUND', 'dataNotFound');
    return invoice;
  };

  app.post(`${P}/oauth/token`, async (request, reply) => {
    const basic = `Basic ${Buffer.from(`${POCKET_SANDBOX_CLIENT.clientId}:${POCKET_SANDBOX_CLIENT.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return reply.status(401).send({ error: 'invalid_client' });
    if ((request.body as Record<string, string> | undefined)?.grant_type !== 'client_credentials') return reply.status(400).send({ error: 'unsupported_grant_type' });
    return { access_token: tokens.issue(), token_type: 'bearer', expires_in: TOKEN_SECONDS };
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
      if (url) invoice.webhook = await postCallback(url, { invoiceId: invoice.id });
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
    return sendShopperAppPage(reply, {
      provider: 'Pocket',
      title: `invoice ${invoice.id}`,
      background: '#f3f0fb',
      accent: '#5b2bd6',
      facts:
        `<dt>Amount</dt><dd>${formatMnt(invoice.amount)}</dd><dt>For</dt><dd>${escapeHtml(invoice.info)}</dd><dt>State</dt><dd role="status">${stateText}</dd>` +
        `${invoice.webhook ? `<dt>Webhook</dt><dd>${escapeHtml(invoice.webhook)}</dd>` : ''}`,
      buttons,
    });
  });
}
