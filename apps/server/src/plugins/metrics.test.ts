import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { type CheckoutKit, checkoutKit } from '../test-support/checkout-kit.js';

const TOKEN = 'metrics-token-for-the-suite-0001';

/** The value of one sample line, e.g. `advantage_checkout_outcomes_total{outcome="placed"}`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('/metrics and /readyz', () => {
  let k: CheckoutKit;
  const saved = process.env.METRICS_TOKEN;
  beforeAll(async () => {
    process.env.METRICS_TOKEN = TOKEN;
    k = await checkoutKit('pglite');
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = saved;
    await k.t.close();
  });

  const scrape = async () => {
    const res = await k.t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers only a request bearing the token', async () => {
    expect((await k.t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await k.t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
  });

  it('counts a placed checkout and its replay, and the submit path\'s duration histogram moves', async () => {
    const route = { route: '/rs/checkout/checkout_review_submit', status: '200' };
    const before = await scrape();
    const b = await k.buyer('metrics-buyer');
    await k.payByCard(b);
    const key = randomUUID();
    const shown = (await k.review(b)).attributes;
    const body = { cartId: shown.cartId, version: shown.version };
    expect((await k.submit(b, key, body)).json().responseName).toBe('OrderConfirmation');
    expect((await k.submit(b, key, body)).headers['idempotent-replayed']).toBe('true');
    const after = await scrape();
    expect(sample(after, 'advantage_checkout_outcomes_total', { outcome: 'placed' }) - sample(before, 'advantage_checkout_outcomes_total', { outcome: 'placed' })).toBe(1);
    expect(sample(after, 'advantage_checkout_outcomes_total', { outcome: 'replayed' }) - sample(before, 'advantage_checkout_outcomes_total', { outcome: 'replayed' })).toBe(1);
    const count = 'advantage_http_request_duration_seconds_count';
    expect(sample(after, count, route) - sample(before, count, route)).toBe(2);
  });

  it('reports the outbox, sessions, connections, the pool, search timings and Node\'s event-loop lag', async () => {
    await k.t.app.inject({ method: 'GET', url: '/rs/search/advantage_search?searchText=paper' });
    // Sessions are counted at most once a minute (an earlier scrape counted none yet): a minute on, the suite's buyers show.
    const aMinuteOn = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockReturnValue(aMinuteOn);
    const text = await scrape().finally(() => vi.restoreAllMocks());
    for (const name of ['advantage_mail_outbox_backlog', 'advantage_mail_outbox_oldest_seconds', 'advantage_sessions', 'advantage_websocket_connections', 'advantage_db_pool_connections', 'advantage_nodejs_eventloop_lag_seconds']) {
      expect(text, name).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    expect(sample(text, 'advantage_sessions')).toBeGreaterThan(0);
    expect(sample(text, 'advantage_search_engine_seconds_count', { engine: 'memory', operation: 'search' })).toBeGreaterThan(0);
  });

  it('is ready once the database is migrated and the search index is built', async () => {
    const res = await k.t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', searchIndex: 'ok' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { metricsToken: undefined });
  });
  afterAll(() => t.close());

  it('is not served at all: the path is the web app\'s, with no figures in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } });
    expect(res.headers['content-type']).not.toContain('text/plain');
    expect(res.body).not.toContain('advantage_http_request_duration_seconds');
  });

  it('collects no per-request or Node figures that nobody could read', async () => {
    await t.app.inject({ method: 'GET', url: '/rs/main/start_page' });
    const text = await t.app.metrics.registry.metrics();
    expect(text).not.toContain('advantage_http_request_duration_seconds_count');
    expect(text).not.toContain('advantage_nodejs_eventloop_lag');
  });
});
