import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations (npm run db:generate); they are applied in code at start (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
