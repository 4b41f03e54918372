// What the local provider sandboxes share: they answer this machine only, read the forms of their pages, keep bearer
// tokens in memory, call the store back as the provider would, and draw small HTML pages.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';

/** Whether the request comes from this machine (the sandboxes answer nobody else). */
export function fromThisMachine(request: FastifyRequest): boolean {
  const ip = request.socket.remoteAddress ?? '';
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** An onRequest hook: anyone but this machine gets 404, as if the sandbox were not there. */
export const onlyThisMachine = async (request: FastifyRequest) => {
  if (!fromThisMachine(request)) throw new AppError('NOT_FOUND', 'dataNotFound');
};

/** Reads application/x-www-form-urlencoded bodies (token requests, the pages' buttons) into an object, in this plugin only. */
export function parseForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** Bearer tokens a sandbox issued, each good for `seconds`; `check` is an onRequest hook (401 without a good one). */
export function sandboxTokens(seconds: number) {
  const tokens = new Map<string, number>();
  return {
    issue(): string {
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + seconds * 1000);
      return token;
    },
    check: async (request: FastifyRequest) => {
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const expires = token ? tokens.get(token) : undefined;
      if (!expires || expires < Date.now()) throw new AppError('UNAUTHORIZED', 'unauthorized');
    },
  };
}

/** POSTs JSON to the store as the provider would: "HTTP <status>", or "failed: <why>" (10 s at most). */
export async function postCallback(url: string, body: unknown): Promise<string> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
    return `HTTP ${res.status}`;
  } catch (err) {
    return `failed: ${(err as Error).message}`;
  }
}

/** The page that stands in for the shopper's app of a lender (Pocket, Storepay): facts, buttons, never cached. */
export function sendShopperAppPage(
  reply: FastifyReply,
  page: { provider: string; title: string; background: string; accent: string; facts: string; buttons: string },
) {
  const { provider, title, background, accent } = page;
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${provider} sandbox — ${title}</title>` +
        `<style>body{font:16px system-ui;margin:0;padding:2rem 1rem;background:${background};color:#1c2333}main{max-width:28rem;margin:auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 4px #0002}` +
        `h1{font-size:1.2rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#667}dd{margin:0;font-weight:600}` +
        `form{display:inline-block;margin:1rem .5rem 0 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.6rem;border:1px solid #99a;background:#fff;cursor:pointer}.ok{background:${accent};color:#fff;border-color:${accent}}p.note{color:#667;font-size:.85rem}</style>` +
        `<main><h1>${provider} sandbox: ${title}</h1><p>This page stands in for the shopper's ${provider} app.</p><dl>` +
        `${page.facts}</dl>${page.buttons}` +
        `<p class="note">Only this machine can open this page. Nothing here is sent to ${provider}.</p></main></html>`,
    );
}
