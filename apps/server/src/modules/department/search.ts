/**
 * department/main_search: the marketplace search limited to the department's agreements, through the search
 * area's one engine. Links on the answer (facets, pages, sort) keep `dept`, so they stay in the scope.
 */
import { type DepartmentSearchInput, DEPARTMENT_TEXT, searchHref, type SearchResultsAttributes } from '@advantage/contracts';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import type { RunResult, SearchInputs } from '../search/service.js';
import type { DepartmentDirectory } from './queries.js';

const PATH = 'department/main_search';

export const departmentMainUrl = (code: string) => `/ws/department/main?dept=${encodeURIComponent(code)}`;

/**
 * The modal lists of every manufacturer or contractor search the whole catalog, and "search within" removal links
 * lead to the general search: on a department's answer they would leave its scope, so they point back into it.
 */
function keepInScope(attributes: SearchResultsAttributes): SearchResultsAttributes {
  return {
    ...attributes,
    facets: attributes.facets.map(({ moreUrl: _more, ...facet }) => facet),
    selected: attributes.selected.map((chip) => {
      if (chip.param !== 'refineText') return chip;
      const { refineText: _refine, page: _page, ...rest } = attributes.params;
      return { ...chip, removeUrl: searchHref(PATH, rest) };
    }),
  };
}

export async function departmentSearch(app: FastifyInstance, directory: DepartmentDirectory, input: DepartmentSearchInput): Promise<RunResult> {
  const record = directory.byCode.get(input.dept);
  if (!record) throw new ValidationError([{ field: 'dept', message: DEPARTMENT_TEXT.unknownDepartment }]);
  const agreement = input.contractNumber ? record.agreements.find((a) => a.contractNumber.toUpperCase() === input.contractNumber?.toUpperCase()) : undefined;
  const searchInput: SearchInputs & { dept: string } = { ...input };
  const result = await app.searchService.run({
    path: PATH,
    input: searchInput,
    scopeContractIds: record.contractIds,
    // A department's search lists everything on its agreements when no keyword is given.
    neverZero: !input.searchText && !input.refineText,
    heading: () => {
      const within = agreement ? ` on ${agreement.contractNumber}` : '';
      return input.searchText ? `${record.row.name}${within}: results for "${input.searchText}"` : `${record.row.name}${within}: items on its agreements`;
    },
  });
  if (result.kind === 'ZeroResults') {
    const { attributes } = result;
    const didYouMean = attributes.didYouMean.map((d) => ({ ...d, url: searchHref(PATH, { dept: record.row.code, searchText: d.term }) }));
    return { kind: 'ZeroResults', attributes: { ...attributes, didYouMean } };
  }
  return { kind: 'SearchResults', attributes: keepInScope(result.attributes) };
}
