/** search/refine_search: search within the results of a keyword (refineText must match as well). */
import type { SearchInput } from '@advantage/contracts';
import { runSearch, type RunResult, type SearchContext } from './run.js';

export function refineSearchVerb(ctx: SearchContext) {
  return (input: SearchInput & { refineText?: string | undefined }): Promise<RunResult> =>
    runSearch(ctx, { path: 'search/refine_search', input });
}
