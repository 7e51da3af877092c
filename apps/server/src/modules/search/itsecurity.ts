/**
 * search/itsecurity: the IT security landing. It introduces the program, lists the categories that
 * carry security items (with counts) and shows the items; refinements stay on this page.
 */
import type { ItSecurityAttributes, SearchInput } from '@advantage/contracts';
import { runSearch, type SearchContext } from './run.js';

export const IT_SECURITY_PROGRAM = 'SECURITY';
const INTRO
  = 'Products and services that help agencies protect people, facilities, networks and data: access control and surveillance, '
    + 'cybersecurity tools and services, identity credentials, and physical security equipment, all on current GSA contracts.';

export function itSecurityVerb(ctx: SearchContext) {
  return async (input: SearchInput): Promise<ItSecurityAttributes> => {
    const programs = await ctx.ref.programs();
    const program = programs.find((p) => p.code === IT_SECURITY_PROGRAM);
    const result = await runSearch(ctx, {
      path: 'search/itsecurity',
      input: { ...input, program: input.program?.filter((p) => p !== IT_SECURITY_PROGRAM) },
      fixed: { program: [...(input.program ?? []).filter((p) => p !== IT_SECURITY_PROGRAM), IT_SECURITY_PROGRAM] },
      program,
      neverZero: true,
      heading: () => (input.searchText ? `IT Security results for "${input.searchText}"` : 'IT Security'),
    });
    const intro = program?.description ? `${program.description} ${INTRO}` : INTRO;
    if (result.kind !== 'SearchResults') throw new Error('itsecurity answers results only');
    const categories = result.attributes.facets.find((f) => f.param === 'cat')?.values ?? [];
    return {
      ...result.attributes,
      intro,
      sections: categories.map((c) => ({ name: c.label, description: `${c.count.toLocaleString('en-US')} security items`, url: c.url, productCount: c.count })),
    };
  };
}
