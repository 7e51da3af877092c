/**
 * The PostgreSQL search engine: weighted tsvector + websearch_to_tsquery + ts_rank, exact part-number
 * and NSN hits first, facet counts over the candidate set. One statement ranks a search's candidates for every sort
 * and counts its facets (pg-ranked.ts: kept a minute per criteria when the app asks), one reads the page's products.
 */
import { isStateProgramKey, SEARCH_TOTAL_CAP } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { sql } from 'drizzle-orm';
import type { NamedCount, SearchEngine, SearchHit, SearchOutcome, SearchRequest } from './engine.js';
import { cached } from '../../lib/cache.js';
import { buildVocabulary } from './fuzzy.js';
import { autocompleteQuery, didYouMeanTerms } from './pg-suggest.js';
import { type AnswerCacheOptions, Lru } from './cached-engine.js';
import { candidatesCte } from './pg-candidates.js';
import { type HitRow, pageIds, type RankedCandidates, rankedSql, readPage, readRanked } from './pg-ranked.js';
import { rowsOf, tsqueryParser } from './pg-where.js';

function toHit(r: HitRow, exact: boolean): SearchHit {
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
    exact,
  };
}

export interface PgEngineOptions {
  /** Matches ranked, sorted and counted into facets; past it the answer is marked sampled. */
  sampleSize: number;
  /** Matches counted exactly; past it the total shows as "10,000+" (tests lower it). */
  totalCap?: number;
  /** Keep each search's ranked candidates a while, for its other pages (pg-ranked.ts); none: rank every time. */
  rankedCache?: AnswerCacheOptions;
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
  const rankedCache = options.rankedCache ? new Lru<RankedCandidates>({ now: Date.now, ...options.rankedCache }) : undefined;
  const now = options.rankedCache?.now ?? Date.now;

  async function ranked(request: SearchRequest, facetLimit: number): Promise<RankedCandidates> {
    const tsq = await tsqueryText(request.text);
    const load = () => readRanked(db, rankedSql(request, tsq, facetLimit, sampleSize, totalCap), facetLimit, now());
    if (!rankedCache) return load();
    // Everything but the page and the sort: the same criteria give the same candidates, ranked for every sort.
    const { page: _page, pageSize: _pageSize, sort: _sort, ...criteria } = request;
    return rankedCache.get(JSON.stringify([criteria, facetLimit]), load);
  }

  async function run(request: SearchRequest, facetLimit: number, page: number): Promise<SearchOutcome> {
    const r = await ranked(request, facetLimit);
    const offset = (page - 1) * request.pageSize;
    const rows = await readPage(db, await pageIds(db, r, request.sort, offset, request.pageSize));
    const capped = r.matches > totalCap;
    return {
      hits: rows.map((row) => toHit(row, r.exact.has(Number(row.id)))),
      total: (capped ? totalCap : r.matches) + r.exactCount,
      capped,
      sampled: r.matches > sampleSize,
      sampleSize,
      exactMatches: r.exactCount,
      facets: r.facets,
      page,
      asOf: r.asOf,
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
    didYouMean: (keyword, maxResults) => didYouMeanTerms(vocabulary, keyword, maxResults),
  };
}
