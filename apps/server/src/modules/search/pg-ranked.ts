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
import { SORT_KEYS, type SortKey } from '@advantage/contracts';
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
  /** Each other sort's order as positions in `ids` (at most 2,100 candidates: two bytes each instead of four). */
  orders: Partial<Record<SortKey, Uint16Array>>;
  exact: ReadonlySet<number>;
  facets: FacetCounts;
  /** When the ranking was computed (the app's clock): an answer made from it is as old as it. */
  asOf: number;
}

interface RankedRow {
  matches: number;
  exact_count: number;
  ids: string | null;
  /** The other sorts' orders, in OTHER_SORTS' order. */
  others: (string | null)[] | null;
  exact_ids: string | null;
  groups: GroupRow[] | null;
  vnds: Named[] | null;
}

export interface HitRow extends HitColumns {
  id: number;
}

const idList = (text: string | null) => (text ? text.split(',').map(Number) : []);

const OTHER_SORTS = SORT_KEYS.filter((k) => k !== 'relevance');

export function rankedSql(request: SearchRequest, tsqueryText: string | undefined, facetLimit: number, sampleSize: number, totalCap: number): SQL {
  const others = sql.join(OTHER_SORTS.map((k) => sql`(SELECT string_agg(id::text, ',' ORDER BY ${orderSql(k)}) FROM c)`), sql`, `);
  return sql`${candidatesCte(request, tsqueryText, true, sampleSize, totalCap)}
    SELECT
      (SELECT n FROM n) AS matches,
      (SELECT count(*)::int FROM c WHERE exact = 1) AS exact_count,
      (SELECT string_agg(id::text, ',' ORDER BY ${orderSql('relevance')}) FROM c) AS ids,
      ARRAY[${others}] AS others,
      (SELECT string_agg(id::text, ',') FROM c WHERE exact = 1) AS exact_ids,
      ${facetsSql(facetLimit)}`;
}

export async function readRanked(db: AppDb, statement: SQL, facetLimit: number, asOf: number): Promise<RankedCandidates> {
  const [row] = await rowsOf<RankedRow>(db, statement);
  if (!row) throw new Error('search returned no row');
  const ids = Int32Array.from(idList(row.ids));
  const position = new Map<number, number>();
  ids.forEach((id, i) => position.set(id, i));
  const orders: RankedCandidates['orders'] = {};
  OTHER_SORTS.forEach((k, i) => (orders[k] = Uint16Array.from(idList(row.others?.[i] ?? null), (id) => position.get(id) ?? 0)));
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

/** The ids of one page of a sort: `count` from `offset`. */
export function pageIds(r: RankedCandidates, sort: SortKey, offset: number, count: number): number[] {
  const order = sort === 'relevance' ? undefined : r.orders[sort];
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
