/** autocomplete?term&maxResults: suggestion terms (prefix and close spellings), part numbers and NSNs. */
import { productDetailUrl, RULES, type SuggestionsAttributes } from '@advantage/contracts';
import type { SearchContext } from './run.js';

export function autocompleteVerb(ctx: SearchContext) {
  return async ({ term, maxResults }: { term: string; maxResults: number }): Promise<SuggestionsAttributes> => {
    // A term the search would refuse (docs/product/validation-rules.md) gets no suggestions rather than an error while typing.
    if (!RULES.searchKeyword.test(term)) return { term, suggestions: [] };
    const found = await ctx.engine.autocomplete(term, maxResults);
    return {
      term,
      suggestions: found.map((s) => ({ term: s.term, kind: s.kind, ...(s.productId ? { url: productDetailUrl(s.productId) } : {}) })),
    };
  };
}
