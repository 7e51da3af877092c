/**
 * pg_trgm's similarity in the process, over the suggestion terms kept in memory (fuzzy.ts): "did you mean" and
 * autocomplete's last pass compared every term with `%` in the database, which on the embedded database was over a
 * third of the server's CPU under many first-time searches (docs/adr/0037-search-at-twenty-million.md). The terms are a
 * few thousand; the keyword's trigrams against each term's cost well under a millisecond. Computed as pg_trgm computes
 * it: each word of letters and digits lower-cased and padded with two spaces before and one after, its distinct
 * three-character sequences, and shared / (all of one + all of the other − shared) as a 4-byte float.
 */
const WORD = /[\p{L}\p{N}]+/gu;
/** pg_trgm.similarity_threshold's default: `%` holds at or above it. */
export const SIMILARITY_THRESHOLD = 0.3;

export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const chars = [' ', ' ', ...Array.from(word), ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
  }
  return out;
}

export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return Math.fround(shared / (a.size + b.size - shared));
}

/**
 * The terms similar to `text` (pg_trgm's `%`), most similar first, then the heaviest, then by term; `except` (a term
 * as normalized) left out.
 */
export function similarTerms<T extends { term: string; weight: number }>(
  terms: readonly T[],
  termTrigrams: readonly ReadonlySet<string>[],
  text: string,
  maxResults: number,
  except?: string,
): T[] {
  const wanted = trigrams(text);
  const found: Array<{ row: T; score: number }> = [];
  terms.forEach((row, i) => {
    const score = similarity(wanted, termTrigrams[i] as ReadonlySet<string>);
    if (score >= SIMILARITY_THRESHOLD && row.term !== except) found.push({ row, score });
  });
  return found
    .sort((a, b) => b.score - a.score || b.row.weight - a.row.weight || (a.row.term < b.row.term ? -1 : a.row.term > b.row.term ? 1 : 0))
    .slice(0, maxResults)
    .map((f) => f.row);
}
