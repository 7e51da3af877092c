import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_AUDIENCE,
  BOT_CHECK_PROVIDERS,
  BOT_CHECK_SCORE_THRESHOLD,
  CATALOG_UPLOAD_DEFAULT_MAX_BYTES,
  DEFAULT_PURCHASE_CARD_SINGLE_PURCHASE_LIMIT_DOLLARS,
  DEFAULT_REDIRECT_ALLOWLIST,
  DEFAULT_SESSION_TIMEOUT_SECONDS,
  DEV_CLIENT_ID,
} from '@advantage/contracts';
import { MAX_DEMO_ACCOUNT_COPIES } from '@advantage/db';
import { z } from 'zod';
import { type DeploymentMode, deploymentMode, type TrustProxy, trustProxySetting } from './deployment.js';
import { type BotCheckConfig, botCheckConfig } from './plugins/bot-check/config.js';
import { DEFAULT_REALTIME_LIMITS, MIN_IDLE_MS, type RealtimeLimits } from './plugins/realtime-limits.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** Every setting has a safe default for the embedded mode; README "Configuration" lists them. */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_ORIGIN: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_READ_URL: z.string().optional(),
  DATA_DIR: z.string().default(join(repoRoot, 'data')),
  SESSION_SECRET: z.string().min(32, { error: 'SESSION_SECRET must be at least 32 characters' }).optional(),
  SESSION_TIMEOUT_SECONDS: z.coerce.number().int().min(0).default(DEFAULT_SESSION_TIMEOUT_SECONDS),
  COOKIE_SECURE: booleanish,
  TRUST_PROXY: z.string().optional(),
  DEMO: booleanish,
  DEMO_ACCOUNT_COPIES: z.coerce.number().int().min(0).max(MAX_DEMO_ACCOUNT_COPIES).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  REDIRECT_ALLOWLIST: z.string().default(DEFAULT_REDIRECT_ALLOWLIST.join(',')),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_AUDIENCE: z.string().default(API_AUDIENCE),
  OIDC_SESSION_ENDPOINT: z.url().optional(),
  OIDC_PIVREADER_ENDPOINT: z.url().optional(),
  OIDC_PIVREADER_JWKS_URL: z.url().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  READER_PORT: z.coerce.number().int().min(0).max(65535).default(8443),
  SMTP_URL: z.string().optional(),
  SMTP_CAPTURE_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  MAIL_FROM: z.string().default('GSA Advantage <no-reply@advantage.localhost>'),
  CATALOG_PRODUCTS: z.coerce.number().int().min(0).max(10_000_000).optional(),
  CATALOG_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(1_073_741_824).default(CATALOG_UPLOAD_DEFAULT_MAX_BYTES),
  SEARCH_MEMORY_MAX_PRODUCTS: z.coerce.number().int().min(0).max(10_000_000).default(100_000),
  PURCHASE_CARD_SINGLE_PURCHASE_LIMIT: z.coerce.number().positive().max(1_000_000_000).default(DEFAULT_PURCHASE_CARD_SINGLE_PURCHASE_LIMIT_DOLLARS),
  BOT_CHECK_PROVIDER: z.enum(BOT_CHECK_PROVIDERS).default('off'),
  BOT_CHECK_SITE_KEY: z.string().optional(),
  BOT_CHECK_SECRET: z.string().optional(),
  BOT_CHECK_PROJECT_ID: z.string().optional(),
  BOT_CHECK_THRESHOLD: z.coerce.number().min(0).max(1).default(BOT_CHECK_SCORE_THRESHOLD),
  BOT_CHECK_VERIFY_URL: z.url().optional(),
  BOT_CHECK_TRUST_MINUTES: z.coerce.number().int().min(0).max(720).default(30),
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  WS_MAX_PER_SESSION: z.coerce.number().int().min(1).default(DEFAULT_REALTIME_LIMITS.perSession),
  WS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_REALTIME_LIMITS.perAddress),
  WS_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(DEFAULT_REALTIME_LIMITS.total),
  WS_IDLE_SECONDS: z.coerce.number().int().min(MIN_IDLE_MS / 1000).default(DEFAULT_REALTIME_LIMITS.idleMs / 1000),
  CHANNEL_SECRET_KEY: z.string().optional(),
  PO_RETRY_HOURS: z.coerce.number().positive().max(24 * 30).default(24),
  PO_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  PO_YIELD_SECONDS: z.coerce.number().min(0).max(600).default(30),
  PO_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  PO_ALLOW_HTTP: booleanish,
});

