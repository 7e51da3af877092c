/**
 * The purchase-order worker of one instance (like the mail relay, plugins/mail/relay.ts): every `pollMs` it claims
 * what is due, a batch at a time, and delivers the batch concurrently; it keeps claiming while batches come back
 * full. Several instances run it side by side on one database: claims never overlap (claim.ts). While the process
 * is busy serving requests (request-load.ts) the timer holds back, for at most `yieldMs`, so a checkout burst is
 * not slowed by PDF rendering beside it, and a run the timer started gives way between batches when requests have
 * come in meanwhile (a backlog would otherwise be delivered whole beside the burst); `flush()` never holds back.
 */
import { serialRuns } from '../../lib/serial-runs.js';
import { claimDue } from './claim.js';
import { type DeliveryContext, deliverBatch } from './deliver.js';
import { poFault } from './fault.js';

export interface WorkerLoad {
  busy(): boolean;
  settle(): void;
}

export function startWorker(ctx: DeliveryContext, load?: WorkerLoad) {
  // A claim outlives the slowest batch: every delivery of a batch runs at once, each within the timeout.
  const leaseMs = ctx.config.timeoutMs * 2 + 60_000;
  let stopped = false;
  let heldSince: number | undefined;

  async function runOnce(yielding: boolean): Promise<number> {
    let delivered = 0;
    while (!stopped) {
      const rows = await claimDue(ctx.db, ctx.config.batchSize, leaseMs);
      if (rows.length > 0) await poFault();
      const states = await deliverBatch(ctx, rows);
      delivered += states.filter((s) => s === 'sent').length;
      if (rows.length < ctx.config.batchSize) break;
      // The rest waits for a poll that finds the process idle (or the yield bound): at least one batch a run.
      if (yielding && load?.busy()) break;
    }
    return delivered;
  }

  const runs = serialRuns(runOnce, () => load?.settle());

  /** Holds back while busy, until `yieldMs` have passed since it first did: deliveries are late, never starved. */
  function holdBack(): boolean {
    if (!load || ctx.config.yieldMs <= 0 || !load.busy()) {
      heldSince = undefined;
      return false;
    }
    heldSince ??= Date.now();
    if (Date.now() - heldSince < ctx.config.yieldMs) return true;
    heldSince = undefined;
    return false;
  }

  const timer = ctx.config.pollMs > 0
    ? setInterval(() => {
        if (stopped || runs.running() || holdBack()) return;
        runs.start(ctx.config.yieldMs > 0).catch((error: unknown) => ctx.log.error({ err: error }, 'purchase-order worker run failed'));
      }, ctx.config.pollMs)
    : undefined;
  timer?.unref();

  return {
    /** Delivers what is due now, never holding back. */
    flush: runs.flush,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await runs.settled();
    },
  };
}
