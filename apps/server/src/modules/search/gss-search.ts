/** search/gss_search: GSA Global Supply stock items only ("2–7 day delivery"). */
import type { SearchInput } from '@advantage/contracts';
import { runSearch, type RunResult, type SearchContext } from './run.js';

export function gssSearchVerb(ctx: SearchContext) {
  return (input: SearchInput): Promise<RunResult> =>
    runSearch(ctx, {
      path: 'search/gss_search',
      input: { ...input, gss: undefined },
      fixed: { gss: true },
      heading: () => (input.searchText ? `GSA Global Supply results for "${input.searchText}"` : 'GSA Global Supply Stock Items'),
    });
}
