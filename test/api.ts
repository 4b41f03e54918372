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
