/**
 * Autocomplete for the header search (docs/architecture.md `autocomplete?term&maxResults`): one call per settled
 * keystroke, the previous one aborted, and the last answers kept so typing back and forth costs nothing.
 */
import { AUTOCOMPLETE_DEFAULT_RESULTS, AUTOCOMPLETE_KINDS, type Suggestion, type SuggestionKind } from '@advantage/contracts';
import { callServer } from '../../../lib/http/client';

export type { Suggestion };

export const MAX_SUGGESTIONS = AUTOCOMPLETE_DEFAULT_RESULTS;
/** Shorter input matches too much to be useful. */
export const MIN_TERM_LENGTH = 2;
const REMEMBERED = 50;

const answers = new Map<string, readonly Suggestion[]>();

function remember(key: string, list: readonly Suggestion[]): void {
  if (answers.size >= REMEMBERED) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
  answers.set(key, list);
}

const isKind = (value: unknown): value is SuggestionKind => (AUTOCOMPLETE_KINDS as readonly unknown[]).includes(value);

/** Keeps well-formed suggestions; a product link is kept only when it stays inside the app. */
function asSuggestions(value: unknown): Suggestion[] {
  if (!Array.isArray(value)) return [];
  const list: Suggestion[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { term, kind, url } = item as Record<string, unknown>;
    if (typeof term !== 'string' || !term.trim() || !isKind(kind)) continue;
    const inApp = typeof url === 'string' && url.startsWith('/ws/');
    list.push({ term: term.trim(), kind, ...(inApp ? { url } : {}) });
  }
  return list.slice(0, MAX_SUGGESTIONS);
}

/** Suggestions for a term, [] when the server has none or cannot be reached; throws only when aborted. */
export async function fetchSuggestions(term: string, signal: AbortSignal): Promise<readonly Suggestion[]> {
  const key = term.trim().toLowerCase();
  const known = answers.get(key);
  if (known) return known;
  const outcome = await callServer('autocomplete', { query: { term: term.trim(), maxResults: MAX_SUGGESTIONS }, signal });
  if (outcome.kind !== 'envelope' || !outcome.envelope) return [];
  const list = asSuggestions(outcome.envelope.attributes.suggestions);
  remember(key, list);
  return list;
}
