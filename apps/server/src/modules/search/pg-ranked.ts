/**
 * A search's ranked candidates, kept a short while per criteria (docs/adr/0006-catalog-reads-and-search.md, its amendments).
 * Finding and ranking the candidate set and counting its facets is nearly all of a PostgreSQL search's cost (about
 * 18 ms of database CPU at 1,000,000 products); which page, how many per page and which sort are not part of it. So
 * the statement returns the candidates' ids in each sort's order with the counts and facets, that is kept for the
 * answer cache's minute, and each page reads only its own products by id. Another page, page size or sort of the
 * same search is then one small read; the answers are the same as computing each page afresh (the same ORDER BY,
 * ties broken by id).
 */
import type { AppDb } from '@advantage/db';
import type { SortKey } from '@advantage/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FacetCounts, HitColumns, SearchRequest } from './engine.js';
import { candidatesCte, orderSql } from './pg-candidates.js';
import { facetsSql, type GroupRow, type Named, toFacetCounts } from './pg-facets.js';
import { intArray, rowsOf } from './pg-where.js';

export interface RankedCandidates {
  /** Full-text matches counted, up to the cap + 1 (exact hits apart). */
  matches: number;
  exactCount: number;
  /** The candidates' ids in relevance order. */
  ids: Int32Array;
  /**
   * Each other sort's order as positions in `ids` (at most 2,100 candidates: two bytes each instead of four); the
   * name order once the database has made it.
   */
  orders: Partial<Record<Exclude<SortKey, 'relevance'>, Uint16Array | Promise<Uint16Array>>>;
  exact: ReadonlySet<number>;
  facets: FacetCounts;
  /** When the ranking was computed (the app's clock): an answer made from it is as old as it. */
  asOf: number;
}

interface RankedRow {
  matches: number;
  exact_count: number;
  /** "id price days" of each candidate, in relevance order. */
  keyed: string | null;
  /** The ids in name order, when the search was first asked by name. */
  by_name: string | null;
  exact_ids: string | null;
  groups: GroupRow[] | null;
  vnds: Named[] | null;
}

export interface HitRow extends HitColumns {
  id: number;
}

const idList = (text: string | null) => (text ? text.split(',').map(Number) : []);

/**
 * The statement orders the candidates by relevance (ranking them is a small part of its cost) and gives each one's
 * price and delivery days, from which the price and delivery sorts are made here: integers ordered with the id last,
 * as the ORDER BY of pg-candidates.ts orders them. The name sort follows the database's collation, so the database
 * makes it: in the statement when the search is first asked by name, otherwise when a buyer first sorts it by name.
 */
export function rankedSql(request: SearchRequest, tsqueryText: string | undefined, facetLimit: number, sampleSize: number, totalCap: number): SQL {
  return sql`${candidatesCte(request, tsqueryText, true, sampleSize, totalCap)}
    SELECT
      (SELECT n FROM n) AS matches,
      (SELECT count(*)::int FROM c WHERE exact = 1) AS exact_count,
      (SELECT string_agg(id::text || ' ' || min_price_cents::text || ' ' || fastest_delivery_days::text, ',' ORDER BY ${orderSql('relevance')}) FROM c) AS keyed,
      ${request.sort === 'name' ? sql`(SELECT string_agg(id::text, ',' ORDER BY ${orderSql('name')}) FROM c)` : sql`NULL::text`} AS by_name,
      (SELECT string_agg(id::text, ',') FROM c WHERE exact = 1) AS exact_ids,
      ${facetsSql(facetLimit)}`;
}

/** Positions in `ids` sorted by `compare` of two positions. */
function orderBy(n: number, compare: (a: number, b: number) => number): Uint16Array {
  return Uint16Array.from({ length: n }, (_, i) => i).sort(compare);
}

/** Positions in `ids` of the ids of `text` (a comma-separated list in some order). */
function positionsOf(ids: Int32Array, text: string | null): Uint16Array {
  const position = new Map<number, number>();
  ids.forEach((id, i) => position.set(id, i));
  return Uint16Array.from(idList(text), (id) => position.get(id) ?? 0);
}

export async function readRanked(db: AppDb, statement: SQL, facetLimit: number, asOf: number): Promise<RankedCandidates> {
  const [row] = await rowsOf<RankedRow>(db, statement);
  if (!row) throw new Error('search returned no row');
  const keyed = row.keyed ? row.keyed.split(',') : [];
  const n = keyed.length;
  const ids = new Int32Array(n);
  const price = new Int32Array(n);
  const days = new Int32Array(n);
  keyed.forEach((entry, i) => {
    const [id, cents, d] = entry.split(' ');
    ids[i] = Number(id);
    price[i] = Number(cents);
    days[i] = Number(d);
  });
  const byId = (a: number, b: number) => (ids[a] as number) - (ids[b] as number);
  const byPrice = (a: number, b: number) => (price[a] as number) - (price[b] as number);
  const orders: RankedCandidates['orders'] = {
    price_asc: orderBy(n, (a, b) => byPrice(a, b) || byId(a, b)),
    price_desc: orderBy(n, (a, b) => byPrice(b, a) || byId(a, b)),
    delivery: orderBy(n, (a, b) => (days[a] as number) - (days[b] as number) || byPrice(a, b) || byId(a, b)),
  };
  if (row.by_name !== null) orders.name = Promise.resolve(positionsOf(ids, row.by_name));
  return {
    matches: row.matches,
    exactCount: row.exact_count,
    ids,
    orders,
    exact: new Set(idList(row.exact_ids)),
    facets: toFacetCounts(row.groups, row.vnds, facetLimit),
    asOf,
  };
}

/** The ids of one page of a sort: `count` from `offset`. The name order is asked of the database once per ranking. */
export async function pageIds(db: AppDb, r: RankedCandidates, sort: SortKey, offset: number, count: number): Promise<number[]> {
  if (sort === 'name' && !r.orders.name && r.ids.length > 0) {
    const byName = rowsOf<{ ids: string | null }>(db, sql`SELECT string_agg(p.id::text, ',' ORDER BY ${orderSql('name', 'p')}) AS ids
      FROM products p WHERE p.id = ANY (${`{${r.ids.join(',')}}`}::int[])`).then(([row]) => positionsOf(r.ids, row?.ids ?? null));
    r.orders.name = byName;
    byName.catch(() => r.orders.name === byName && delete r.orders.name);
  }
  const order = sort === 'relevance' ? undefined : await r.orders[sort];
  if (!order) return Array.from(r.ids.subarray(offset, offset + count));
  return Array.from(order.subarray(offset, offset + count), (i) => r.ids[i] as number);
}

/** One page's products, in the page's order (as JSON, so both drivers give the same types). */
export async function readPage(db: AppDb, ids: readonly number[]): Promise<HitRow[]> {
  if (ids.length === 0) return [];
  const [row] = await rowsOf<{ hits: HitRow[] | null }>(db, sql`
    SELECT json_agg(json_build_object(
        'id', p.id, 'title', p.title, 'summary', left(p.description, 240), 'mid', p.manufacturer_id, 'mname', p.manufacturer_name,
        'pn', p.part_number, 'nsn', p.nsn, 'ui', p.unit_of_issue, 'cid', p.category_id, 'image', p.image,
        'minp', p.min_price_cents, 'maxp', p.max_price_cents, 'offers', p.offer_count, 'days', p.fastest_delivery_days,
        'gss', p.gsa_stock, 'programs', p.programs, 'socio', p.socio, 'sprog', p.state_programs)) AS hits
      FROM products p WHERE p.id = ANY (${intArray(ids)})`);
  const byId = new Map((row?.hits ?? []).map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
