// The store as an operator runs it: `node dist/server/main.js` on an embedded database directory. It stops cleanly on
// SIGTERM (releasing the directory) and starts again with its data; a bad setting stops it with a message naming it.
// Without STORE_MODE it is a demo; STORE_MODE=production refuses to start without its address and SMS gateway, and
// with them it is locked down: no sandbox, no demo banner or login, warnings for what shoppers will miss, and a code
// that cannot be sent sends the shopper to the store's phone while the log keeps the gateway's answer.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_PREFIXES } from '../test/sandboxes';
import { freePort, startServerProcess } from './support/server-process';

const dirs: string[] = [];
const freshDir = () => {
  dirs.push(mkdtempSync(path.join(tmpdir(), 'zuuch-process-')));
  return dirs.at(-1)!;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const serverBundle = (env: Record<string, string>) => startServerProcess(process.execPath, ['dist/server/main.js'], { NODE_ENV: 'production', ...env });

async function startProcess(env: Record<string, string>) {
  const server = serverBundle({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env });
  const [, baseUrl] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
  return { ...server, baseUrl };
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The page as served (English), and whether it carries the demo banner. */
async function page(url: string) {
  const res = await fetch(url, { headers: { cookie: 'lang=en' } });
  const html = await res.text();
  return { status: res.status, html, demoBanner: /<aside[^>]*aria-label="Demo store"/.test(html) };
}

describe('the server process', () => {
  it('keeps its data across a SIGTERM stop and a new start, as a demo unless told otherwise', async () => {
    const dataDir = freshDir();
    const first = await startProcess({ DATA_DIR: dataDir });
    const store = await (await post(`${first.baseUrl}/api/auth/store`, { storeName: 'zuuch' })).json();
    const client = await (await post(`${first.baseUrl}/api/v1/client`, { store: store._id, user_token: 'process-test-token-0001' })).json();
    expect((await page(`${first.baseUrl}/`)).demoBanner).toBe(true);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(readdirSync(dataDir)).not.toContain('zuuch.lock');

    const second = await startProcess({ DATA_DIR: dataDir });
    try {
      const again = await (await post(`${second.baseUrl}/api/v1/client`, { store: store._id, user_token: 'process-test-token-0001' })).json();
      expect(again._id).toBe(client._id);
    } finally {
      await second.stop();
    }
  });

  it('refuses to start with a bad setting, naming the variable', async () => {
    const server = serverBundle({ PORT: 'eighty', DATA_DIR: freshDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT:');
  });
});

describe('a production store (STORE_MODE=production)', () => {
  it('refuses to start without PUBLIC_URL and SMS_GATEWAY_URL, naming both', async () => {
    const server = serverBundle({ STORE_MODE: 'production', PORT: '0', DATA_DIR: freshDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PUBLIC_URL:');
    expect(server.output()).toContain('SMS_GATEWAY_URL:');
  });

  it('starts with them, warns of what it will not offer, and shows nothing of a demo', async () => {
    const port = await freePort();
    const closedPort = await freePort(); // an SMS gateway that is down
    const server = await startProcess({
      STORE_MODE: 'production',
      PORT: String(port),
      DATA_DIR: freshDir(),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMS_GATEWAY_URL: `http://127.0.0.1:${closedPort}`,
      SEED_DEMO: 'true',
    });
    try {
      const warnings = server.logLines().filter((line) => line.level === 40).map((line) => line.msg);
      for (const gap of [/QPAY_CLIENT_ID.*QPay/, /STOREPAY_.*Storepay/, /POCKET_.*Pocket/, /GOOGLE_CLIENT_ID.*Google/, /EBARIMT_URL.*e-receipts/]) {
        expect(warnings.some((w) => gap.test(w)), `a warning matching ${gap} in ${JSON.stringify(warnings)}`).toBe(true);
      }
      expect(server.output()).not.toContain('demo store');

      for (const url of ['/', '/p/kikkoman-soy-sauce-1l', '/user']) {
        const { status, demoBanner } = await page(`${server.baseUrl}${url}`);
        expect([url, status, demoBanner]).toEqual([url, 200, false]);
      }
      const login = await page(`${server.baseUrl}/console/login`);
      expect(login.status).toBe(200);
      expect(login.html).toContain('Staff login');
      expect(login.html).not.toMatch(/demo-console|Demo console login/);

      // From this machine too (the sandboxes' own rule would let it in): nothing is mounted.
      for (const prefix of SANDBOX_PREFIXES) {
        for (const url of [prefix, `${prefix}/messages.json`]) expect([url, (await fetch(`${server.baseUrl}${url}`)).status]).toEqual([url, 404]);
      }

      const res = await post(`${server.baseUrl}/api/v1/auth/code`, { phone: '9911 2233' });
      expect(res.status).toBe(503);
      expect(JSON.stringify(await res.json())).toContain('+976 7711 2233'); // the store's phone, from its settings
      const [failure] = await server.waitFor(/\{[^\n]*"msg":"SMS gateway did not take the message"[^\n]*\}/);
      expect(JSON.parse(failure)).toMatchObject({ level: 50, to: '+9769911****' });
      expect(failure).toMatch(/ECONNREFUSED/);
      expect(failure).not.toContain('one-time code'); // the text, with its code, stays out of the log
    } finally {
      await server.stop();
    }
  });
});
