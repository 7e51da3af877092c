/**
 * The candidate set every search answer is computed from, as SQL: exact part-number/NSN hits, then
 * full-text matches (or, without text, the filtered catalog) up to `sampleSize` rows. Results and facet
 * counts read this one set, so while the matches fit in it a facet count is the total its refinement
 * gives. The total is counted apart, narrowly, up to SEARCH_TOTAL_CAP + 1 ("10,000+"). Past the sample
 * the answer says so (`sampled`): ranking every match of a broad word would cost the visit of every row.
 */
import { SEARCH_TOTAL_CAP, type SortKey } from '@advantage/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { SearchRequest } from './engine.js';
import { filterSql } from './pg-where.js';

const EXACT_LIMIT = 100;

/** Words a product-type name can be compared with: letters, digits, spaces and hyphens only. */
export function typePhrase(request: SearchRequest): string | undefined {
  const text = request.text?.keyword ?? request.text?.allWords ?? request.text?.exactPhrase;
  const phrase = text?.toLowerCase().replace(/\s+/g, ' ').trim();
  return phrase && /^[\p{L}\p{N} -]+$/u.test(phrase) ? phrase : undefined;
}

/**
 * Titles start with the product type ("First Aid Kit, ..."): an item whose type is the keyword, or
 * contains it as whole words, outranks one that only mentions it ("Trauma Kit, ... First Aid Kit").
 */
function typeBoost(request: SearchRequest): SQL {
  const phrase = typePhrase(request);
  if (!phrase) return sql``;
  return sql` + CASE WHEN lower(split_part(p.title, ',', 1)) = ${phrase} THEN 1.0
    WHEN position(${` ${phrase} `} IN ' ' || lower(split_part(p.title, ',', 1)) || ' ') > 0 THEN 0.5 ELSE 0 END`;
}

/**
 * `WITH m, n, c`: `m` the ids of the matches up to the cap (exact hits apart), `n.n` their count, `c`
 * the candidates (exact hits and the first `sampleSize` matches) with the columns sorting and facets need.
 *
 * `tsqueryText` is the query already parsed (see pg-engine.ts): as a constant the planner can weigh it,
 * so a word in most products is scanned sequentially up to the cap instead of through a bitmap of them all.
 */
export function candidatesCte(
  request: SearchRequest,
  tsqueryText: string | undefined,
  withRank: boolean,
  sampleSize: number,
  totalCap = SEARCH_TOTAL_CAP,
): SQL {
  const tsq = tsqueryText === undefined ? undefined : sql`${tsqueryText}::tsquery`;
  const where = filterSql(request.filters);
  const pn = request.exact?.partNumberNorm;
  const nsn = request.exact?.nsnNorm;
  const exactParts: SQL[] = [];
  if (pn) exactParts.push(sql`p.part_number_norm = ${pn}`);
  if (nsn) exactParts.push(sql`p.nsn_norm = ${nsn}`);
  const exactCond = exactParts.length ? sql.join(exactParts, sql` OR `) : undefined;

  const rank = !withRank ? sql`0::real` : tsq ? sql`ts_rank(p.search, ${tsq})${typeBoost(request)}` : sql`p.offer_count::real`;
  const columns = sql`p.id, p.title, p.category_id, p.manufacturer_id, p.manufacturer_name, p.contractor_ids, p.socio, p.programs,
    p.state_programs, p.min_price_cents, p.fastest_delivery_days, p.gsa_stock, ${rank} AS rank`;

  const matchCond = tsq ? sql`p.search @@ ${tsq}` : sql`true`;
  const notExact = exactCond ? sql`AND NOT coalesce(${exactCond}, false)` : sql``;
  const sample = Math.min(sampleSize, totalCap + 1);
  // One scan finds the matches (ids only, up to the cap) and gives the count; the sample's rows are then
  // read by id. Reading the sample straight from the text index instead would build a broad word's bitmap
  // twice (measured at 1,000,000 products: 19 ms instead of 27 for "hand sanitizer").
  const ids = sql`SELECT p.id FROM products p WHERE ${matchCond} ${notExact} AND ${where} LIMIT ${totalCap + 1}`;
  const matches = sql`(SELECT ${columns}, 0 AS exact FROM products p WHERE p.id = ANY (ARRAY(SELECT id FROM m LIMIT ${sample})))`;
  const body = exactCond
    ? sql`(SELECT ${columns}, 1 AS exact FROM products p WHERE (${exactCond}) AND ${where} LIMIT ${EXACT_LIMIT}) UNION ALL ${matches}`
    : matches;
  return sql`WITH m AS MATERIALIZED (${ids}),
    n AS MATERIALIZED (SELECT count(*)::int AS n FROM m),
    c AS MATERIALIZED (${body})`;
}

/** ORDER BY of each sort, over the candidate columns (constant text: the sort key is one of SORT_KEYS). */
const ORDER: Record<SortKey, (a: string) => string> = {
  relevance: (a) => `${a}exact DESC, ${a}rank DESC, ${a}id`,
  price_asc: (a) => `${a}min_price_cents, ${a}id`,
  price_desc: (a) => `${a}min_price_cents DESC, ${a}id`,
  name: (a) => `lower(${a}title), ${a}id`,
  delivery: (a) => `${a}fastest_delivery_days, ${a}min_price_cents, ${a}id`,
};

export function orderSql(sort: SortKey, alias?: string): SQL {
  return sql.raw((ORDER[sort] ?? ORDER.relevance)(alias ? `${alias}.` : ''));
}
