/**
 * The PostgreSQL search engine: weighted tsvector + websearch_to_tsquery + ts_rank, exact part-number
 * and NSN hits first, facet counts over the candidate set, all in one statement per search (one round
 * trip, which matters most on the single-connection embedded database).
 */
import { isStateProgramKey, SEARCH_TOTAL_CAP } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { type SQL, sql } from 'drizzle-orm';
import type { HitColumns, NamedCount, SearchEngine, SearchHit, SearchOutcome, SearchRequest } from './engine.js';
import { cached } from '../../lib/cache.js';
import { buildVocabulary } from './fuzzy.js';
import { autocompleteQuery, didYouMeanQuery } from './pg-suggest.js';
import { candidatesCte, orderSql } from './pg-candidates.js';
import { facetsSql, type GroupRow, type Named, toFacetCounts } from './pg-facets.js';
import { rowsOf, tsqueryParser } from './pg-where.js';

interface SearchRow {
  matches: number;
  exact_count: number;
  hits: HitRow[] | null;
  groups: GroupRow[] | null;
  vnds: Named[] | null;
}

interface HitRow extends HitColumns {
  id: number;
  exact: number;
}

export interface SearchSqlOptions {
  tsqueryText: string | undefined;
  facetLimit: number;
  page: number;
  sampleSize: number;
  totalCap?: number;
}

export function searchSql(request: SearchRequest, { tsqueryText, facetLimit, page, sampleSize, totalCap }: SearchSqlOptions): SQL {
  const offset = (page - 1) * request.pageSize;
  return sql`${candidatesCte(request, tsqueryText, request.sort === 'relevance', sampleSize, totalCap)},
    pg AS (SELECT id, exact, rank, title, min_price_cents, fastest_delivery_days FROM c ORDER BY ${orderSql(request.sort)}
           LIMIT ${request.pageSize} OFFSET ${offset})
    SELECT
      (SELECT n FROM n) AS matches,
      (SELECT count(*)::int FROM c WHERE exact = 1) AS exact_count,
      (SELECT json_agg(json_build_object(
          'id', p.id, 'title', p.title, 'summary', left(p.description, 240), 'mid', p.manufacturer_id, 'mname', p.manufacturer_name,
          'pn', p.part_number, 'nsn', p.nsn, 'ui', p.unit_of_issue, 'cid', p.category_id, 'image', p.image,
          'minp', p.min_price_cents, 'maxp', p.max_price_cents, 'offers', p.offer_count, 'days', p.fastest_delivery_days,
          'gss', p.gsa_stock, 'programs', p.programs, 'socio', p.socio, 'sprog', p.state_programs, 'exact', pg.exact) ORDER BY ${orderSql(request.sort, 'pg')})
        FROM pg JOIN products p ON p.id = pg.id) AS hits,
      ${facetsSql(facetLimit)}`;
}

function toHit(r: HitRow): SearchHit {
  return {
    id: Number(r.id),
    title: r.title,
    summary: r.summary,
    manufacturerId: r.mid,
    manufacturerName: r.mname,
    partNumber: r.pn,
    nsn: r.nsn,
    unitOfIssue: r.ui,
    categoryId: r.cid,
    image: r.image,
    minPriceCents: r.minp,
    maxPriceCents: r.maxp,
    offerCount: r.offers,
    fastestDeliveryDays: r.days,
    gsaStock: r.gss,
    programs: r.programs,
    socio: r.socio,
    statePrograms: r.sprog.filter(isStateProgramKey),
    exact: r.exact === 1,
  };
}

export interface PgEngineOptions {
  /** Matches ranked, sorted and counted into facets; past it the answer is marked sampled. */
  sampleSize: number;
  /** Matches counted exactly; past it the total shows as "10,000+" (tests lower it). */
  totalCap?: number;
}

export const DEFAULT_SAMPLE_SIZE = 2_000;
const VOCABULARY_TTL_MS = 10 * 60_000;

export function createPgSearchEngine(db: AppDb, options: PgEngineOptions = { sampleSize: DEFAULT_SAMPLE_SIZE }): SearchEngine {
  const sampleSize = Math.max(1, options.sampleSize);
  const totalCap = options.totalCap ?? SEARCH_TOTAL_CAP;
  // Suggestion words for close spellings; the table changes only when the catalog is loaded.
  const { searchTerms } = schema;
  const vocabulary = cached(VOCABULARY_TTL_MS, async () =>
    buildVocabulary(await db.select({ term: searchTerms.term, kind: searchTerms.kind, weight: searchTerms.weight }).from(searchTerms)));
  const tsqueryText = tsqueryParser(db);

  async function run(request: SearchRequest, facetLimit: number, page: number): Promise<SearchOutcome> {
    const options = { tsqueryText: await tsqueryText(request.text), facetLimit, page, sampleSize, totalCap };
    const [row] = await rowsOf<SearchRow>(db, searchSql(request, options));
    if (!row) throw new Error('search returned no row');
    const capped = row.matches > totalCap;
    return {
      hits: (row.hits ?? []).map(toHit),
      total: (capped ? totalCap : row.matches) + row.exact_count,
      capped,
      sampled: row.matches > sampleSize,
      sampleSize,
      exactMatches: row.exact_count,
      facets: toFacetCounts(row.groups, row.vnds, facetLimit),
      page,
    };
  }

  return {
    async search(request, facetLimit) {
      if (request.filters.impossible) return run({ ...request, text: undefined, exact: undefined }, facetLimit, 1);
      const first = await run(request, facetLimit, request.page);
      const lastPage = Math.max(1, Math.ceil(Math.min(first.total, first.sampled ? sampleSize : first.total) / request.pageSize));
      // A page past the end (an old link after a refinement) answers the last page instead of an empty one.
      if (first.hits.length === 0 && request.page > lastPage) return run(request, facetLimit, lastPage);
      return first;
    },

    async names(request, kind) {
      const cte = candidatesCte(request, await tsqueryText(request.text), false, sampleSize, totalCap);
      const query = kind === 'manufacturer'
        ? sql`${cte} SELECT manufacturer_id AS id, manufacturer_name AS name, count(*)::int AS count, (SELECT n FROM n) AS matches
              FROM c GROUP BY 1, 2 ORDER BY lower(manufacturer_name), 1`
        : sql`${cte} SELECT x.v AS id, k.name, x.n AS count, (SELECT n FROM n) AS matches
              FROM (SELECT v, count(*)::int AS n FROM (SELECT unnest(contractor_ids) AS v FROM c) u GROUP BY v) x
              JOIN contractors k ON k.id = x.v ORDER BY lower(k.name), 1`;
      const rows = await rowsOf<NamedCount & { matches: number }>(db, query);
      return {
        items: rows.map((r) => ({ id: Number(r.id), name: r.name, count: Number(r.count) })),
        sampled: rows.length > 0 && Number(rows[0]?.matches) > sampleSize,
      };
    },

    autocomplete: (term, maxResults) => autocompleteQuery(db, vocabulary, term, maxResults),
    didYouMean: (keyword, maxResults) => didYouMeanQuery(db, keyword, maxResults),
  };
}
