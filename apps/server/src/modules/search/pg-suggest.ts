/**
 * Autocomplete and "did you mean" over the small search_terms table (prefix in the database; close spellings and
 * trigram similarity over the terms kept in memory), plus part numbers and NSNs by prefix through their btrees.
 */
import { normalizePartNumber, type SuggestionKind } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { sql } from 'drizzle-orm';
import type { EngineSuggestion } from './engine.js';
import { closeTerms, type Vocabulary } from './fuzzy.js';
import { similarTerms } from './trigram.js';
import { nsnPrefix, partNumberPrefix, rowsOf } from './pg-where.js';

const CODE_SUGGESTIONS = 5;
/** Part numbers and NSNs need this many characters before a prefix narrows the catalog enough. */
const MIN_CODE_PREFIX = 3;
/** The fuzzy pass runs when the prefix pass found fewer suggestions than this. */
const FUZZY_BELOW = 3;
/**
 * A prefix term this many products carry is spelled as meant: a one-slip neighbour beside it ("tower" for
 * "toner") only distracts.
 */
const MANY_HITS = 10;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The term lower-cased with single spaces, as suggestion terms are compared. */
export function normalizeTerm(term: string): string {
  return term.toLowerCase().replace(/\s+/g, ' ').trim();
}

interface Row {
  term: string;
  kind: string;
  pid: number | null;
  grp: number;
  /** How many products carry the term (codes: 0). */
  weight: number;
}

function merge(rows: Row[], looksLikeCode: boolean, maxResults: number): EngineSuggestion[] {
  // Codes lead when the term has digits; otherwise prefix matches, then close spellings.
  const rankOf = (r: Row) => (r.grp >= 3 ? (looksLikeCode ? -1 : 5) : r.grp);
  const ordered = [...rows].sort((a, b) => rankOf(a) - rankOf(b));
  const seen = new Set<string>();
  const out: EngineSuggestion[] = [];
  for (const r of ordered) {
    const key = r.term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ term: r.term, kind: r.kind as SuggestionKind, ...(r.pid === null ? {} : { productId: Number(r.pid) }) });
    if (out.length >= maxResults) break;
  }
  return out;
}

/**
 * Prefix matches (btree on the lower-cased terms) and codes first; then, only when the prefix found almost
 * nothing, terms with a word starting like the last typed word within one slip (fuzzy.ts, in memory), and
 * only when those found nothing either, trigram similarity (pg_trgm's `%`, threshold 0.3, computed over the terms in
 * memory: trigram.ts). The common keystroke costs one indexed query.
 */
export async function autocompleteQuery(
  db: AppDb,
  vocabulary: () => Promise<Vocabulary>,
  rawTerm: string,
  maxResults: number,
): Promise<EngineSuggestion[]> {
  const term = normalizeTerm(rawTerm);
  if (term.length < 1) return [];
  const code = normalizePartNumber(term);
  const looksLikeCode = /\d/.test(term) && code.length >= MIN_CODE_PREFIX;
  const first = [
    sql`(SELECT term, kind, NULL::bigint AS pid, 0 AS grp, weight FROM search_terms WHERE term LIKE ${`${escapeLike(term)}%`}
         ORDER BY weight DESC, term LIMIT ${maxResults})`,
  ];
  if (looksLikeCode) {
    first.push(sql`(SELECT p.part_number, 'part', p.id, 3, 0 FROM products p WHERE ${partNumberPrefix(code)}
         ORDER BY p.part_number_norm LIMIT ${CODE_SUGGESTIONS})`);
    if (/^\d{4,}$/.test(code)) {
      first.push(sql`(SELECT p.nsn, 'nsn', p.id, 4, 0 FROM products p WHERE ${nsnPrefix(code)} ORDER BY p.nsn_norm LIMIT ${CODE_SUGGESTIONS})`);
    }
  }
  const rows = await rowsOf<Row>(db, sql.join(first, sql` UNION ALL `));
  // A term that already completes to a few suggestions is spelled right; close spellings are for the rest.
  if (rows.length >= Math.min(FUZZY_BELOW, maxResults) || term.length < 3) return merge(rows, looksLikeCode, maxResults);
  if (rows.some((r) => r.grp === 0 && Number(r.weight) >= MANY_HITS)) return merge(rows, looksLikeCode, maxResults);

  const words = await vocabulary();
  for (const t of closeTerms(words, term, maxResults)) rows.push({ term: t.term, kind: t.kind, pid: null, grp: 2, weight: t.weight });
  // Trigram similarity catches several slips at once; it runs only when nothing matched yet.
  if (rows.length === 0) {
    for (const t of similarTerms(words.terms, words.trigrams, term, maxResults)) rows.push({ term: t.term, kind: t.kind, pid: null, grp: 1, weight: t.weight });
  }
  return merge(rows, looksLikeCode, maxResults);
}

/** Terms spelled like the keyword (pg_trgm's similarity, computed in the process: trigram.ts), the keyword itself apart. */
export async function didYouMeanTerms(vocabulary: () => Promise<Vocabulary>, keyword: string, maxResults: number): Promise<string[]> {
  const term = normalizeTerm(keyword);
  if (term.length < 3) return [];
  const words = await vocabulary();
  return similarTerms(words.terms, words.trigrams, term, maxResults, term).map((t) => t.term);
}
