/**
 * search/header_search (POST): the header form. Its fields may come in the body or the query string
 * (the body wins); the answers and their links are those of advantage_search.
 */
import { hasSearchCriterion, SEARCH_TEXTS, type SearchInput, searchFieldsSchema } from '@advantage/contracts';
import { ValidationError } from '../../lib/errors.js';
import { runSearch, type RunResult, type SearchContext } from './run.js';

const DEFAULTS: Record<string, unknown> = searchFieldsSchema.parse({});

export function mergeFields(query: SearchInput, body: SearchInput | undefined): SearchInput {
  const merged: Record<string, unknown> = { ...query };
  for (const [key, value] of Object.entries(body ?? {})) {
    // A body default (sort, page ...) does not undo what the query string chose.
    if (value !== undefined && !(key in DEFAULTS && DEFAULTS[key] === value)) merged[key] = value;
  }
  return merged as SearchInput;
}

export function headerSearchVerb(ctx: SearchContext) {
  return (query: SearchInput, body: SearchInput | undefined): Promise<RunResult> => {
    const input = mergeFields(query, body);
    if (!hasSearchCriterion(input)) throw new ValidationError([{ field: 'searchText', message: SEARCH_TEXTS.emptyKeyword }]);
    return runSearch(ctx, { path: 'search/advantage_search', input, browse: true });
  };
}
