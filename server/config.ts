// The only place that reads process.env. A bad value stops the process with a message naming the variable.
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  STORE_NAME: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 lowercase letters, digits or dashes').default('zuuch'),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
    .optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(8).optional(),
  GOOGLE_CLIENT_ID: z.string().min(4).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(4).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https$/ }).default('https://accounts.google.com'),
  ADMIN_USERNAME: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9._-]{1,39}$/, 'must be 2-40 letters, digits, dots, dashes or underscores').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute path of the embedded database directory, or null for an in-memory database. */
  dataDir: string | null;
  databaseUrl: string | null;
  storeName: string;
  seedDemo: boolean;
  logLevel: string;
  tagManagerId: string | null;
  shutdownTimeoutMs: number;
  /** How many proxies in front of the server add X-Forwarded-* headers (0: none, trust no such header). */
  trustProxy: number;
  /** The store's public address (https://zuuch.mn) for absolute links: sitemap, social tags. Else the request's host. */
  publicUrl: string | null;
  /** The SMS gateway (POST {url}/messages); null: the local sandbox at /__sandbox/sms. */
  smsGatewayUrl: string | null;
  smsGatewayToken: string | null;
  /** Google login; null: the local OpenID provider at /__sandbox/oidc. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** The first console admin, created at start when the store has no staff yet; null: none (see the README). */
  admin: { username: string; password: string } | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set" (a common shell habit: FOO= npm start).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) throw new ConfigError([`${e.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'}: must be set together with ${e.ADMIN_USERNAME ? 'ADMIN_USERNAME' : 'ADMIN_PASSWORD'}`]);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR === ':memory:' ? null : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    storeName: e.STORE_NAME,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    tagManagerId: e.TAG_MANAGER_ID ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/$/, '') : null,
    smsGatewayUrl: e.SMS_GATEWAY_URL ? e.SMS_GATEWAY_URL.replace(/\/$/, '') : null,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN ?? null,
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER } : null,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : null,
  };
}

/** Config for tests: in-memory database, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...parseConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' }), ...overrides };
}
