/**
 * The server process of the purchase-order crash test (modules/purchaseorders/crash.test.ts), run with tsx: the app
 * on the test's PostgreSQL database with NODE_ENV=test and PO_FAULT=sleep-after-claim, so its worker claims the
 * pending deliveries, prints a marker and waits until the test kills it with SIGKILL. Inputs: PO_CRASH_DATABASE_URL,
 * CHANNEL_SECRET_KEY (the test's key, to read the channel), PO_POLL_MS.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@advantage/db';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { ANY_MAIL_PORT } from './catalog-fixture.js';

const url = process.env.PO_CRASH_DATABASE_URL;
if (!url) throw new Error('PO_CRASH_DATABASE_URL is not set');
const database = await openDatabase({ url, poolSize: 2 });
const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SMTP_CAPTURE_PORT: '0' });
// No demo receiver: it would give the test's first two contractors demo channels.
const config = { ...base, ...ANY_MAIL_PORT, sessionSecret: randomBytes(32).toString('base64url'), catalogProducts: 0, mode: { ...base.mode, exposeMailbox: false } };
const app = await buildApp(config, { database, logger: false, embeddedIdentity: false, startReader: false });
await app.ready();
process.stderr.write('po-crash-child: ready\n');
