/** search/drilldown: a category chosen from a results page; always a results list (never BrowsePage). */
import type { SearchInput } from '@advantage/contracts';
import { runSearch, type RunResult, type SearchContext } from './run.js';

export function drilldownVerb(ctx: SearchContext) {
  return (input: SearchInput): Promise<RunResult> => runSearch(ctx, { path: 'search/drilldown', input });
}
