import { createHash, timingSafeEqual } from 'node:crypto';
import { schema } from '@advantage/db';
import { count, isNull, min } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Checkout outcomes an operator watches: orders placed, retries answered from the stored answer, conflicts, failures. */
export type CheckoutOutcome = 'placed' | 'replayed' | 'conflict' | 'failed';

export interface Metrics {
  registry: Registry;
  /** modules/search: one observation per engine call, by engine (memory, postgres) and operation. */
  searchSeconds: Histogram<'engine' | 'operation'>;
  checkoutOutcomes: Counter<'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** `/metrics` answers only a request bearing this token; unset, it is not served at all. */
  token: string | undefined;
}

const SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Prometheus metrics: requests per server path and status with their duration, the database pool, the
 * mail outbox backlog and its oldest message, WebSocket connections, sessions, search engine timings, checkout
 * outcomes, and Node's own (event-loop lag, heap, GC). Gauges that need the database are read at scrape time.
 */
export default fp<MetricsOptions>(
  async (app, opts) => {
    const registry = new Registry();
    // Without a token nobody can read /metrics: Node's own metrics (event-loop and GC observers) and the
    // per-request histogram are then not collected at all; the module counters below cost next to nothing.
    if (opts.token) collectDefaultMetrics({ register: registry, prefix: 'advantage_' });
    const requests = new Histogram({
      name: 'advantage_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route (the server path template) and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: SECONDS,
      registers: [registry],
    });
    const metrics: Metrics = {
      registry,
      searchSeconds: new Histogram({
        name: 'advantage_search_engine_seconds',
        help: 'Search engine calls by engine (memory, postgres) and operation.',
        labelNames: ['engine', 'operation'] as const,
        buckets: SECONDS,
        registers: [registry],
      }),
      checkoutOutcomes: new Counter({
        name: 'advantage_checkout_outcomes_total',
        help: 'Checkout submissions by outcome: placed, replayed (same idempotency key), refused (OrderError), held (funds control), conflict, failed.',
        labelNames: ['outcome'] as const,
        registers: [registry],
      }),
    };
    const gauge = (name: string, help: string, read: () => Promise<number | undefined> | number | undefined) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          const value = await read();
          if (value !== undefined) this.set(value);
        },
      });
    gauge('advantage_db_pool_connections', 'PostgreSQL pool connections open (PGlite: one, in process).', () => app.dbPoolStats()?.total ?? 1);
    gauge('advantage_db_pool_idle', 'PostgreSQL pool connections idle.', () => app.dbPoolStats()?.idle ?? 0);
    gauge('advantage_db_pool_waiting', 'Queries waiting for a pool connection.', () => app.dbPoolStats()?.waiting ?? 0);
    const outbox = schema.mailOutbox;
    const backlog = async () => {
      const [row] = await app.db.select({ n: count(), oldest: min(outbox.createdAt) }).from(outbox).where(isNull(outbox.sentAt));
      return row;
    };
    gauge('advantage_mail_outbox_backlog', 'Messages in the outbox not sent yet.', async () => (await backlog())?.n ?? 0);
    gauge('advantage_mail_outbox_oldest_seconds', 'Age of the oldest message not sent yet (0: none).', async () => {
      const oldest = (await backlog())?.oldest;
      return oldest ? Math.max(0, (Date.now() - new Date(oldest).getTime()) / 1000) : 0;
    });
    gauge('advantage_websocket_connections', 'Open server connections (/rs/server).', () => app.realtime?.connections() ?? 0);
    // Counting sessions reads the whole table, which anonymous traffic grows by a row per visitor that picks a store;
    // at most one count a minute keeps a frequent scrape from holding the database (PGlite has one connection).
    let sessions: { n: number; at: number } | undefined;
    gauge('advantage_sessions', 'Server sessions stored (counted at most once a minute).', async () => {
      if (!sessions || Date.now() - sessions.at > 60_000) {
        sessions = { n: (await app.db.select({ n: count() }).from(schema.sessions))[0]?.n ?? 0, at: Date.now() };
      }
      return sessions.n;
    });
    app.decorate('metrics', metrics);

    if (!opts.token) return;
    // A callback hook, not an async one: no promise per request on the hot path.
    app.addHook('onResponse', (request, reply, done) => {
      // The route template keeps the label set small; anything unmatched is one label.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== '/metrics') requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });

    const expected = digest(`Bearer ${opts.token}`);
    app.get('/metrics', async (request, reply) => {
      const given = digest(String(request.headers.authorization ?? ''));
      reply.header('Cache-Control', 'no-store');
      if (!timingSafeEqual(given, expected)) return reply.code(401).type('text/plain; charset=utf-8').send('A bearer token is required.');
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
