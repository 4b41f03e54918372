// The pieces of the cluster journey (e2e/cluster.e2e.ts): nginx from Debian in front of store processes, run as a plain
// foreground process with everything it writes inside one temporary directory, and an HTTP shopper with a cookie jar
// that notes which store process (nginx's X-Upstream) answered each request.
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from './server-process';

export const NGINX = '/usr/sbin/nginx';

/**
 * nginx on 127.0.0.1:`port` balancing round robin over `upstreams` (host:port): a process that refuses or times out is
 * skipped for the next (a POST already sent is not sent again: the client retries it with its idempotency key), the
 * client's address and protocol are forwarded, and every answer names the process in X-Upstream.
 */
export function startNginx(dir: string, port: number, upstreams: string[]): ServerProcess {
  const at = (name: string) => path.join(dir, name);
  const config = `
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  upstream zuuch {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://zuuch;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # With its port (deploy/nginx.conf's $host is the same on 443): page actions check Origin against it.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  writeFileSync(at('nginx.conf'), config);
  // Run as root, nginx's workers are `nobody`: they must reach their temporary directories inside this one.
  chmodSync(dir, 0o755);
  return startServerProcess(NGINX, ['-e', at('error.log'), '-p', dir, '-c', at('nginx.conf'), '-g', 'daemon off;'], {});
}

/** Asks `check` every 100 ms until it answers something other than undefined; fails naming `what` after `timeoutMs`. */
export async function poll<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = 'no answer yet';
  for (;;) {
    try {
      const answer = await check();
      if (answer !== undefined) return answer;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${last instanceof Error ? last.message : String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls `origin`'s /readyz until it answers 200, failing at once (with its output) if `server` exits first. */
export async function waitUntilReady(origin: string, server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  let exited: number | null | undefined;
  void server.exited.then((code) => (exited = code));
  const outcome = await poll(
    `${origin}/readyz to answer 200`,
    async () => (exited !== undefined ? 'exited' : (await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok ? 'ready' : undefined),
    timeoutMs,
  ).catch((err: Error) => err.message);
  if (outcome !== 'ready') throw new Error(`${outcome === 'exited' ? `the process exited with ${exited}` : outcome}:\n${server.output().slice(-4000)}`);
}

export type Answer = { status: number; upstream: string | null; body: unknown };

/**
 * One shopper (or staff member) talking HTTP to `origin` as a browser on the store's pages would: the cookies the store
 * set (Secure ones too: the store's PUBLIC_URL is this same address), an Origin of `publicUrl`, JSON bodies. Aimed at
 * one store process directly (`origin` is not `publicUrl`), it sends what the proxy would add: the public host.
 */
export function httpClient(origin: string, publicUrl: string = origin) {
  const forwarded: Record<string, string> = origin === publicUrl ? {} : { 'x-forwarded-host': new URL(publicUrl).host, 'x-forwarded-proto': new URL(publicUrl).protocol.slice(0, -1) };
  const jar = new Map<string, string>();
  const upstreams: (string | null)[] = [];
  const send = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const json = body !== undefined && typeof body !== 'string';
    const res = await fetch(`${origin}${url}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
      headers: {
        origin: publicUrl,
        ...forwarded,
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(body) : (body as string | undefined),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    // "a, b" when nginx had to pass the request on: the last one answered.
    const upstream = res.headers.get('x-upstream')?.split(', ').pop() ?? null;
    upstreams.push(upstream);
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, upstream, body: type.includes('json') && text ? JSON.parse(text) : text };
  };
  return {
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, body?: unknown) => send('POST', url, body ?? {}),
    put: (url: string, body: unknown) => send('PUT', url, body),
    /** Sets a cookie as if the store had (a session made for the test). */
    setCookie: (name: string, value: string) => void jar.set(name, value),
    /** Which process answered each request so far (nginx's X-Upstream), in order. */
    upstreams,
  };
}
export type HttpClient = ReturnType<typeof httpClient>;
