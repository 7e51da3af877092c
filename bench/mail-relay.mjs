// The mail outbox relay (apps/server/src/plugins/mail/relay.ts) draining a fan-out: one change queues MESSAGES
// (default 300) emails in one transaction, as a funds request does for every approver of a large AAC, and the relay
// delivers them over real SMTP to the embedded capture server: time from commit to the last message captured, and
// messages/s. The app is the built server (apps/server/dist, buildApp) in process. PostgreSQL when DATABASE_URL or
// TEST_DATABASE_URL is set (a throw-away database, dropped at the end), else the embedded PGlite in memory.
// Needs `npm run build`.
import { randomBytes } from 'node:crypto';
import { throwAwayDatabase } from './database.mjs';
import { print } from './lib.mjs';

const root = new URL('..', import.meta.url);
const { schema } = await import(new URL('packages/db/dist/index.js', root).href);
const { buildApp } = await import(new URL('apps/server/dist/app.js', root).href);
const { loadConfig } = await import(new URL('apps/server/dist/config.js', root).href);
const { count, isNull } = await import('drizzle-orm');

const messages = Number(process.env.MESSAGES ?? 300);
const runs = Number(process.env.RUNS ?? 3);

const { database, postgres, drop: dropDatabase } = await throwAwayDatabase('adv_mail_bench');
const db = database.db;
process.stdout.write(`Database: ${postgres ? 'PostgreSQL' : 'embedded PGlite (in memory)'}; ${messages} messages a fan-out, ${runs} runs\n`);

const base = loadConfig({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', SMTP_CAPTURE_PORT: '0' });
const config = { ...base, sessionSecret: randomBytes(32).toString('base64url'), catalogProducts: 0, mail: { ...base.mail, capturePort: 0 } };
const app = await buildApp(config, { database, logger: false, embeddedIdentity: false, startReader: false });
await app.ready();

const unsent = async () => (await db.select({ n: count() }).from(schema.mailOutbox).where(isNull(schema.mailOutbox.sentAt)))[0].n;
const times = [];
for (let run = 1; run <= runs; run++) {
  await db.transaction(async (tx) => {
    for (let i = 0; i < messages; i++) {
      await app.mail.enqueue({ to: `approver+${run}x${i}@army.mil`, subject: `Funds authorization requested: run ${run}`, text: `Hello,\n\nA cart waits for you (${i}).\n\nGSA Advantage` }, tx);
    }
  });
  const started = performance.now();
  while ((await unsent()) > 0) await app.mail.flush();
  times.push(performance.now() - started);
}
await app.close();
await database.close();
await dropDatabase();

const best = Math.min(...times);
print(`${messages} queued messages delivered, best of ${runs}`, Math.round(best), 'ms');
print('messages/s (best run)', Math.round((messages / best) * 1000), '/s');
print('every run', times.map((t) => Math.round(t)).join(' / '), 'ms');
