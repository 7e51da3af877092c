/** search/mfr_list and search/vnd_list: every manufacturer or contractor of the current search, with counts. */
import { type AdvancedSearchInput, type NameListAttributes, type SearchLinkPath, searchHref } from '@advantage/contracts';
import { withValue } from './facets.js';
import { buildRequest, paramsOf } from './request.js';
import type { SearchContext } from './run.js';

export function nameListVerb(ctx: SearchContext, kind: 'manufacturer' | 'contractor') {
  const param = kind === 'manufacturer' ? 'mfr' : 'vnd';
  return async (query: AdvancedSearchInput & { from: SearchLinkPath }): Promise<NameListAttributes> => {
    const { from, ...input } = query;
    const categories = await ctx.ref.categories();
    const { request } = await buildRequest(ctx.db, categories, input);
    const { items, sampled } = await ctx.engine.names(request, kind);
    const params = paramsOf(input);
    const current = params[param];
    return {
      searchText: input.searchText ?? '',
      items: items.map((i) => ({ ...i, url: searchHref(from, withValue(params, param, String(i.id))), selected: current === i.id })),
      sampled,
    };
  };
}
