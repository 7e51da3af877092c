import { schema } from '@advantage/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { cachedEngine } from './cached-engine.js';
import type { SearchRequest } from './engine.js';
import { insertHandCatalog, QUIET_MAIL } from '../../test-support/search-fixture.js';
import { createPgSearchEngine } from './pg-engine.js';
import { prefixUpperBound, rowsOf } from './pg-where.js';
import { orderSql } from './pg-candidates.js';
import { buildVocabulary, closeTerms, startsWithinOneEdit, withinOneEdit } from './fuzzy.js';

const request = (keyword: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  text: { keyword }, filters: {}, sort: 'relevance', page: 1, pageSize: 24, ...extra,
});
const sum = (m: Map<unknown, number>) => [...m.values()].reduce((s, n) => s + n, 0);

describe('engine helpers', () => {
  it('bounds a part-number prefix for a btree range', () => {
    expect(prefixUpperBound('AB1')).toBe('AB2');
    expect(prefixUpperBound('AB9')).toBe('ABA');
    expect(prefixUpperBound('AZZ')).toBe('B');
    expect(prefixUpperBound('ZZ')).toBeUndefined();
  });

  it('tells one slip from two, without splitting characters', () => {
    const one = (a: string, b: string) => withinOneEdit(Array.from(a), Array.from(b));
    expect([one('chiar', 'chair'), one('chir', 'chair'), one('chaair', 'chair'), one('chbir', 'chair'), one('chair', 'chair')]).toEqual([true, true, true, true, true]);
    expect([one('hcial', 'chair'), one('ch', 'chair'), one('a😀b', 'ab'), one('a😀b', 'a😁b'), one('😀', '😁😀')]).toEqual([false, false, true, true, true]);
    expect(startsWithinOneEdit(Array.from('sanitzer'), Array.from('sanitizer'))).toBe(true);
    expect(startsWithinOneEdit(Array.from('kebyo'), Array.from('keyboard'))).toBe(true);
  });

  it('finds terms with a word close to the last typed one, keeping the words before it', () => {
    const vocabulary = buildVocabulary([
      { term: 'hand sanitizer', kind: 'type', weight: 5 },
      { term: 'task chair', kind: 'type', weight: 9 },
      { term: 'office chair mat', kind: 'type', weight: 2 },
      { term: 'chain', kind: 'type', weight: 1 },
    ]);
    expect(closeTerms(vocabulary, 'sanitzer', 8).map((t) => t.term)).toEqual(['hand sanitizer']);
    expect(closeTerms(vocabulary, 'chiar', 8).map((t) => t.term)).toEqual(['task chair', 'office chair mat']);
    expect(closeTerms(vocabulary, 'office chiar', 8).map((t) => t.term)).toEqual(['office chair mat']);
    expect(closeTerms(vocabulary, 'ch', 8)).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('PostgreSQL engine, sample and cap (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, QUIET_MAIL);
    await insertHandCatalog(t.database.db);
  });
  afterAll(() => t.close());

  it('counts every match but ranks and counts facets over the sample when more match', async () => {
    const engine = createPgSearchEngine(t.database.db, { sampleSize: 3 });
    const out = await engine.search(request('pen or paper or toner'), 10);
    expect(out.total).toBe(7);
    expect(out.capped).toBe(false);
    expect(out.sampled).toBe(true);
    expect(out.hits).toHaveLength(3);
    expect(sum(out.facets.categories)).toBe(3);
    const all = await createPgSearchEngine(t.database.db, { sampleSize: 100 }).search(request('pen or paper or toner'), 10);
    expect([all.sampled, sum(all.facets.categories), all.hits.length]).toEqual([false, 7, 7]);
  });

  it('caps the total and says so, keeping exact hits on top of the cap', async () => {
    const engine = createPgSearchEngine(t.database.db, { sampleSize: 100, totalCap: 4 });
    const out = await engine.search(request('pen or paper or toner'), 10);
    expect([out.total, out.capped]).toEqual([4, true]);
    const exact = await engine.search(request('TN-450X', { exact: { partNumberNorm: 'TN450X' } }), 10);
    expect(exact.hits[0]?.id).toBe(6);
    expect(exact.exactMatches).toBe(1);
  });

  it('keeps answers for a minute, dropping the least recently used beyond its size', async () => {
    let now = 0;
    let calls = 0;
    const inner = createPgSearchEngine(t.database.db);
    const counted: typeof inner = {
      ...inner,
      search: (r, f) => {
        calls++;
        return inner.search(r, f);
      },
    };
    const engine = cachedEngine(counted, { max: 2, ttlMs: 60_000, now: () => now });
    await engine.search(request('pen'), 10);
    await engine.search(request('pen'), 10);
    expect(calls).toBe(1);
    now = 61_000;
    await engine.search(request('pen'), 10);
    expect(calls).toBe(2);
    await engine.search(request('paper'), 10);
    await engine.search(request('toner'), 10);
    await engine.search(request('pen'), 10);
    expect(calls).toBe(5);
  });

  it('ranks a search once for all its pages: each page and page size as if ranked afresh, a changed catalog after the minute', async () => {
    let now = 0;
    const ranked = createPgSearchEngine(t.database.db, { sampleSize: 100, rankedCache: { max: 50, ttlMs: 60_000, now: () => now } });
    const fresh = createPgSearchEngine(t.database.db, { sampleSize: 100 });
    const view = (o: Awaited<ReturnType<typeof fresh.search>>) => ({ ids: o.hits.map((h) => [h.id, h.exact]), total: o.total, page: o.page, facets: o.facets });
    for (const sort of ['relevance', 'price_asc', 'price_desc', 'name', 'delivery'] as const) {
      for (const [page, pageSize] of [[1, 3], [2, 3], [3, 3], [1, 5], [2, 2], [9, 2]] as const) {
        const r = request('pen or paper or toner', { sort, page, pageSize });
        expect(view(await ranked.search(r, 10)), `${sort} page ${page} of ${pageSize}`).toEqual(view(await fresh.search(r, 10)));
      }
    }
    const exact = request('TN-450X', { exact: { partNumberNorm: 'TN450X' }, pageSize: 2 });
    expect(view(await ranked.search(exact, 10))).toEqual(view(await fresh.search(exact, 10)));

    // The cheapest match becomes the dearest: within the minute the kept ranking still orders it first (its page shows
    // the new price), after it the ranking is made again.
    const byPrice = request('pen or paper or toner', { sort: 'price_asc', pageSize: 3 });
    const [cheapest] = (await fresh.search(byPrice, 10)).hits;
    const p = schema.products;
    await t.database.db.update(p).set({ minPriceCents: sql`${p.minPriceCents} + 1000000` }).where(eq(p.id, cheapest!.id));
    try {
      now = 59_000;
      const kept = await ranked.search(byPrice, 10);
      expect([kept.hits[0]?.id, kept.hits[0]?.minPriceCents, kept.asOf]).toEqual([cheapest!.id, cheapest!.minPriceCents + 1_000_000, 0]);
      now = 60_000;
      const again = await ranked.search(byPrice, 10);
      expect(again.hits.map((h) => h.id)).not.toContain(cheapest!.id);
      expect(view(again)).toEqual(view(await fresh.search(byPrice, 10)));
    } finally {
      await t.database.db.update(p).set({ minPriceCents: sql`${p.minPriceCents} - 1000000` }).where(eq(p.id, cheapest!.id));
    }
  });

  it('one ranking serves every sort of a search: another sort within the minute is read from it', async () => {
    let now = 0;
    const ranked = createPgSearchEngine(t.database.db, { sampleSize: 100, rankedCache: { max: 50, ttlMs: 60_000, now: () => now } });
    const fresh = createPgSearchEngine(t.database.db, { sampleSize: 100 });
    const byRelevance = request('pen or paper', { pageSize: 3 });
    const byPrice = { ...byRelevance, sort: 'price_asc' as const };
    const p = schema.products;
    // First asked by name (the name order made in the ranking statement), then every other sort from it, with four
    // matches delivered in the same days, two of them at one price, so that the price, then the id decides.
    const view = (o: Awaited<ReturnType<typeof fresh.search>>) => ({ ids: o.hits.map((h) => [h.id, h.exact]), total: o.total, facets: o.facets });
    const criteria = (sort: SearchRequest['sort']) => request('pen or paper or toner', { sort, pageSize: 50, filters: { priceMaxCents: 100_000 } });
    const tied = (await fresh.search(criteria('relevance'), 10)).hits.slice(0, 4);
    const before = await t.database.db.select({ id: p.id, cents: p.minPriceCents, days: p.fastestDeliveryDays })
      .from(p).where(inArray(p.id, tied.map((h) => h.id)));
    for (const [i, cents] of [777, 777, 700, 650].entries()) {
      await t.database.db.update(p).set({ minPriceCents: cents, fastestDeliveryDays: 2 }).where(eq(p.id, tied[i]!.id));
    }
    try {
      const all = (await ranked.search(criteria('name'), 10)).hits.map((h) => h.id);
      for (const sort of ['name', 'relevance', 'price_asc', 'price_desc', 'delivery'] as const) {
        const answer = await ranked.search(criteria(sort), 10);
        expect(view(answer), sort).toEqual(view(await fresh.search(criteria(sort), 10)));
        // The orders made in the app are the database's ORDER BY of the sort.
        if (sort === 'relevance') continue;
        const ordered = await rowsOf<{ id: number }>(t.database.db, sql`SELECT p.id FROM products p WHERE p.id IN (${sql.join(all.map((id) => sql`${id}`), sql`, `)}) ORDER BY ${orderSql(sort, 'p')}`);
        expect(answer.hits.map((h) => h.id), sort).toEqual(ordered.map((r) => Number(r.id)));
      }
    } finally {
      for (const b of before) await t.database.db.update(p).set({ minPriceCents: b.cents, fastestDeliveryDays: b.days }).where(eq(p.id, b.id));
    }
    await ranked.search(byRelevance, 10);
    const [cheapest] = (await fresh.search(byPrice, 10)).hits;
    await t.database.db.update(p).set({ minPriceCents: sql`${p.minPriceCents} + 1000000` }).where(eq(p.id, cheapest!.id));
    try {
      // Ranked for price when the search was first made (by relevance), before the price changed.
      now = 30_000;
      const kept = await ranked.search(byPrice, 10);
      expect([kept.hits[0]?.id, kept.asOf]).toEqual([cheapest!.id, 0]);
      expect((await fresh.search(byPrice, 10)).hits[0]?.id).not.toBe(cheapest!.id);
    } finally {
      await t.database.db.update(p).set({ minPriceCents: sql`${p.minPriceCents} - 1000000` }).where(eq(p.id, cheapest!.id));
    }
  });

  it('an answer made from a kept ranking expires when the ranking does, not a minute after it was made', async () => {
    let now = 0;
    let calls = 0;
    const inner = createPgSearchEngine(t.database.db, { sampleSize: 100, rankedCache: { max: 50, ttlMs: 60_000, now: () => now } });
    const engine = cachedEngine({ ...inner, search: (r, f) => (calls++, inner.search(r, f)) }, { max: 50, ttlMs: 60_000, now: () => now });
    await engine.search(request('pen', { page: 1, pageSize: 1 }), 10);
    now = 50_000;
    await engine.search(request('pen', { page: 2, pageSize: 1 }), 10);
    now = 59_000;
    await engine.search(request('pen', { page: 2, pageSize: 1 }), 10);
    expect(calls).toBe(2);
    now = 60_000;
    await engine.search(request('pen', { page: 2, pageSize: 1 }), 10);
    expect(calls).toBe(3);
  });
});
