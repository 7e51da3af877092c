import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { cachedEngine } from './cached-engine.js';
import type { SearchRequest } from './engine.js';
import { insertHandCatalog, QUIET_MAIL } from '../../test-support/search-fixture.js';
import { createPgSearchEngine } from './pg-engine.js';
import { prefixUpperBound } from './pg-where.js';
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
});
