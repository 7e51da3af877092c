/**
 * The search answers' attributes (contracts search-types.ts) as the screens read them. The server is
 * the same codebase, but an older tab or a partial answer must not break a page: lists default to [].
 */
import type {
  AdvancedFormAttributes, BrowsePageAttributes, ItSecurityAttributes, NameListAttributes, SearchResultsAttributes, ZeroResultsAttributes,
} from '@advantage/contracts';
import type { Envelope } from '@advantage/contracts';

/** The paths that answer SearchResults and ZeroResults: every search, and a department's (department/main_search). */
export type ResultsPath
  = | 'search/advantage_search' | 'search/header_search' | 'search/refine_search' | 'search/drilldown' | 'search/advanced_search'
    | 'search/special_category_search' | 'search/gss_search' | 'department/main_search';

const array = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

export function readResults(envelope: Envelope): SearchResultsAttributes {
  const a = envelope.attributes as Partial<SearchResultsAttributes>;
  const paging = record(a.paging) as Partial<SearchResultsAttributes['paging']>;
  const results = array<SearchResultsAttributes['results'][number]>(a.results);
  return {
    ...a,
    linkPath: a.linkPath ?? 'search/advantage_search',
    params: record(a.params),
    searchText: a.searchText ?? '',
    heading: a.heading ?? 'Search Results',
    results,
    total: typeof a.total === 'number' ? a.total : results.length,
    totalCapped: a.totalCapped === true,
    sampled: a.sampled === true,
    exactMatches: a.exactMatches ?? 0,
    paging: {
      page: paging.page ?? 1,
      pageSize: paging.pageSize ?? results.length,
      pageCount: paging.pageCount ?? 1,
      from: paging.from ?? (results.length ? 1 : 0),
      to: paging.to ?? results.length,
      pageSizeOptions: array<number>(paging.pageSizeOptions),
      ...(paging.prevUrl ? { prevUrl: paging.prevUrl } : {}),
      ...(paging.nextUrl ? { nextUrl: paging.nextUrl } : {}),
    },
    sort: array(a.sort),
    searchResultStyle: a.searchResultStyle === 'grid' ? 'grid' : 'list',
    styleUrls: (a.styleUrls ?? {}) as SearchResultsAttributes['styleUrls'],
    facets: array<SearchResultsAttributes['facets'][number]>(a.facets).map((f) => ({ ...f, values: array(f.values) })),
    selected: array(a.selected),
    breadcrumb: array(a.breadcrumb),
  };
}

export function readBrowse(envelope: Envelope): BrowsePageAttributes {
  const a = envelope.attributes as Partial<BrowsePageAttributes>;
  const base = readResults(envelope);
  const category = a.category ?? { id: 0, code: '', name: base.heading, kind: 'product' as const, fsc: null, productCount: base.total, url: '' };
  return { ...base, category, subcategories: array(a.subcategories) };
}

export function readItSecurity(envelope: Envelope): ItSecurityAttributes {
  const a = envelope.attributes as Partial<ItSecurityAttributes>;
  return { ...readResults(envelope), intro: a.intro ?? '', sections: array(a.sections) };
}

export function readZero(envelope: Envelope): ZeroResultsAttributes {
  const a = envelope.attributes as Partial<ZeroResultsAttributes>;
  return {
    ...a,
    linkPath: a.linkPath ?? 'search/advantage_search',
    params: record(a.params),
    searchText: a.searchText ?? '',
    heading: a.heading ?? 'No results found',
    message: a.message ?? '',
    tips: array(a.tips),
    didYouMean: array(a.didYouMean),
    selected: array(a.selected),
    breadcrumb: array(a.breadcrumb),
  };
}

export function readNameList(envelope: Envelope): NameListAttributes {
  const a = envelope.attributes as Partial<NameListAttributes>;
  return { ...a, searchText: a.searchText ?? '', items: array(a.items), sampled: a.sampled === true };
}

export function readAdvancedForm(envelope: Envelope): AdvancedFormAttributes {
  const a = envelope.attributes as Partial<AdvancedFormAttributes>;
  return {
    ...a,
    formType: a.formType === 'services' ? 'services' : 'products',
    heading: a.heading ?? 'Advanced Search',
    action: '/ws/search/advanced_search',
    categories: array(a.categories),
    manufacturers: array(a.manufacturers),
    programs: array(a.programs),
    socio: array(a.socio),
    delivery: array(a.delivery),
    sort: array(a.sort),
    pageSizes: array(a.pageSizes),
    priceRange: a.priceRange ?? { minCents: 0, maxCents: 0 },
    values: record(a.values),
  };
}
