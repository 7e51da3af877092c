import { schema } from '@advantage/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { QUIET_MAIL } from '../../test-support/search-fixture.js';
import type { SearchOutcome, SearchRequest } from './engine.js';
import { createMemorySearchEngine } from './mem-engine.js';
import { loadCatalogIndex, parseTsvector } from './mem-index.js';
import { tsRankAll } from './mem-match.js';
import { parseTsquery, queryWords } from './mem-tsquery.js';
import { createPgSearchEngine } from './pg-engine.js';
import { rowsOf } from './pg-where.js';

const request = (keyword: string | undefined, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  ...(keyword === undefined ? {} : { text: { keyword } }), filters: {}, sort: 'relevance', page: 1, pageSize: 24, ...extra,
});

/** An outcome with its maps as sorted entries, leaving out what only says how the PostgreSQL engine sampled. */
function comparable(o: SearchOutcome) {
  const entries = (m: Map<string | number, number>) => [...m].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  const { facets } = o;
  return {
    hits: o.hits, total: o.total, capped: o.capped, exactMatches: o.exactMatches, page: o.page,
    facets: {
      ...facets,
      categories: entries(facets.categories),
      socio: entries(facets.socio),
      programs: entries(facets.programs),
      statePrograms: entries(facets.statePrograms),
      price: entries(facets.price),
      delivery: entries(facets.delivery),
    },
  };
}

describe('reading PostgreSQL text-search values', () => {
  it('reads the tsquery forms the search forms produce, and refuses the ones it cannot evaluate exactly', () => {
    expect(parseTsquery('\'toner\' & \'cartridg\'')).toEqual({ op: 'and', left: { op: 'word', word: 'toner' }, right: { op: 'word', word: 'cartridg' } });
    expect(parseTsquery('\'pen\' | \'paper\' & !\'gel\'')).toEqual({
      op: 'or', left: { op: 'word', word: 'pen' }, right: { op: 'and', left: { op: 'word', word: 'paper' }, right: { op: 'not', arg: { op: 'word', word: 'gel' } } },
    });
    expect(parseTsquery('\'first\' <-> \'aid\' <2> \'kit\'')).toEqual({
      op: 'phrase', distance: 2, left: { op: 'phrase', distance: 1, left: { op: 'word', word: 'first' }, right: { op: 'word', word: 'aid' } }, right: { op: 'word', word: 'kit' },
    });
    expect(parseTsquery('\'o\'\'reilly\' & \'back\\\\slash\'')).toEqual({ op: 'and', left: { op: 'word', word: 'o\'reilly' }, right: { op: 'word', word: 'back\\slash' } });
    expect(parseTsquery('')).toBeNull();
    expect(parseTsquery('\'pen\':*')).toBeUndefined();
    expect(parseTsquery('\'pen\':AB & \'ink\'')).toBeUndefined();
    expect(parseTsquery('\'a\' <-> !\'b\'')).toBeUndefined();
    expect(queryWords(parseTsquery('\'pen\' & !\'gel\' | \'pen\' & \'ink\'') ?? { op: 'word', word: '' })).toEqual(['gel', 'ink', 'pen']);
  });

  it('reads tsvector text with weights, packed as PostgreSQL packs them', () => {
    const seen: Array<[string, number[]]> = [];
    const n = parseTsvector('\'ink\':3C,7 \'it\'\'s\':2A \'pen\':1A,4B', (w, p) => seen.push([w, p]));
    expect(n).toBe(3);
    expect(seen).toEqual([['ink', [(1 << 14) | 3, 7]], ['it\'s', [(3 << 14) | 2]], ['pen', [(3 << 14) | 1, (2 << 14) | 4]]]);
  });
});

