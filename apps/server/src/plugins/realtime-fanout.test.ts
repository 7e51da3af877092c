import { COOKIES } from '@advantage/contracts';
import { openDatabase, schema, testDatabaseName } from '@advantage/db';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { browserSession, cookieValue } from '../test-support/cookies.js';
import { eventually } from '../test-support/eventually.js';
import { TEST_ISSUER, testIdentity } from '../test-support/identity.js';
import { withUnreadPush, writeMemberMessage } from './mail/member-messages.js';

/** docs/architecture.md, Scale-out: two instances on one PostgreSQL database reach a member's tabs on either of them. */
describe.each(process.env.TEST_DATABASE_URL ? ['postgres'] : [])('realtime fan-out across instances (%s)', () => {
  const origin = 'http://localhost:8080';
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = testDatabaseName('adv');
  const apps: FastifyInstance[] = [];
  const closers: Array<() => Promise<void>> = [];
  let id: Awaited<ReturnType<typeof testIdentity>>;
  let databaseUrl = '';

  async function instance(url: string) {
    const database = await openDatabase({ url, poolSize: 2 });
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SMTP_CAPTURE_PORT: '0' }, { sessionSecret: 'fan-out-test-secret-0123456789abcdef', appOrigins: [origin], databaseUrl: url, catalogProducts: 0 });
    const app = await buildApp(config, { database, logger: false, embeddedIdentity: false, startReader: false, identity: id.settings });
    await app.ready();
    closers.push(async () => {
      await app.close();
      await database.close();
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    id = await testIdentity();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await instance(databaseUrl);
    await instance(databaseUrl);
  });
  afterAll(async () => {
    for (const close of closers) await close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('a message published on one instance reaches the member’s tab connected to the other, and sign-out closes it', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await a.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject: 'fan-out', email: 'fan@gsa.gov', memberType: 'federal' });
    const browser = await browserSession(a, '/rs/main/start_page');
    const signIn = await a.inject({
      method: 'POST',
      url: '/rs/login/mfa_sign_in',
      headers: { ...browser.headers, authorization: `Bearer ${await id.mint({ sub: 'fan-out' })}` },
      payload: {},
    });
    const cookie = `${COOKIES.session}=${cookieValue(signIn, COOKIES.session) ?? ''}`;
    const base = (await a.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
    const socket = new WebSocket(`${base}/rs/server`, { headers: { origin, cookie } });
    const messages: unknown[] = [];
    socket.on('message', (d) => messages.push(JSON.parse(String(d))));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));
    socket.send(JSON.stringify({ op: 'hello' }));
    await eventually(() => messages.length > 0);

    const [member] = await b.db.select().from(schema.members);
    b.realtime?.publishToMember(member?.id ?? '', { op: 'cart', data: { items: 2 } });
    await eventually(() => messages.length >= 2);
    expect(messages[1]).toEqual({ op: 'cart', data: { items: 2 } });

    // An operator script on the same database (scripts/order-status.mjs) is no instance, yet the tab learns its count.
    const script = await openDatabase({ url: databaseUrl, poolSize: 1 });
    try {
      await withUnreadPush(script.db, () => writeMemberMessage(script.db, 'FAN@gsa.gov', { kind: 'order_status', title: 'Order 1 is now Shipped', body: 'UPS 1Z.' }));
    } finally {
      await script.close();
    }
    await eventually(() => messages.length >= 3);
    expect(messages[2]).toEqual({ op: 'messages', unread: 1 });

    await b.inject({ method: 'GET', url: '/rs/login/sign_out', headers: { cookie } });
    expect(await closed).toBe(4001);
  });
});
