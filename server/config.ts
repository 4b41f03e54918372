// The only place that reads process.env. A bad value stops the process with a message naming the variable.
import path from 'node:path';
import os from 'node:os';
import { z } from 'zod';
import { DEMO_STAFF } from '../core/demo';

const port = z.coerce.number().int().min(0).max(65535);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  STORE_MODE: z.enum(['demo', 'production']).default('demo'),
  HOST: z.string().min(1).optional(),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  STORE_NAME: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 lowercase letters, digits or dashes').default('zuuch'),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
    .optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').max(500).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(8).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^[^<>@\s]*[^<>@]*<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/, 'must be an address, e.g. Zuuch <orders@zuuch.mn>')
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(4).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(4).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https$/ }).default('https://accounts.google.com'),
  ADMIN_USERNAME: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9._-]{1,39}$/, 'must be 2-40 letters, digits, dots, dashes or underscores').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  QPAY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://merchant.qpay.mn/v2'),
  QPAY_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  QPAY_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  QPAY_INVOICE_CODE: z.string().trim().min(1).max(100).optional(),
  EBARIMT_URL: z.url({ protocol: /^https?$/ }).optional(),
  MONGOLBANK_RATES_URL: z.url({ protocol: /^https?$/ }).optional(),
  EBARIMT_MERCHANT_TIN: z.string().regex(/^\d{11,14}$/, 'must be the merchant TIN: 11 digits (a company) or 12-14 (a person)').optional(),
  EBARIMT_BRANCH_NO: z.string().regex(/^\d{1,3}$/, 'must be 1-3 digits, e.g. 001').default('001'),
  EBARIMT_POS_NO: z.string().regex(/^[0-9A-Za-z-]{1,20}$/, 'must be 1-20 letters, digits or dashes').default('001'),
  EBARIMT_DISTRICT_CODE: z.string().regex(/^\d{4}$/, 'must be the 4-digit district code').optional(),
  EBARIMT_CLASSIFICATION_CODE: z.string().regex(/^\d{7}$/, 'must be a 7-digit product classification code').optional(),
  STOREPAY_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STOREPAY_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  STOREPAY_APP_USERNAME: z.string().trim().min(1).max(200).optional(),
  STOREPAY_APP_PASSWORD: z.string().min(1).max(500).optional(),
  STOREPAY_USERNAME: z.string().trim().min(1).max(200).optional(),
  STOREPAY_PASSWORD: z.string().min(1).max(500).optional(),
  STOREPAY_STORE_ID: z.string().trim().regex(/^[0-9A-Za-z_-]{1,40}$/, 'must be the store id Storepay gave (letters, digits, - or _)').optional(),
  POCKET_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  POCKET_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  POCKET_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots or dashes').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name, e.g. eu-central-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(500).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  WORKER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  VISIT_KEEP_DAYS: z.coerce.number().int().min(1).max(400).default(30),
});

export type StoreMode = 'demo' | 'production';

