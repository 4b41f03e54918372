// An API-only app (no storefront) on a fresh test database, for integration tests.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export type TestApi = { app: FastifyInstance; db: TestDatabase; close: () => Promise<void> };

export async function createTestApi(kind: DatabaseKind): Promise<TestApi> {
  const db = await createTestDatabase(kind);
  const app = await buildApp({ config: testConfig(), database: db.database, ssr: 'none' });
  // Listening (not only inject) lets the SMS client reach the sandbox over real HTTP.
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/**
 * Logs a shopper in with the code the sandbox SMS gateway took (the newest text to `phone`), from the browser whose
 * cookie is `cookie` if any; returns the session cookie ("sid=…").
 */
export async function shopperSession(app: FastifyInstance, phone: string, cookie?: string): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/v1/auth/code', payload: { phone } });
  const sms = await app.inject({ url: `/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`, remoteAddress: '127.0.0.1' });
  const code = (sms.json() as { text: string }[])[0].text.match(/\d{6}/)![0];
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone, code }, headers: cookie ? { cookie } : {} });
  return String(([] as string[]).concat(login.headers['set-cookie'] as string[]).find((c) => c.startsWith('sid='))).split(';')[0];
}
