// The local Storepay sandbox: Storepay's merchant API (token, loan, loan check, possible amount) on this server under
// /__sandbox/storepay, for development and tests, so the real client runs over real HTTP. It stands in for the shopper
// too: each loan has a page (/__sandbox/storepay/loans/{id}) with Approve and Decline buttons — "the shopper approves in
// the Storepay app" — and approving calls the loan's callbackUrl as Storepay does. A phone's limit can be set
// (PUT /__sandbox/storepay/limits/{mobileNumber} {amount}); unknown phones may borrow 10,000,000₮. Only this machine
// can reach any of it. Everything lives in memory and is gone at restart.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { formatMnt } from '../../../core/money';
import { parse } from '../../http/validate';
import { onlyThisMachine, parseForms, postCallback, sandboxTokens, sendShopperAppPage } from '../sandbox-support';
import { escapeHtml } from '../../../core/html';

export const STOREPAY_SANDBOX_PREFIX = '/__sandbox/storepay';
/** The credentials the sandbox accepts (the store uses them when STOREPAY_* is not configured). */
export const STOREPAY_SANDBOX_CREDENTIALS = {
  appUsername: 'zuuch-sandbox-app',
  appPassword: 'sandbox-app-secret',
  username: 'zuuch-merchant',
  password: 'sandbox-merchant-password',
  storeId: '1001',
} as const;
export const STOREPAY_SANDBOX_LIMIT = 10_000_000;
const TOKEN_SECONDS = 7200;

type LoanState = 'pending' | 'approved' | 'declined';
type Loan = {
  id: string;
  mobileNumber: string;
  description: string;
  amount: number;
  callbackUrl: string;
  state: LoanState;
  createdAt: string;
  /** What the store answered when the sandbox called the callback: its HTTP status, or the failure. */
  callback: string | null;
};

const P = STOREPAY_SANDBOX_PREFIX;
const mobile = z.string().regex(/^\d{8}$/);
const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().int().positive().max(1_000_000_000));
const loanBody = z.object({ storeId: z.union([z.string(), z.number()]).transform(String), mobileNumber: mobile, description: z.string().max(500), amount, callbackUrl: z.url() });

const success = (value: unknown) => ({ value, msgList: [], attrs: null, status: 'Success' });
const failed = (code: string, text: string) => ({ value: null, msgList: [{ code, text, params: null }], attrs: null, status: 'Failed' });