export interface AppConfig {
  env: string;
  /** Production or the embedded development mode, and whether demo data is seeded (deployment.ts). */
  mode: DeploymentMode;
  host: string;
  port: number;
  publicOrigin: string | undefined;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL that search reads (docs/adr/0037-search-at-twenty-million.md, step 3). */
  databaseReadUrl: string | undefined;
  dataDir: string;
  /** PGlite directory, or `memory://` in tests. */
  pgliteDir: string;
  sessionSecret: string;
  sessionTimeoutSeconds: number;
  cookieSecure: boolean;
  trustProxy: TrustProxy;
  logLevel: string;
  webDist: string;
  redirectAllowlist: string[];
  /** Origins the browser may use to reach this server (the public origin, and localhost/127.0.0.1 in development). */
  appOrigins: string[];
  oidc: {
    /** Unset: the development provider runs in-process under /idp. */
    externalIssuer: string | undefined;
    clientId: string;
    audience: string;
    sessionEndpoint: string | undefined;
    pivreaderEndpoint: string | undefined;
    /** The reader's card-assertion keys (docs/adr/0008); unset with an external issuer, no card can be registered. */
    pivreaderJwksUrl: string | undefined;
    accessTokenTtlSeconds: number;
    readerPort: number;
  };
  /** plugins/metrics: `/metrics` is served only to requests bearing this token (unset: not served). */
  metricsToken: string | undefined;
  /** plugins/bot-check: which provider asks anonymous visitors for a token on search and product reads. */
  botCheck: BotCheckConfig;
  /** plugins/realtime: caps on the server connections and their idle time (docs/architecture.md, Security). */
  realtime: RealtimeLimits;
  /** Products the generated catalog is seeded with when the products table is empty (0: reference data only). */
  catalogProducts: number;
  /** Catalogs up to this many products are searched from an index in the server's memory (0: PostgreSQL only). */
  searchMemoryMaxProducts: number;
  /** modules/contractor: the largest catalog file a contractor may upload (docs/adr/0029-contractor-uploads.md). */
  catalogUploadMaxBytes: number;
  /** modules/checkout: a purchase card pays no order above this (cents); accounting codes are bounded by the contract only. */
  purchaseCardLimitCents: number;
  mail: {
    /** Unset: messages go over SMTP to the embedded capture server (the development mailbox). */
    smtpUrl: string | undefined;
    capturePort: number;
    from: string;
    relayIntervalMs: number;
  };
  /** modules/purchaseorders: orders out to the contractors (docs/adr/0032-purchase-orders-out.md). */
  purchaseOrders: PurchaseOrderConfig;
}

export interface PurchaseOrderConfig {
  /** The AES-256 key of the channels' shared secrets (CHANNEL_SECRET_KEY; development: a key kept in the data directory). */
  secretKey: () => Buffer;
  /** A delivery not answered for this long after the order is `failed` (PO_RETRY_HOURS). */
  retryHours: number;
  /** How often each instance looks for deliveries due (PO_POLL_MS; 0: only when flushed, for tests). */
  pollMs: number;
  /** How long at most the worker's timer holds back while the process is busy serving requests (PO_YIELD_SECONDS; 0: never). */
  yieldMs: number;
  timeoutMs: number;
  /** The first retry's delay; doubled per attempt (tests shorten it). */
  backoffBaseMs: number;
  /** Deliveries claimed (and sent side by side) at a time by one instance. */
  batchSize: number;
  /** Plain http endpoints beyond localhost (PO_ALLOW_HTTP, development and tests only). */
  allowHttp: boolean;
}

