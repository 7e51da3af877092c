import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { parseMessage } from './capture.js';
import { startRelay } from './relay.js';

describe('captured message parsing', () => {
  it('decodes quoted-printable bodies and encoded subjects', () => {
    const raw = 'From: a@b.gov\r\nTo: c@d.gov\r\nSubject: =?UTF-8?Q?Caf=C3=A9_order?=\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nLine one=\r\n continues =E2=80=94 done\r\n';
    expect(parseMessage(raw)).toEqual({ from: 'a@b.gov', to: 'c@d.gov', subject: 'Café order', text: 'Line one continues — done' });
  });

  it('decodes base64 bodies', () => {
    const raw = `Subject: Hi\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from('Hello, buyer').toString('base64')}\r\n`;
    expect(parseMessage(raw).text).toBe('Hello, buyer');
  });
});

describe.each(TEST_DATABASES)('mail outbox and relay (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('delivers a queued message over SMTP to the development mailbox', async () => {
    await t.app.mail.enqueue({ to: 'buyer@gsa.gov', subject: 'Your user id', text: 'Your user id is buyer@gsa.gov — keep it safe.' });
    await t.app.mail.flush();
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json' });
    const messages = res.json() as Array<{ to: string; subject: string; text: string }>;
    expect(messages).toContainEqual(expect.objectContaining({ to: 'buyer@gsa.gov', subject: 'Your user id', text: 'Your user id is buyer@gsa.gov — keep it safe.' }));
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain('Your user id');
    // One recipient's mail only, however much others received (a sub-address is its own recipient).
    await t.app.mail.enqueue({ to: 'buyer+2@gsa.gov', subject: 'Another member', text: 'x' });
    await t.app.mail.flush();
    const mine = (await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages.json?to=${encodeURIComponent('buyer@gsa.gov')}` })).json() as Array<{ to: string }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.to === 'buyer@gsa.gov')).toBe(true);
  });

  it('queues mail in the transaction of the change: a rollback sends nothing', async () => {
    await t.app.db
      .transaction(async (tx) => {
        await t.app.mail.enqueue({ to: 'ghost@gsa.gov', subject: 'Never', text: 'x' }, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'ghost@gsa.gov'));
    expect(rows).toEqual([]);
  });

  it('delivers a fan-out of many messages in one flush, each recipient\'s in the order they were queued', async () => {
    // As a funds request mails every approver of its AAC: 60 approvers, and one buyer who gets three in a row.
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < 60; i++) await t.app.mail.enqueue({ to: `approver+${i}@army.mil`, subject: 'Funds authorization requested', text: `cart ${i}` }, tx);
      for (const step of ['placed', 'accepted', 'shipped']) await t.app.mail.enqueue({ to: 'fanout.buyer@gsa.gov', subject: `Order ${step}`, text: step }, tx);
    });
    expect(await t.app.mail.flush()).toBe(63);
    const approvers = (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json' })).json() as Array<{ to: string }>;
    expect(new Set(approvers.filter((m) => m.to.startsWith('approver+')).map((m) => m.to)).size).toBe(60);
    const buyer = (await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages.json?to=${encodeURIComponent('fanout.buyer@gsa.gov')}` })).json() as Array<{ subject: string }>;
    // Newest first.
    expect(buyer.map((m) => m.subject)).toEqual(['Order shipped', 'Order accepted', 'Order placed']);
  });

  it('keeps a message and retries later when the SMTP server is unreachable', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: 9, secure: false, ignoreTLS: true, connectionTimeout: 500 });
    const relay = startRelay({ db: t.app.db, transport, from: 'x@y.gov', log: t.app.log, intervalMs: 3_600_000 });
    await t.app.mail.enqueue({ to: 'retry@gsa.gov', subject: 'Retry me', text: 'x' });
    expect(await relay.flush()).toBe(0);
    await relay.stop();
    const [row] = await t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'retry@gsa.gov'));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the working relay leaves it alone until its next attempt.
    expect(await t.app.mail.flush()).toBe(0);
  });
});
