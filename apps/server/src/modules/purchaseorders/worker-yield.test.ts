/**
 * The worker's timer yields to requests (worker.ts, request-load.ts; docs/adr/0032-purchase-orders-out.md): while
 * the process is busy an order waits, at most the yield bound, then is delivered anyway; when it is not busy the
 * order goes at the next poll. The load counts a request while it is in flight and not after its answer.
 */
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
    app.get('/slow', async () => {
      await gate;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/slow`);
      const deadline = Date.now() + 5_000;
      while (load.inFlight() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      expect([load.inFlight(), load.busy()]).toEqual([1, true]);
      release();
      expect((await answer).status).toBe(200);
      while (load.inFlight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      expect([load.inFlight(), load.busy()]).toEqual([0, false]);
    } finally {
      await app.close();
    }
  });
});

describe.each(TEST_DATABASES)('purchase-order worker yielding to requests (%s)', (kind) => {
  const config = poTestConfig({ pollMs: 20, yieldMs: 1_500 });
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind, { config: { purchaseOrders: poTestConfig() } });
  });
  afterAll(() => k.t.close());

  async function withWorker(busy: boolean, run: () => Promise<void>) {
    let settled = 0;
    const worker = startWorker(
      { db: k.db, reads: orderReads(k.db), config, host: 'advantage.test', log: k.t.app.log, worker: `test-${kind}` },
      { busy: () => busy, settle: () => (settled += 1) },
    );
    try {
      await run();
    } finally {
      await worker.stop();
    }
    return settled;
  }

  async function sentAfter(orderId: number, limitMs: number): Promise<number | undefined> {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      if ((await deliveryOf(k, orderId)).state === 'sent') return Date.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
    return undefined;
  }

  it('delivers at the next poll when the process is not busy', async () => {
    const { orders } = await placeOrders(k, 'po-yield-idle');
    const settled = await withWorker(false, async () => {
      expect(await sentAfter(orders[0]!.id, 1_000)).toBeLessThan(1_000);
    });
    expect(settled).toBeGreaterThanOrEqual(1);
  });

  it('holds an order back while the process is busy, then delivers it within the yield bound', async () => {
    const { orders } = await placeOrders(k, 'po-yield-busy');
    await withWorker(true, async () => {
      await new Promise((r) => setTimeout(r, 600));
      expect((await deliveryOf(k, orders[0]!.id)).state).toBe('pending');
      const waited = await sentAfter(orders[0]!.id, 5_000);
      expect(waited).toBeDefined();
      for (const o of orders) expect((await deliveryOf(k, o.id)).state).toBe('sent');
    });
  });
});
