import { randomBytes } from 'node:crypto';
import { createServerDatabase, type Database, dropServerDatabase, openDatabase, testDatabaseName } from '@advantage/db';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import type { IdentitySettings } from '../plugins/identity.js';
import { checkAnswers } from './answer-check.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

const channelKey = randomBytes(32);
const testChannelKey = () => channelKey;

/** The databases a server suite runs against: a fresh PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The database of a suite whose subject is the HTTP layer (security headers, cache headers, anti-forgery, the route
 * table, the bot check, the help centre's static answer): no database changes what it proves, so it runs on the
 * embedded one only. Everything that reads or writes application data runs on both (docs/adr/0020-test-suite.md).
 */
export const HTTP_LAYER_DATABASES: Array<'pglite'> = ['pglite'];

/** A fresh database per suite: an in-memory PGlite, or a new database on the PostgreSQL server. */
export async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = testDatabaseName('adv');
  const database = await openDatabase({ url: await createServerDatabase(adminUrl, name), poolSize: 4 });
  return { database, drop: () => dropServerDatabase(adminUrl, name) };
}

export async function createTestApp(
  kind: 'pglite' | 'postgres' = 'pglite',
  overrides: Partial<AppConfig> = {},
  options: {
    now?: () => number;
    identity?: IdentitySettings;
    embeddedIdentity?: boolean;
    startReader?: boolean;
    realtimeSweepMs?: number;
    /** A logger to capture what the server logs (suites that check that nothing secret is logged). */
    logger?: BuildOptions['logger'];
    /** A second database that search reads, standing for a replica. */
    readDatabase?: BuildOptions['readDatabase'];
  } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(kind);
  // PO_POLL_MS=0: no purchase-order worker timer, so a suite's counts of mail and history do not move on their own;
  // the purchase-order suites flush it (docs/adr/0032-purchase-orders-out.md).
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent', SMTP_CAPTURE_PORT: process.env.SMTP_CAPTURE_PORT ?? '0', PO_POLL_MS: '0' },
    // catalogProducts: suites that search or show products ask for N generated products; the default is reference data only.
    { sessionSecret: randomBytes(32).toString('base64url'), catalogProducts: 0, ...overrides },
  );
  // The channels' key: one per suite, never the data directory's file.
  if (!overrides.purchaseOrders) config.purchaseOrders = { ...config.purchaseOrders, secretKey: testChannelKey };
  // Suites that do not test sign-in skip the development provider, which keeps them fast.
  const app = await buildApp(config, { database, logger: false, embeddedIdentity: false, startReader: false, ...options });
  const answers = checkAnswers(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      if (answers.problems.length) throw new Error(`answers off the OpenAPI document:\n${answers.problems.join('\n')}`);
    },
  };
}
