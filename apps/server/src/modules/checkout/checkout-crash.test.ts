/**
 * R-4 (docs/architecture.md, Security): the server process is killed with SIGKILL while the order transaction is open
 * (after every row is written, before the commit), then the buyer's retry with the same key places
 * the order exactly once. PostgreSQL only: it needs a database that outlives the process. The process
 * is apps/server/src/test-support/checkout-crash-child.ts with the fault hook (fault.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { schema } from '@advantage/db';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { FAULT_MARKER } from '../../core/orders/fault.js';

const CHILD = fileURLToPath(new URL('../../test-support/checkout-crash-child.ts', import.meta.url));

function waitForMarker(child: ChildProcess, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no fault marker within 45 s:\n${log.join('')}`)), 45_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      log.push(String(chunk));
      if (log.join('').includes(FAULT_MARKER)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process ended (${code}) before the fault:\n${log.join('')}`));
    });
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

for (const kind of TEST_DATABASES.filter((d) => d === 'postgres')) {
  describe(`the server killed before the order commits (${kind})`, () => {
    const secret = randomBytes(32).toString('base64url');
    let k: CheckoutKit;
    beforeAll(async () => {
      k = await checkoutKit(kind, { sessionSecret: secret });
    });
    afterAll(() => k.t.close());

    it('R-4: no partial order after the kill; the retry with the same key places exactly one order and one email', async () => {
      const b = await k.buyer('crash');
      await k.payByCard(b);
      const shown = (await k.review(b)).attributes;
      const body = { cartId: shown.cartId, version: shown.version };
      const key = 'crash-key-000001';
      const url = (k.t.database.raw as { kind: 'postgres'; pool: pg.Pool }).pool.options.connectionString;
      const log: string[] = [];
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          CHECKOUT_FAULT: 'sleep-before-commit',
          CRASH_DATABASE_URL: url,
          CRASH_SESSION_SECRET: secret,
          CRASH_JWK: JSON.stringify(k.id.publicJwk),
          CRASH_HEADERS: JSON.stringify({ ...b.headers, 'idempotency-key': key }),
          CRASH_BODY: JSON.stringify(body),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      try {
        await waitForMarker(child, log);
        // Every row is written in the open transaction; none is visible, and the transaction is there.
        const open = (await k.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`)) as unknown as { rows: Array<{ n: number }> };
        expect(open.rows[0]!.n).toBeGreaterThanOrEqual(1);
        expect(await k.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.memberId, b.memberId))).toHaveLength(0);
      } finally {
        child.kill('SIGKILL');
        await exited(child);
      }
      expect(child.signalCode).toBe('SIGKILL');
      expect(await k.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.memberId, b.memberId))).toHaveLength(0);
      expect(await k.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'crash@gsa.gov'))).toHaveLength(0);
      expect(await k.cartStatus(b.cartId)).toBe('active');

      const retry = await k.post(b, 'checkout/checkout_review_submit', body, { 'idempotency-key': key });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().responseName).toBe('OrderConfirmation');
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      const again = await k.post(b, 'checkout/checkout_review_submit', body, { 'idempotency-key': key });
      expect(again.headers['idempotent-replayed']).toBe('true');
      const groups = await k.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.memberId, b.memberId));
      expect(groups).toHaveLength(1);
      expect(await k.db.select().from(schema.orders).where(eq(schema.orders.groupId, groups[0]!.id))).toHaveLength(2);
      expect(await k.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'crash@gsa.gov'))).toHaveLength(1);
      expect(await k.cartStatus(b.cartId)).toBe('ordered');
    });
  });
}

// Without PostgreSQL the file still states what it covers: the in-process fault of R-5 is in checkout-reliability.test.ts.
describe('the crash test process', () => {
  it('exists and is gated: the fault hook only acts with NODE_ENV=test', async () => {
    const { checkoutFault } = await import('../../core/orders/fault.js');
    const saved = { env: process.env.NODE_ENV, fault: process.env.CHECKOUT_FAULT };
    process.env.CHECKOUT_FAULT = 'throw-after-insert';
    process.env.NODE_ENV = 'production';
    try {
      await expect(checkoutFault()).resolves.toBeUndefined();
      process.env.NODE_ENV = 'test';
      await expect(checkoutFault()).rejects.toThrow('injected checkout fault');
    } finally {
      process.env.NODE_ENV = saved.env;
      if (saved.fault === undefined) delete process.env.CHECKOUT_FAULT;
      else process.env.CHECKOUT_FAULT = saved.fault;
    }
  });
});
