/**
 * The worker's timer yields to requests (worker.ts, request-load.ts; docs/adr/0032-purchase-orders-out.md): while
 * the process is busy an order waits, at most the yield bound, then is delivered anyway; when it is not busy the
 * order goes at the next poll. The load counts a request while it is in flight and not after its answer.
 */
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { deliveryOf, placeOrders, poTestConfig } from '../../test-support/purchase-order-kit.js';
import { orderReads } from '../orderhistory/reads.js';
import { requestLoad } from './request-load.js';
import { startWorker } from './worker.js';

describe('request load', () => {
  it('counts a request in flight until it is answered', async () => {
    const app = Fastify();
    const load = requestLoad(app, 0);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    // Registered after the load's own hook: its listener on the response's close runs after the load's.
    let closed!: () => void;
    const responseClosed = new Promise<void>((resolve) => (closed = resolve));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.raw.once('close', () => closed());
      done();
    });
    app.get('/slow', async () => {
      arrived();
      await gate;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/slow`);
      await inHandler;
      expect([load.inFlight(), load.busy()]).toEqual([1, true]);
      release();
      expect((await answer).status).toBe(200);
      await responseClosed;
      expect([load.inFlight(), load.busy()]).toEqual([0, false]);
    } finally {
      await app.close();
    }
  });
});

describe.each(TEST_DATABASES)('purchase-order worker yielding to requests (%s)', (kind) => {
  // A bound no test waits for: an order delivered at all was not held back for it.
  const LONG_BOUND = poTestConfig({ pollMs: 20, yieldMs: 600_000 });
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind, { config: { purchaseOrders: poTestConfig() } });
  });
  afterAll(() => k.t.close());

  /** The process's load as the worker sees it: `busy` set by the test, each question counted. */
  function testLoad(busy: boolean) {
    const load = { busy, asked: 0, settled: 0 };
    return Object.assign(load, {
      worker: {
        busy: () => {
          load.asked += 1;
          return load.busy;
        },
        settle: () => {
          load.settled += 1;
        },
      },
    });
  }

  async function withWorker(config: ReturnType<typeof poTestConfig>, load: ReturnType<typeof testLoad>, run: () => Promise<void>) {
    const worker = startWorker({ db: k.db, reads: orderReads(k.db), config, host: 'advantage.test', log: k.t.app.log, worker: `test-${kind}` }, load.worker);
    try {
      await run();
    } finally {
      await worker.stop();
    }
  }

  /** Waits until the order's delivery was sent (the bound only ends a test that would otherwise hang). */
  async function untilSent(orderId: number): Promise<void> {
    await expect.poll(async () => (await deliveryOf(k, orderId)).state, { timeout: 30_000, interval: 10 }).toBe('sent');
  }

  it('delivers at the next poll when the process is not busy', async () => {
    const { orders } = await placeOrders(k, 'po-yield-idle');
    const load = testLoad(false);
    await withWorker(LONG_BOUND, load, () => untilSent(orders[0]!.id));
    expect(load.settled).toBeGreaterThanOrEqual(1);
  });

  it('holds an order back while the process is busy and delivers it at the first poll after', async () => {
    const { orders } = await placeOrders(k, 'po-yield-busy');
    const load = testLoad(true);
    await withWorker(LONG_BOUND, load, async () => {
      // Five polls asked and were told the process is busy: none delivered.
      await expect.poll(() => load.asked, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(5);
      for (const o of orders) expect((await deliveryOf(k, o.id)).state).toBe('pending');
      load.busy = false;
      for (const o of orders) await untilSent(o.id);
    });
  });

  it('delivers within the yield bound while the process stays busy: late, never starved', async () => {
    const { orders } = await placeOrders(k, 'po-yield-bound');
    const load = testLoad(true);
    await withWorker(poTestConfig({ pollMs: 20, yieldMs: 300 }), load, async () => {
      for (const o of orders) await untilSent(o.id);
    });
    expect(load.busy).toBe(true);
  });

  it('gives way between batches: a run that finds requests came in after a batch leaves the rest for a later poll', async () => {
    const d = schema.purchaseOrderDeliveries;
    const pending = async () => (await k.db.select({ id: d.id }).from(d).where(eq(d.state, 'pending'))).length;
    await placeOrders(k, 'po-yield-between');
    const before = await pending();
    expect(before).toBeGreaterThanOrEqual(2);
    // Idle when the poll looks, busy from then on (requests came in while the first batch went), until the test says.
    let mode: 'first' | 'busy' | 'idle' = 'first';
    let asked = 0;
    const load = {
      busy: () => {
        asked += 1;
        if (mode === 'idle') return false;
        const idle = mode === 'first';
        mode = 'busy';
        return !idle;
      },
      settle: () => undefined,
    };
    const worker = startWorker({ db: k.db, reads: orderReads(k.db), config: poTestConfig({ pollMs: 20, yieldMs: 600_000, batchSize: 1 }), host: 'advantage.test', log: k.t.app.log, worker: `test-${kind}` }, load);
    try {
      await expect.poll(pending, { timeout: 30_000, interval: 10 }).toBe(before - 1);
      // Later polls are told the process is busy: nothing more goes.
      await expect.poll(() => asked, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(6);
      expect(await pending()).toBe(before - 1);
      mode = 'idle';
      await expect.poll(pending, { timeout: 30_000, interval: 10 }).toBe(0);
    } finally {
      await worker.stop();
    }
  });
});