export type Config = {
  /** NODE_ENV: how the code is built and logged (development: hot reload and pretty logs). */
  env: 'development' | 'production' | 'test';
  /**
   * STORE_MODE: `demo` (the default, what `npm start` gives a newcomer: every provider's local sandbox, demo staff, a
   * banner on every page) or `production` (chosen explicitly: no sandbox, no banner, no demo staff; refuses to start
   * without PUBLIC_URL and an SMS gateway).
   */
  mode: StoreMode;
  /** Whether providers that are not configured are stood in for by their local sandboxes (every mode but production). */
  sandboxes: boolean;
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
  /** The bearer token /metrics asks for; null: /metrics answers this machine only, and is absent in production. */
  metricsToken: string | null;
  /** The store's public address (https://zuuch.mn) for absolute links: sitemap, social tags. Else the request's host. */
  publicUrl: string | null;
  /** The SMS gateway (POST {url}/messages); null: the local sandbox at /__sandbox/sms. */
  smsGatewayUrl: string | null;
  smsGatewayToken: string | null;
  /** The mail server (smtp:// or smtps://) order news is e-mailed through; null: the local SMTP sandbox outside production, none in production. */
  smtpUrl: string | null;
  /** Who the store's e-mails come from. */
  mailFrom: string;
  /** Google login; null: the local OpenID provider at /__sandbox/oidc. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** The first console admin, created at start when the store has no staff yet: ADMIN_*, else in a demo DEMO_STAFF; null: none. */
  admin: { username: string; password: string } | null;
  /** QPay merchant API v2; null: not configured (then the local sandbox at /__sandbox/qpay outside production). */
  qpay: { baseUrl: string; clientId: string; clientSecret: string; invoiceCode: string } | null;
  /** Whether the store can offer QPay: configured, or the sandbox (not in production). */
  qpayEnabled: boolean;
  /** e-barimt PosAPI 3.0; url null: the local sandbox at /__sandbox/ebarimt (not in production), with sandbox merchant values. */
  ebarimt: { url: string | null; merchantTin: string | null; branchNo: string; posNo: string; districtCode: string | null; classificationCode: string | null };
  /** The Bank of Mongolia's official daily rates (a form post of a date range); null: the local sandbox at /__sandbox/mongolbank outside production, none in production. */
  mongolbankRatesUrl: string | null;
  /** Storepay merchant API; null: not configured (then the local sandbox at /__sandbox/storepay outside production). */
  storepay: { baseUrl: string; authUrl: string | null; appUsername: string; appPassword: string; username: string; password: string; storeId: string } | null;
  /** Pocket (InvesCore) merchant API; null: not configured (then the local sandbox at /__sandbox/pocket outside production). */
  pocket: { baseUrl: string; clientId: string; clientSecret: string } | null;
  /**
   * Where uploaded files (leasing applications' social-insurance files) are kept (server/storage): a bucket when
   * S3_BUCKET is set (credentials null: the AWS SDK's own chain, e.g. an instance role); else a directory, UPLOADS_DIR or
   * {DATA_DIR}/uploads.
   */
  storage:
    | { driver: 'local'; dir: string }
    | { driver: 's3'; bucket: string; region: string; endpoint: string | null; accessKeyId: string | null; secretAccessKey: string | null; forcePathStyle: boolean };
  /** How often the background workers (unpaid sweeper, e-receipts, payment reconciliation) run; null: each its own default (1 min, 30 s, 30 s). */
  workerIntervalMs: number | null;
  /**
   * How long a page that depends on no visitor (server/http/page-cache.ts) is served from this process's memory before it
   * is rendered again (it is served stale for as long again while that happens); 0: pages are not cached. Changes staff
   * make clear it at once. Default 30 s, and 0 in development (code changes must show).
   */
  pageCacheSeconds: number;
  /** Days of raw visitor events kept (their daily partitions are dropped after); the hourly counts are kept 400 days. */
  visitKeepDays: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The variables `schema` names, read from `env`; a bad one is a ConfigError naming it. */
function parseEnv<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.output<S> {
  // Empty strings mean "not set" (a common shell habit: FOO= npm start).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}

/** For a process entry: what `read` answers, or its ConfigError's message on stderr and exit code 1. */
export function configOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseEnv(envSchema, env);
  const production = e.STORE_MODE === 'production';
  // A production store must be reachable at its own address (payment callbacks, links in texts) and must be able to text
  // the codes that checkout and login need: without them it would take orders nobody can finish.
  const productionMissing = production
    ? [
        ...(e.PUBLIC_URL ? [] : ['PUBLIC_URL: must be set in production (the store\'s public address, e.g. https://zuuch.mn)']),
        ...(e.SMS_GATEWAY_URL ? [] : ['SMS_GATEWAY_URL: must be set in production (phone login and checkout text one-time codes)']),
      ]
    : [];
  if (productionMissing.length) throw new ConfigError(productionMissing);
  // A demo hands out codes and "payments" to whoever reaches its sandboxes from this machine; behind a proxy that is
  // every visitor. A deployment that forgot STORE_MODE stops here instead of opening a demo to the internet.
  if (!production && e.TRUST_PROXY > 0) throw new ConfigError(['TRUST_PROXY: a demo store must not run behind a proxy (its sandboxes and demo staff login would be open to every visitor); set STORE_MODE=production']);
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) throw new ConfigError([`${e.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'}: must be set together with ${e.ADMIN_USERNAME ? 'ADMIN_USERNAME' : 'ADMIN_PASSWORD'}`]);
  // QPay: the three merchant values together, or none (no QPay in production; the sandbox elsewhere).
  const qpayKeys = ['QPAY_CLIENT_ID', 'QPAY_CLIENT_SECRET', 'QPAY_INVOICE_CODE'] as const;
  const qpayMissing = qpayKeys.filter((k) => !e[k]);
  if (qpayMissing.length && qpayMissing.length < qpayKeys.length) throw new ConfigError(qpayMissing.map((k) => `${k}: must be set together with ${qpayKeys.filter((o) => o !== k).join(' and ')}`));
  // A real PosAPI needs the merchant's own values; only the sandbox has defaults for them.
  const ebarimtMissing = e.EBARIMT_URL ? (['EBARIMT_MERCHANT_TIN', 'EBARIMT_DISTRICT_CODE', 'EBARIMT_CLASSIFICATION_CODE'] as const).filter((k) => !e[k]) : [];
  if (ebarimtMissing.length) throw new ConfigError(ebarimtMissing.map((k) => `${k}: must be set when EBARIMT_URL is set`));
  // Storepay and Pocket: all of a lender's values together, or none (no such lender in production; its sandbox elsewhere).
  const lenderProblems = (
    [
      ['STOREPAY_BASE_URL', 'STOREPAY_APP_USERNAME', 'STOREPAY_APP_PASSWORD', 'STOREPAY_USERNAME', 'STOREPAY_PASSWORD', 'STOREPAY_STORE_ID'],
      ['POCKET_BASE_URL', 'POCKET_CLIENT_ID', 'POCKET_CLIENT_SECRET'],
    ] as const
  ).flatMap((keys) => {
    const missing = keys.filter((k) => !e[k]);
    return missing.length && missing.length < keys.length ? missing.map((k) => `${k}: must be set together with ${keys.filter((o) => o !== k).join(', ')}`) : [];
  });
  if (lenderProblems.length) throw new ConfigError(lenderProblems);
  // S3: the key pair together (or neither: the SDK's own chain); S3 settings without a bucket, or a directory beside one,
  // would quietly keep files where the operator did not mean them to be.
  const storageProblems = [
    ...(Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY) ? [`${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: must be set together with ${e.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}`] : []),
    ...(e.S3_BUCKET ? [] : (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k]).map((k) => `${k}: needs S3_BUCKET (files stay on local disk without it)`)),
    ...(e.S3_BUCKET && e.UPLOADS_DIR ? ['UPLOADS_DIR: must not be set with S3_BUCKET (files go to the bucket)'] : []),
  ];
  if (storageProblems.length) throw new ConfigError(storageProblems);
  return {
    env: e.NODE_ENV,
    mode: e.STORE_MODE,
    sandboxes: !production,
    // A demo (fixed staff password, sandboxes that hand out codes) answers this machine only unless told otherwise.
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    dataDir: e.DATA_DIR === ':memory:' ? null : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    storeName: e.STORE_NAME,
    seedDemo: e.SEED_DEMO ?? !production,
    logLevel: e.LOG_LEVEL,
    tagManagerId: e.TAG_MANAGER_ID ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS ?? (e.NODE_ENV === 'development' ? 0 : 30),
    visitKeepDays: e.VISIT_KEEP_DAYS,
    metricsToken: e.METRICS_TOKEN ?? null,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/$/, '') : null,
    smsGatewayUrl: e.SMS_GATEWAY_URL ? e.SMS_GATEWAY_URL.replace(/\/$/, '') : null,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `${e.STORE_NAME === 'zuuch' ? 'Zuuch' : e.STORE_NAME} <orders@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost'}>`,
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER } : null,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : production ? null : DEMO_STAFF,
    qpay:
      e.QPAY_CLIENT_ID && e.QPAY_CLIENT_SECRET && e.QPAY_INVOICE_CODE
        ? { baseUrl: e.QPAY_BASE_URL.replace(/\/+$/, ''), clientId: e.QPAY_CLIENT_ID, clientSecret: e.QPAY_CLIENT_SECRET, invoiceCode: e.QPAY_INVOICE_CODE }
        : null,
    qpayEnabled: Boolean(e.QPAY_CLIENT_ID && e.QPAY_CLIENT_SECRET && e.QPAY_INVOICE_CODE) || !production,
    ebarimt: {
      url: e.EBARIMT_URL ? e.EBARIMT_URL.replace(/\/$/, '') : null,
      merchantTin: e.EBARIMT_MERCHANT_TIN ?? null,
      branchNo: e.EBARIMT_BRANCH_NO,
      posNo: e.EBARIMT_POS_NO,
      districtCode: e.EBARIMT_DISTRICT_CODE ?? null,
      classificationCode: e.EBARIMT_CLASSIFICATION_CODE ?? null,
    },
    mongolbankRatesUrl: e.MONGOLBANK_RATES_URL ?? null,
    storepay:
      e.STOREPAY_BASE_URL && e.STOREPAY_APP_USERNAME && e.STOREPAY_APP_PASSWORD && e.STOREPAY_USERNAME && e.STOREPAY_PASSWORD && e.STOREPAY_STORE_ID
        ? {
            baseUrl: e.STOREPAY_BASE_URL.replace(/\/+$/, ''),
            authUrl: e.STOREPAY_AUTH_URL ? e.STOREPAY_AUTH_URL.replace(/\/+$/, '') : null,
            appUsername: e.STOREPAY_APP_USERNAME,
            appPassword: e.STOREPAY_APP_PASSWORD,
            username: e.STOREPAY_USERNAME,
            password: e.STOREPAY_PASSWORD,
            storeId: e.STOREPAY_STORE_ID,
          }
        : null,
    pocket:
      e.POCKET_BASE_URL && e.POCKET_CLIENT_ID && e.POCKET_CLIENT_SECRET
        ? { baseUrl: e.POCKET_BASE_URL.replace(/\/+$/, ''), clientId: e.POCKET_CLIENT_ID, clientSecret: e.POCKET_CLIENT_SECRET }
        : null,
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ? e.S3_ENDPOINT.replace(/\/+$/, '') : null,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { driver: 'local', dir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : e.DATA_DIR === ':memory:' ? path.join(os.tmpdir(), 'zuuch-uploads') : path.resolve(e.DATA_DIR, 'uploads') },
    workerIntervalMs: e.WORKER_INTERVAL_MS ?? null,
  };
}

