import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildOptions, buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { loggerOptions } from '../../../logger.js';
import { type AccountMember, luhnNumber, signInMember } from '../../../test-support/account-kit.js';
import { freshDatabase } from '../../../test-support/app.js';
import { testIdentity } from '../../../test-support/identity.js';

const CARD = luhnNumber('471600555566667');
const NOT_PURCHASE_CARD = luhnNumber('411111112222333');
const LATER = `06/${new Date().getUTCFullYear() + 2}`;

/** The server with its production logger options, writing to memory at level info. */
describe('no card number in the logs (pglite)', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let close: () => Promise<void>;
  let pat: AccountMember;

  beforeAll(async () => {
    const fresh = await freshDatabase('pglite');
    drop = fresh.drop;
    const id = await testIdentity();
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'info', SMTP_CAPTURE_PORT: '0' }, { sessionSecret: randomBytes(32).toString('base64url'), catalogProducts: 0 });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = { ...(loggerOptions('info') as object), stream } as BuildOptions['logger'];
    app = await buildApp(config, { database: fresh.database, logger, embeddedIdentity: false, startReader: false, identity: id.settings });
    await app.ready();
    close = async () => {
      await app.close();
      await fresh.database.close();
    };
    pat = await signInMember(app, id, 'log-watcher');
  });
  afterAll(async () => {
    await close();
    await drop();
  });

  const save = (cardNumber: string) =>
    app.inject({ method: 'POST', url: '/rs/profile/manage_payments_save', headers: pat.headers, payload: { cardNumber, expiry: LATER, holderName: 'Pat Buyer' } });
  const logged = () => lines.join('\n');

  it('censors a card number wherever an entry carries one', () => {
    app.log.info({ body: { cardNumber: CARD }, card: { payment: { cardNumber: CARD } }, cardNumber: CARD }, 'probe');
    expect(logged()).toContain('probe');
    expect(logged()).not.toContain(CARD);
  });

  it('neither echoes nor logs the number of a refused card', async () => {
    const res = await save(NOT_PURCHASE_CARD);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain(NOT_PURCHASE_CARD.slice(0, 12));
    expect(logged()).toContain('/rs/profile/manage_payments_save');
    expect(logged()).not.toContain(NOT_PURCHASE_CARD.slice(0, 12));
  });

  it('neither echoes nor logs the number when saving fails with a server error', async () => {
    await app.db.execute(sql`alter table payment_methods rename to payment_methods_away`);
    try {
      const res = await save(CARD);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ responseType: 'ERROR', responseName: 'InternalError' });
      expect(res.body).not.toContain(CARD.slice(0, 12));
      expect(logged()).toContain('unexpected error');
      expect(logged()).not.toContain(CARD.slice(0, 12));
    } finally {
      await app.db.execute(sql`alter table payment_methods_away rename to payment_methods`);
    }
    expect((await save(CARD)).statusCode).toBe(200);
    expect(logged()).not.toContain(CARD.slice(0, 12));
  });
});