/**
 * The channels' key: CHANNEL_SECRET_KEY (32 bytes as base64 or 64 hex digits); without it, outside production, a
 * generated key kept in the data directory beside the session secret. Read when first needed, so a server that
 * never sends a cXML order never writes the file. The operator script (scripts/contractor-channel.mjs) calls it too.
 */
export function channelSecretKey(env: NodeJS.ProcessEnv, dataDir: string): () => Buffer {
  let key: Buffer | undefined;
  return () => {
    key ??= readChannelKey(env, dataDir);
    return key;
  };
}

function readChannelKey(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  const raw = env.CHANNEL_SECRET_KEY?.trim();
  if (raw) {
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('Invalid configuration: CHANNEL_SECRET_KEY must be 32 bytes, as base64 or 64 hex digits');
    return key;
  }
  if (env.NODE_ENV === 'production') throw new Error('CHANNEL_SECRET_KEY must be set in production to keep the contractors\' cXML shared secrets');
  const file = join(dataDir, 'channel-secret-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** The embedded mode keeps a generated secret in the data directory so that sessions survive a restart. */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // PGlite is one process's database: there is no replica of it to read.
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) throw new Error('Invalid configuration: DATABASE_READ_URL names a replica of DATABASE_URL, which is not set');
  const mode = deploymentMode(e);
  const trustProxy = trustProxySetting(e.TRUST_PROXY);
  const dataDir = resolve(e.DATA_DIR);
  const origin = e.PUBLIC_ORIGIN?.replace(/\/+$/, '');
  const appOrigins = origin ? [origin] : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  return {
    env: e.NODE_ENV,
    mode,
    host: e.HOST,
    port: e.PORT,
    publicOrigin: origin,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReadUrl: e.DATABASE_READ_URL || undefined,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    sessionSecret: overrides.sessionSecret ?? e.SESSION_SECRET ?? embeddedSecret(dataDir),
    sessionTimeoutSeconds: e.SESSION_TIMEOUT_SECONDS,
    cookieSecure: e.COOKIE_SECURE ?? origin?.startsWith('https://') ?? false,
    trustProxy,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    redirectAllowlist: e.REDIRECT_ALLOWLIST.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    appOrigins,
    oidc: {
      externalIssuer: e.OIDC_ISSUER?.replace(/\/+$/, ''),
      clientId: e.OIDC_CLIENT_ID ?? DEV_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      sessionEndpoint: e.OIDC_SESSION_ENDPOINT,
      pivreaderEndpoint: e.OIDC_PIVREADER_ENDPOINT,
      pivreaderJwksUrl: e.OIDC_PIVREADER_JWKS_URL,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      readerPort: e.READER_PORT,
    },
    mail: { smtpUrl: e.SMTP_URL || undefined, capturePort: e.SMTP_CAPTURE_PORT, from: e.MAIL_FROM, relayIntervalMs: 2000 },
    botCheck: botCheckConfig(e),
    metricsToken: e.METRICS_TOKEN,
    realtime: { perSession: e.WS_MAX_PER_SESSION, perAddress: e.WS_MAX_PER_ADDRESS, total: e.WS_MAX_CONNECTIONS, idleMs: e.WS_IDLE_SECONDS * 1000 },
    // A production database gets no generated products unless asked (demo data belongs to the embedded mode).
    catalogProducts: e.CATALOG_PRODUCTS ?? (mode.demo ? 20_000 : 0),
    searchMemoryMaxProducts: e.SEARCH_MEMORY_MAX_PRODUCTS,
    catalogUploadMaxBytes: e.CATALOG_UPLOAD_MAX_BYTES,
    purchaseCardLimitCents: Math.round(e.PURCHASE_CARD_SINGLE_PURCHASE_LIMIT * 100),
    purchaseOrders: {
      secretKey: channelSecretKey(env, dataDir),
      retryHours: e.PO_RETRY_HOURS,
      pollMs: e.PO_POLL_MS,
      yieldMs: e.PO_YIELD_SECONDS * 1000,
      timeoutMs: e.PO_TIMEOUT_SECONDS * 1000,
      backoffBaseMs: 5000,
      batchSize: 50,
      allowHttp: (e.PO_ALLOW_HTTP ?? false) && !mode.production,
    },
    ...overrides,
  };
}
