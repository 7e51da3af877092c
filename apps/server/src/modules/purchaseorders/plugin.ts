/**
 * Purchase orders out to the contractors (docs/adr/0032-purchase-orders-out.md): the worker of this instance, its
 * `/metrics` gauges (backlog, oldest pending, not transmitted), and in the embedded development mode the demo
 * contractor receiver with its two cXML contractors.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { schema } from '@advantage/db';
import { count, eq, inArray, min } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { PurchaseOrderConfig } from '../../config.js';
import { orderReads } from '../orderhistory/reads.js';
import { seedDemoChannels } from './demo-channels.js';
import { registerDemoReceiver } from './demo-receiver.js';
import { requestLoad } from './request-load.js';
import { startWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    purchaseOrders: {
      /** Delivers what is due now (tests and the bench call it; the worker's timer does otherwise). */
      flush(): Promise<number>;
    };
  }
}

export interface PurchaseOrderPluginOptions {
  config: PurchaseOrderConfig;
  /** This marketplace's origin: its host names the payloadIDs, the demo receiver lives under it. */
  origin: string;
  /** The development receiver and the demo cXML contractors (only where the development mailbox is served). */
  demoReceiver: boolean;
}

const { purchaseOrderDeliveries: deliveries } = schema;

export default fp<PurchaseOrderPluginOptions>(
  async (app, opts) => {
    const host = new URL(opts.origin).hostname;
    const tag = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    // Busy: a request in flight and the event loop at least half busy since the worker last looked.
    const load = opts.config.pollMs > 0 && opts.config.yieldMs > 0 ? requestLoad(app, 0.5) : undefined;
    const worker = startWorker({ db: app.db, reads: orderReads(app.db), config: opts.config, host, log: app.log, worker: tag }, load);
    app.decorate('purchaseOrders', { flush: worker.flush });
    app.addHook('onClose', () => worker.stop());

    const pending = async () => (await app.db.select({ n: count(), oldest: min(deliveries.createdAt) }).from(deliveries).where(eq(deliveries.state, 'pending')))[0];
    const gauge = (name: string, help: string, read: () => Promise<number>) =>
      new Gauge({ name, help, registers: [app.metrics.registry], async collect() { this.set(await read()); } });
    gauge('advantage_purchase_orders_backlog', 'Purchase orders not yet transmitted to their contractor and still being tried.', async () => (await pending())?.n ?? 0);
    gauge('advantage_purchase_orders_oldest_pending_seconds', 'Age of the oldest purchase order still being tried (0: none).', async () => {
      const oldest = (await pending())?.oldest;
      return oldest ? Math.max(0, (Date.now() - new Date(oldest).getTime()) / 1000) : 0;
    });
    gauge('advantage_purchase_orders_not_transmitted', 'Purchase orders refused by the contractor or failed after every retry: an operator\'s to handle.', async () =>
      (await app.db.select({ n: count() }).from(deliveries).where(inArray(deliveries.state, ['refused', 'failed'])))[0]?.n ?? 0);

    if (opts.demoReceiver) {
      registerDemoReceiver(app, opts.config, host);
      const lines = await seedDemoChannels(app.db, opts.config.secretKey, opts.origin);
      if (lines.length) app.log.info(lines.join('\n'));
    }
  },
  { name: 'purchase-orders', dependencies: ['db', 'metrics', 'mail'] },
);
