/** search/advanced_search: the advanced form's criteria (words, part number, NSN, contract, contractor, ranges). */
import type { AdvancedSearchInput } from '@advantage/contracts';
import { runSearch, type RunResult, type SearchContext } from './run.js';

export function advancedSearchVerb(ctx: SearchContext) {
  return (input: AdvancedSearchInput): Promise<RunResult> =>
    runSearch(ctx, { path: 'search/advanced_search', input, heading: () => 'Advanced Search Results' });
}
