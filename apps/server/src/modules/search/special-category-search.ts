/** search/special_category_search: the items of special programs (Environmental, Disaster Relief, AbilityOne, Security, service codes). */
import type { SearchInput } from '@advantage/contracts';
import { runSearch, type RunResult, type SearchContext } from './run.js';

export function specialCategorySearchVerb(ctx: SearchContext) {
  return async (input: SearchInput): Promise<RunResult> => {
    const programs = await ctx.ref.programs();
    const chosen = (input.program ?? []).map((code) => programs.find((p) => p.code === code));
    const names = chosen.map((p, i) => p?.name ?? input.program?.[i] ?? '').join(', ');
    return runSearch(ctx, {
      path: 'search/special_category_search',
      input,
      program: chosen.length === 1 ? chosen[0] : undefined,
      heading: () => (input.searchText ? `${names}: results for "${input.searchText}"` : names),
    });
  };
}
