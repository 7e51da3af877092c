/**
 * Whether this process is busy serving requests, for the purchase-order worker's timer (worker.ts): requests in
 * flight now, and the event loop busy at least `threshold` of the time since the worker last looked or last
 * finished a run (so its own deliveries do not count as load). On a 2-core machine the worker rendering order
 * PDFs beside a checkout burst doubled the checkout's CPU per order group (docs/adr/0032-purchase-orders-out.md).
 */
import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export interface RequestLoad {
  busy(): boolean;
  /** Starts the next measurement window now (after the worker's own run). */
  settle(): void;
  inFlight(): number;
}

export function requestLoad(app: FastifyInstance, threshold: number): RequestLoad {
  let inFlight = 0;
  app.addHook('onRequest', (req, reply, done) => {
    // A websocket upgrade stays open for the connection's life: it is not work in flight.
    if (!req.headers.upgrade) {
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    }
    done();
  });
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  const settle = () => {
    since = performance.eventLoopUtilization();
  };
  return {
    busy() {
      const now = performance.eventLoopUtilization();
      const utilization = performance.eventLoopUtilization(now, since).utilization;
      since = now;
      return inFlight > 0 && utilization >= threshold;
    },
    settle,
    inFlight: () => inFlight,
  };
}