export async function storepaySandbox(app: FastifyInstance) {
  const loans = new Map<string, Loan>();
  const tokens = sandboxTokens(TOKEN_SECONDS);
  const bearer = tokens.check;
  const limits = new Map<string, number>();
  let nextLoan = 5000;

  // Token requests are forms, and so are the page's buttons (this parser holds inside this plugin only).
  parseForms(app);
  app.addHook('onRequest', onlyThisMachine);

  const loanOf = (id: string) => {
    const loan = loans.get(id);
    if (!loan) throw new AppError('NOT_FOUND', 'dataNotFound');
    return loan;
  };

  app.post(`${P}/oauth/token`, async (request, reply) => {
    const creds = STOREPAY_SANDBOX_CREDENTIALS;
    const basic = `Basic ${Buffer.from(`${creds.appUsername}:${creds.appPassword}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return reply.status(401).send({ error: 'invalid_client' });
    // Clients send the grant as a form body or (some open-source ones) in the query string.
    const grant = { ...(request.query as Record<string, string>), ...((request.body as Record<string, string> | undefined) ?? {}) };
    if (grant.grant_type !== 'password' || grant.username !== creds.username || grant.password !== creds.password) {
      return reply.status(400).send({ error: 'invalid_grant', error_description: 'Bad credentials' });
    }
    return { access_token: tokens.issue(), token_type: 'bearer', refresh_token: randomBytes(24).toString('base64url'), expires_in: TOKEN_SECONDS, scope: 'read write' };
  });

  app.post(`${P}/merchant/loan`, { onRequest: bearer }, async (request) => {
    const body = parse(loanBody, request.body);
    if (body.storeId !== STOREPAY_SANDBOX_CREDENTIALS.storeId) return failed('STORE_NOT_FOUND', 'Store not found');
    const limit = limits.get(body.mobileNumber) ?? STOREPAY_SANDBOX_LIMIT;
    if (body.amount > limit) return failed('LIMIT_EXCEEDED', `The customer's limit is ${limit}`);
    const id = String(++nextLoan);
    loans.set(id, { id, mobileNumber: body.mobileNumber, description: body.description, amount: body.amount, callbackUrl: body.callbackUrl, state: 'pending', createdAt: new Date().toISOString(), callback: null });
    request.log.warn({ loanId: id }, `Storepay sandbox: approve or decline at ${P}/loans/${id}`);
    return success(Number(id));
  });

  app.get(`${P}/merchant/loan/check/:id`, { onRequest: bearer }, async (request) => {
    const loan = loans.get((request.params as { id: string }).id);
    return loan ? success(loan.state === 'approved') : failed('LOAN_NOT_FOUND', 'Loan not found');
  });

  app.post(`${P}/user/possibleAmount`, { onRequest: bearer }, async (request) => {
    const { mobileNumber } = parse(z.object({ mobileNumber: mobile }), request.body);
    return success(limits.get(mobileNumber) ?? STOREPAY_SANDBOX_LIMIT);
  });

  // ── Controls: the shopper's side, for a developer or a test ────────────────────────────────────────────────────────
  app.put(`${P}/limits/:mobileNumber`, async (request) => {
    const mobileNumber = mobile.parse((request.params as { mobileNumber: string }).mobileNumber);
    const { amount: limit } = parse(z.object({ amount: z.number().int().min(0) }), request.body);
    limits.set(mobileNumber, limit);
    return { mobileNumber, limit };
  });

  app.get(`${P}/loans.json`, async () => [...loans.values()].reverse());

  const decide = (state: 'approved' | 'declined') => async (request: FastifyRequest, reply: FastifyReply) => {
    const loan = loanOf((request.params as { id: string }).id);
    if (loan.state === 'pending') {
      loan.state = state;
      if (state === 'approved') {
        // Storepay tells the store; the store asks /merchant/loan/check before it believes it.
        loan.callback = await postCallback(loan.callbackUrl, { loanId: Number(loan.id), status: 'CONFIRMED' });
      }
    }
    if (request.headers.accept?.includes('text/html')) return reply.redirect(`${P}/loans/${loan.id}`, 303);
    return loan;
  };
  app.post(`${P}/loans/:id/approve`, decide('approved'));
  app.post(`${P}/loans/:id/decline`, decide('declined'));

  app.get(`${P}/loans/:id`, async (request, reply) => {
    const loan = loanOf((request.params as { id: string }).id);
    const stateText = { pending: 'Waiting for the shopper', approved: 'Approved by the shopper', declined: 'Declined by the shopper' }[loan.state];
    const buttons =
      loan.state === 'pending'
        ? `<form method="post" action="${P}/loans/${loan.id}/approve"><button class="ok">Approve the loan</button></form><form method="post" action="${P}/loans/${loan.id}/decline"><button>Decline</button></form>`
        : '';
    return sendShopperAppPage(reply, {
      provider: 'Storepay',
      title: `loan ${loan.id}`,
      background: '#f4f6fb',
      accent: '#0a7d4f',
      facts:
        `<dt>Phone</dt><dd>${escapeHtml(loan.mobileNumber)}</dd><dt>Amount</dt><dd>${formatMnt(loan.amount)}</dd><dt>For</dt><dd>${escapeHtml(loan.description)}</dd>` +
        `<dt>State</dt><dd role="status">${stateText}</dd>${loan.callback ? `<dt>Callback</dt><dd>${escapeHtml(loan.callback)}</dd>` : ''}`,
      buttons,
    });
  });
}
