/**
 * Close spellings for autocomplete: the words of the suggestion terms (search_terms, a few thousand
 * rows) kept in memory, and the typed last word compared with each word's beginning allowing one slip
 * (a letter wrong, missing, extra, or two letters swapped). Trigrams miss these in short words ("chiar"
 * shares two of its six trigrams with "chair"); a pass in SQL with a LIKE pattern per slip cost 15–40 ms.
 */

import { trigrams } from './trigram.js';

export interface TermRow {
  term: string;
  kind: string;
  weight: number;
}

export interface Vocabulary {
  terms: TermRow[];
  /** Each distinct word and the terms (indexes into `terms`) that contain it. */
  words: Map<string, number[]>;
  /** The same words split into characters once, for the comparisons. */
  letters: Array<{ letters: string[]; indexes: number[] }>;
  /** Each term's trigrams, as pg_trgm makes them (trigram.ts), in the order of `terms`. */
  trigrams: Array<Set<string>>;
}

const WORD = /[\p{L}\p{N}]+/gu;

export function buildVocabulary(terms: TermRow[]): Vocabulary {
  const words = new Map<string, number[]>();
  terms.forEach((t, i) => {
    for (const w of new Set(t.term.toLowerCase().match(WORD) ?? [])) {
      const list = words.get(w);
      if (list) list.push(i);
      else words.set(w, [i]);
    }
  });
  return { terms, words, letters: [...words].map(([w, indexes]) => ({ letters: Array.from(w), indexes })), trigrams: terms.map((t) => trigrams(t.term)) };
}

/** True when a and b differ by at most one substitution, insertion, deletion or adjacent swap. */
export function withinOneEdit(a: readonly string[], b: readonly string[]): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const rest = (x: readonly string[], from: number) => x.slice(from).join('');
  if (a.length === b.length) {
    if (rest(a, i + 1) === rest(b, i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2);
  }
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
}

/** Does `typed` start `word` with at most one slip (the typed text may be a prefix of the word)? */
export function startsWithinOneEdit(typed: readonly string[], word: readonly string[]): boolean {
  for (const len of [typed.length - 1, typed.length, typed.length + 1]) {
    if (len < 1 || len > word.length) continue;
    if (withinOneEdit(typed, word.slice(0, len))) return true;
  }
  return false;
}

/**
 * Terms whose words include every typed word before the last exactly and one starting like the last
 * word within one slip (or exactly: a word inside the term); heaviest first. Words shorter than 3 letters
 * are too ambiguous to correct.
 */
export function closeTerms(vocabulary: Vocabulary, typed: string, maxResults: number): TermRow[] {
  const words = typed.toLowerCase().match(WORD) ?? [];
  const last = words.at(-1);
  if (!last) return [];
  const lastLetters = Array.from(last);
  if (lastLetters.length < 3 || lastLetters.length > 20) return [];
  let candidates: Set<number> | undefined;
  for (const w of words.slice(0, -1)) {
    const having = new Set(vocabulary.words.get(w) ?? []);
    candidates = candidates ? new Set([...candidates].filter((i) => having.has(i))) : having;
  }
  const found = new Set<number>();
  for (const { letters, indexes } of vocabulary.letters) {
    if (Math.abs(letters.length - lastLetters.length) > 1 && letters.length < lastLetters.length) continue;
    if (!startsWithinOneEdit(lastLetters, letters)) continue;
    for (const i of indexes) if (!candidates || candidates.has(i)) found.add(i);
  }
  return [...found]
    .map((i) => vocabulary.terms[i] as TermRow)
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, maxResults);
}
