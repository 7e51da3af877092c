/**
 * SQL pieces of the PostgreSQL engine: the text query and the filter conditions over `products p`.
 * Every value travels as a bound parameter; nothing from the request becomes SQL text.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AppDb, rowsOf as rowsOfResult } from '@advantage/db';
import type { SearchFilters, TextCriteria } from './engine.js';

/** Rows of a statement; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: AppDb, query: SQL): Promise<T[]> {
  return rowsOfResult<T>(await db.execute(query));
}

export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
}

export function intArray(values: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`;
}

/** "red blue" → "red or blue" in web-search syntax; quotes and leading minus signs lose their meaning. */
export function orWords(text: string): string {
  return text
    .replace(/["]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^-+/, ''))
    .filter((w) => w !== '' && w.toLowerCase() !== 'or')
    .join(' or ');
}

/** The tsquery of the criteria, or undefined when there is no text to match (browse). */
export function tsqueryOf(text: TextCriteria | undefined): SQL | undefined {
  if (!text) return undefined;
  const parts: SQL[] = [];
  if (text.keyword) parts.push(sql`websearch_to_tsquery('english', ${text.keyword})`);
  if (text.refine) parts.push(sql`websearch_to_tsquery('english', ${text.refine})`);
  if (text.allWords) parts.push(sql`websearch_to_tsquery('english', ${text.allWords})`);
  if (text.anyWords) parts.push(sql`websearch_to_tsquery('english', ${orWords(text.anyWords)})`);
  if (text.exactPhrase) parts.push(sql`phraseto_tsquery('english', ${text.exactPhrase})`);
  if (parts.length === 0) return undefined;
  // Exclusions only narrow a positive query (the form refuses exclusions alone).
  if (text.excludeWords) parts.push(sql`!!websearch_to_tsquery('english', ${orWords(text.excludeWords)})`);
  return sql.join(parts, sql` && `);
}

const PARSED_KEPT = 1_000;

/**
 * The criteria's tsquery as PostgreSQL prints it, parsed by the database (its stemmer and stop words) and
 * kept for the last 1,000 criteria: parsing is one short round trip, and buyers repeat keywords.
 */
export function tsqueryParser(db: AppDb): (text: TextCriteria | undefined) => Promise<string | undefined> {
  const parsed = new Map<string, string>();
  return async (text) => {
    const query = tsqueryOf(text);
    if (!query) return undefined;
    const key = JSON.stringify(text);
    const known = parsed.get(key);
    if (known !== undefined) return known;
    const [row] = await rowsOf<{ q: string }>(db, sql`SELECT (${query})::text AS q`);
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
    parsed.set(key, row?.q ?? '');
    return row?.q ?? '';
  };
}

/**
 * The smallest string above every string that starts with `prefix`, over upper-case letters and digits
 * (byte order, which C and C.UTF-8 collations share): lets a plain btree serve a prefix search.
 */
export function prefixUpperBound(prefix: string): string | undefined {
  const chars = prefix.split('');
  while (chars.length) {
    const last = chars.pop() as string;
    if (last === '9') return `${chars.join('')}A`;
    if (last !== 'Z') return `${chars.join('')}${String.fromCharCode(last.charCodeAt(0) + 1)}`;
  }
  return undefined;
}

function prefixCondition(column: SQL, prefix: string): SQL {
  const upper = prefixUpperBound(prefix);
  const range = upper ? sql`${column} >= ${prefix} AND ${column} < ${upper}` : sql`${column} >= ${prefix}`;
  // The left() check keeps the answer right whatever the collation; the range lets the btree find the rows.
  return sql`(${range} AND left(${column}, ${prefix.length}) = ${prefix})`;
}

export function partNumberPrefix(prefix: string): SQL {
  return prefixCondition(sql`p.part_number_norm`, prefix);
}

export function nsnPrefix(prefix: string): SQL {
  return prefixCondition(sql`p.nsn_norm`, prefix);
}

/**
 * Conditions of the filters, ANDed, always with "some contractor offers it": a product whose last offer a catalog
 * publication withdrew stays (orders and carts name it) but is no longer found (docs/adr/0028-catalog-intake.md).
 */
export function filterSql(f: SearchFilters): SQL {
  const c: SQL[] = [sql`p.offer_count > 0`];
  if (f.impossible) c.push(sql`false`);
  if (f.categoryIds) c.push(f.categoryIds.length ? sql`p.category_id IN (${sql.join(f.categoryIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  if (f.manufacturerId !== undefined) c.push(sql`p.manufacturer_id = ${f.manufacturerId}`);
  if (f.contractorId !== undefined) c.push(sql`p.contractor_ids @> ${intArray([f.contractorId])}`);
  if (f.anyContractorIds) c.push(f.anyContractorIds.length ? sql`p.contractor_ids && ${intArray(f.anyContractorIds)}` : sql`false`);
  if (f.contractIds) {
    c.push(
      f.contractIds.length
        ? sql`EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.contract_id IN (${sql.join(f.contractIds.map((id) => sql`${id}`), sql`, `)}))`
        : sql`false`,
    );
  }
  if (f.socio?.length) c.push(sql`p.socio @> ${textArray(f.socio)}`);
  if (f.programs?.length) c.push(sql`p.programs @> ${textArray(f.programs)}`);
  if (f.statePrograms?.length) c.push(sql`p.state_programs @> ${textArray(f.statePrograms)}`);
  if (f.priceMinCents !== undefined) c.push(sql`p.min_price_cents >= ${f.priceMinCents}`);
  if (f.priceMaxCents !== undefined) c.push(sql`p.min_price_cents < ${f.priceMaxCents}`);
  if (f.deliveryMaxDays !== undefined) c.push(sql`p.fastest_delivery_days <= ${f.deliveryMaxDays}`);
  if (f.gsaStock) c.push(sql`p.gsa_stock`);
  if (f.partNumberPrefix) c.push(partNumberPrefix(f.partNumberPrefix));
  if (f.nsn) c.push(sql`p.nsn_norm = ${f.nsn}`);
  return sql.join(c, sql` AND `);
}
