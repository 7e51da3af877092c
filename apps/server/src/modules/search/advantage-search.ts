/** search/advantage_search (and its old address search.do): keyword search, or category browse with `cat` alone. */
import type { SearchInput } from '@advantage/contracts';
import { runSearch, type RunResult, type SearchContext } from './run.js';

export function advantageSearchVerb(ctx: SearchContext) {
  return (input: SearchInput): Promise<RunResult> => runSearch(ctx, { path: 'search/advantage_search', input, browse: true });
}