/** Config for tests: in-memory database, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...parseConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' }), ...overrides };
}

const sandboxEnvSchema = z.object({
  SANDBOX_PORT: port.default(3001),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: envSchema.shape.LOG_LEVEL,
});

/** The providers' sandboxes as a process of their own (server/sandbox-main.ts); it listens on 127.0.0.1 only. */
export type SandboxConfig = {
  port: number;
  /** The store the sandboxes call back where the provider calls a fixed address (Pocket's webhook); null: no such call. */
  storeUrl: string | null;
  logLevel: string;
};

export function parseSandboxConfig(env: Record<string, string | undefined> = process.env): SandboxConfig {
  const e = parseEnv(sandboxEnvSchema, env);
  return { port: e.SANDBOX_PORT, storeUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null, logLevel: e.LOG_LEVEL };
}

/**
 * What a production store will not offer or do with this configuration: nothing stops it, but each is said once at start
 * (a warning naming the variables) so whoever deploys it knows what shoppers will miss.
 */
export function productionGaps(config: Config): string[] {
  if (config.mode !== 'production') return [];
  return [
    ...(config.qpay ? [] : ['QPAY_CLIENT_ID, QPAY_CLIENT_SECRET, QPAY_INVOICE_CODE are not set: shoppers are not offered QPay']),
    ...(config.storepay ? [] : ['STOREPAY_* is not set: shoppers are not offered Storepay instalments']),
    ...(config.pocket ? [] : ['POCKET_* is not set: shoppers are not offered Pocket zero or Pocket leasing']),
    ...(config.google ? [] : ['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set: shoppers cannot continue with Google']),
    ...(config.ebarimt.url ? [] : ['EBARIMT_URL is not set: no e-receipts are issued (they wait as pending until it is)']),
    ...(config.smtpUrl ? [] : ['SMTP_URL is not set: shoppers are told of their orders by SMS only (no e-mails are sent)']),
    ...(config.mongolbankRatesUrl ? [] : ['MONGOLBANK_RATES_URL is not set: staff type exchange rates (the console cannot fetch the official ones)']),
    // Several processes share PostgreSQL; files on one machine's disk would be missing on the others.
    ...(config.databaseUrl && config.storage.driver === 'local' ? [`S3_BUCKET is not set: uploaded files stay on this machine's disk (${config.storage.dir}); run one process, or use object storage`] : []),
  ];
}