describe.each(TEST_DATABASES)('in-memory engine (%s)', (kind) => {
  let t: TestApp;
  /** A generated product with an NSN, whose codes and relations the criteria below use. */
  let probe: { id: number; pn: string; nsn: string; mfr: number; cat: number; vnd: number; vnd2: number };
  beforeAll(async () => {
    t = await createTestApp(kind, { ...QUIET_MAIL, catalogProducts: 1500 });
    const [row] = await rowsOf<{ id: string; pn: string; nsn: string; mfr: number; cat: number; vnds: number[] }>(
      t.database.db,
      sql`SELECT id, part_number_norm AS pn, nsn_norm AS nsn, manufacturer_id AS mfr, category_id AS cat, contractor_ids AS vnds
          FROM products WHERE nsn_norm IS NOT NULL AND cardinality(contractor_ids) > 1 ORDER BY id LIMIT 1`,
    );
    if (!row) throw new Error('no product with an NSN and two contractors');
    probe = { id: Number(row.id), pn: row.pn, nsn: row.nsn, mfr: row.mfr, cat: row.cat, vnd: Number(row.vnds[0]), vnd2: Number(row.vnds[1]) };
  }, 180_000);
  afterAll(() => t.close());

  // Sample larger than the catalog: the PostgreSQL engine then ranks and counts every match, as the index does.
  const engines = () => {
    const pg = createPgSearchEngine(t.database.db, { sampleSize: 100_000 });
    return { pg, memory: createMemorySearchEngine(t.database.db, pg, { maxProducts: 100_000 }) };
  };

  it('answers exactly as the PostgreSQL engine: hits in order, totals, exact hits and every facet count', async () => {
    const { pg, memory } = engines();
    const keywords = [
      'toner cartridge', 'ballpoint pen', '"first aid kit"', 'pen or paper', 'chair -mesh', 'copy paper', 'gloves', 'black', 'the',
      '-pen', probe.pn, undefined,
    ];
    const variants: Array<Partial<SearchRequest>> = [
      {}, { sort: 'price_asc' }, { sort: 'price_desc', page: 2, pageSize: 12 }, { sort: 'name' }, { sort: 'delivery', pageSize: 48 },
      { filters: { socio: ['SB'] } }, { filters: { priceMinCents: 1000, priceMaxCents: 10_000 }, sort: 'price_asc' },
      { filters: { deliveryMaxDays: 3, gsaStock: true } }, { filters: { programs: ['ENV'] } }, { page: 500 },
      { filters: { categoryIds: [probe.cat] } }, { filters: { manufacturerId: probe.mfr } }, { filters: { contractorId: probe.vnd } },
      { filters: { anyContractorIds: [probe.vnd, probe.vnd2] } }, { filters: { partNumberPrefix: probe.pn.slice(0, 3) } },
      { filters: { nsn: probe.nsn } }, { filters: { impossible: true } },
      { filters: { statePrograms: ['DISASTER'] } }, { filters: { statePrograms: ['COOPERATIVE', 'P1122'] }, sort: 'price_asc' },
    ];
    let compared = 0;
    for (const keyword of keywords) {
      for (const variant of variants) {
        const exact = keyword === probe.pn ? { exact: { partNumberNorm: probe.pn, nsnNorm: probe.nsn } } : {};
        const r = request(keyword, { ...exact, ...variant });
        expect(comparable(await memory.search(r, 10)), `${keyword} ${JSON.stringify(variant)}`).toEqual(comparable(await pg.search(r, 10)));
        compared++;
      }
    }
    expect(compared).toBe(keywords.length * variants.length);
    const contracts = await rowsOf<{ id: number }>(t.database.db, sql`SELECT id FROM contracts ORDER BY id LIMIT 2`);
    const byContract = request('pen', { filters: { contractIds: contracts.map((c) => Number(c.id)) } });
    expect(comparable(await memory.search(byContract, 10))).toEqual(comparable(await pg.search(byContract, 10)));
  });

  it('counts and filters by state and local program: a program’s count is the number of results its filter gives', async () => {
    const { pg, memory } = engines();
    for (const engine of [pg, memory]) {
      const all = await engine.search(request(undefined), 10);
      expect([...all.facets.statePrograms.keys()]).toEqual(['COOPERATIVE', 'DISASTER', 'PUBLIC_HEALTH', 'P1122']);
      for (const [key, count] of all.facets.statePrograms) {
        expect(count, key).toBeGreaterThan(0);
        const only = await engine.search(request(undefined, { filters: { statePrograms: [key] } }), 10);
        expect(only.total, key).toBe(count);
        const [p] = await rowsOf<{ sp: string[] }>(t.database.db, sql`SELECT state_programs AS sp FROM products WHERE id = ${only.hits[0]?.id ?? 0}`);
        expect(p?.sp).toContain(key);
      }
      expect(all.facets.statePrograms.get('DISASTER')).toBeLessThan(all.total);
    }
  });

  it('lists every manufacturer and contractor of a search as the PostgreSQL engine does', async () => {
    const { pg, memory } = engines();
    for (const kindOfName of ['manufacturer', 'contractor'] as const) {
      for (const r of [request('pen or paper'), request(undefined, { filters: { categoryIds: [probe.cat] } })]) {
        expect(await memory.names(r, kindOfName)).toEqual(await pg.names(r, kindOfName));
      }
    }
  });

  it('builds the same index when the catalog is read in many batches', async () => {
    const whole = await loadCatalogIndex(t.database.db, 'test');
    const batched = await loadCatalogIndex(t.database.db, 'test', 97);
    expect(batched.size).toBe(whole.size);
    expect(Array.from(batched.id)).toEqual(Array.from(whole.id));
    expect(batched.title).toEqual(whole.title);
    expect(Array.from(batched.lexemeCount)).toEqual(Array.from(whole.lexemeCount));
    expect(Array.from(batched.vendorSlots)).toEqual(Array.from(whole.vendorSlots));
    expect([...batched.postings.keys()].sort()).toEqual([...whole.postings.keys()].sort());
    for (const [word, postings] of whole.postings) {
      const other = batched.postings.get(word);
      const [docs, positions] = [Array.from(other?.docs ?? []), Array.from(other?.positions ?? [])];
      expect([word, docs, positions]).toEqual([word, Array.from(postings.docs), Array.from(postings.positions)]);
    }
  });

  it('computes ts_rank to the bit for every match', async () => {
    const index = await loadCatalogIndex(t.database.db, 'test');
    const position = new Map(Array.from(index.id, (id, i) => [id, i]));
    let checked = 0;
    for (const keyword of ['toner cartridge', 'ballpoint pen black', '"copy paper"', 'pen or paper', 'chair -mesh', 'kit']) {
      const rows = await rowsOf<{ id: string; q: string; r: number }>(
        t.database.db,
        sql`SELECT p.id, q::text AS q, ts_rank(p.search, q) AS r FROM products p, websearch_to_tsquery('english', ${keyword}) q WHERE p.search @@ q`,
      );
      const tree = rows[0] ? parseTsquery(rows[0].q) : undefined;
      if (!tree) throw new Error(`no matches or no tree for ${keyword}`);
      const docs = rows.map((row) => position.get(Number(row.id)) as number).sort((a, b) => a - b);
      const ranks = new Float64Array(index.size);
      tsRankAll(index, docs, queryWords(tree), tree.op === 'and' || tree.op === 'phrase', ranks);
      for (const row of rows) {
        expect(ranks[position.get(Number(row.id)) as number], `${keyword} #${row.id}`).toBe(Math.fround(Number(row.r)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('sees a change to the catalog at the next search', async () => {
    const { memory } = engines();
    const before = await memory.search(request('zanzibarite'), 10);
    expect(before.total).toBe(0);
    const [old] = await t.database.db.select({ title: schema.products.title }).from(schema.products).where(eq(schema.products.id, probe.id));
    await t.database.db.update(schema.products).set({ title: 'Zanzibarite Stapler, Desktop' }).where(eq(schema.products.id, probe.id));
    const after = await memory.search(request('zanzibarite'), 10);
    expect(after.hits.map((h) => [h.id, h.title])).toEqual([[probe.id, 'Zanzibarite Stapler, Desktop']]);
    await t.database.db.update(schema.contractors).set({ name: 'Renamed Supplier' }).where(eq(schema.contractors.id, probe.vnd));
    const names = await memory.names(request(undefined, { filters: { manufacturerId: probe.mfr } }), 'contractor');
    expect(names.items.find((i) => i.id === probe.vnd)?.name).toBe('Renamed Supplier');
    await t.database.db.update(schema.products).set({ title: old?.title ?? '' }).where(eq(schema.products.id, probe.id));
    expect((await memory.search(request('zanzibarite'), 10)).total).toBe(0);
  });

  it('answers from a large index while the changed catalog loads, then from the changed one', async () => {
    const pg = createPgSearchEngine(t.database.db, { sampleSize: 100_000 });
    // Large from one product: the catalog here is 1,500, below the default.
    const memory = createMemorySearchEngine(t.database.db, pg, { maxProducts: 100_000, answerWhileLoadingFrom: 1 });
    await memory.warm();
    const [old] = await t.database.db.select({ title: schema.products.title }).from(schema.products).where(eq(schema.products.id, probe.id));
    await t.database.db.update(schema.products).set({ title: 'Quillwort Stapler, Desktop' }).where(eq(schema.products.id, probe.id));
    try {
      // The search that sees the new generation starts its load and is answered from the catalog as it was.
      expect((await memory.search(request('quillwort'), 10)).total).toBe(0);
      await memory.warm();
      expect((await memory.search(request('quillwort'), 10)).hits.map((h) => h.id)).toEqual([probe.id]);
    } finally {
      await t.database.db.update(schema.products).set({ title: old?.title ?? '' }).where(eq(schema.products.id, probe.id));
    }
  });

  it('leaves a catalog larger than its limit to the fallback engine', async () => {
    const pg = createPgSearchEngine(t.database.db, { sampleSize: 3 });
    const memory = createMemorySearchEngine(t.database.db, pg, { maxProducts: 10 });
    const out = await memory.search(request('pen or paper or toner'), 10);
    // Only the PostgreSQL engine samples (more than three products match).
    expect([out.sampled, out.hits.length]).toEqual([true, 3]);
  });
});
