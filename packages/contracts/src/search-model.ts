import type { SocioCode } from './catalog-views.js';
import type { StateProgramKey } from './state-programs.js';

/**
 * The search vocabulary shared by server and web app: sort orders, page sizes, facet buckets, the
 * socio-economic codes, the total cap, buyer-facing texts, and how a search is written as a link.
 */

export const SEARCH_KEYWORD_MAX_LENGTH = 200;
/** Totals above this show as "10,000+"; ranking and facets then run on this many candidates (see ADR in the report). */
export const SEARCH_TOTAL_CAP = 10_000;

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'name', label: 'Name: A to Z' },
  { value: 'delivery', label: 'Fastest Delivery' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export const SORT_KEYS = SORT_OPTIONS.map((o) => o.value) as [SortKey, ...SortKey[]];
export const DEFAULT_SORT: SortKey = 'relevance';

export const PAGE_SIZE_OPTIONS = [12, 24, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 96;

export const RESULT_STYLES = ['list', 'grid'] as const;
export type ResultStyle = (typeof RESULT_STYLES)[number];

/** Socio-economic refinements, in the catalog's badge order (labels from SOCIO_ECONOMIC_BADGES). */
export const SOCIO_CODES: [SocioCode, ...SocioCode[]] = ['SB', 'WO', 'VO', 'SDVO', '8A', 'HUBZ', 'AO'];

/** Price buckets on the lowest offer price; `min` inclusive, `max` exclusive, in cents. */
export const PRICE_BUCKETS = [
  { key: '0-25', label: 'Under $25', min: 0, max: 2_500 },
  { key: '25-100', label: '$25 to $100', min: 2_500, max: 10_000 },
  { key: '100-500', label: '$100 to $500', min: 10_000, max: 50_000 },
  { key: '500-1000', label: '$500 to $1,000', min: 50_000, max: 100_000 },
  { key: '1000-5000', label: '$1,000 to $5,000', min: 100_000, max: 500_000 },
  { key: '5000+', label: '$5,000 and up', min: 500_000, max: undefined },
] as const;
export type PriceBucketKey = (typeof PRICE_BUCKETS)[number]['key'];
export const PRICE_BUCKET_KEYS = PRICE_BUCKETS.map((b) => b.key) as [PriceBucketKey, ...PriceBucketKey[]];

/** Delivery buckets are cumulative ("within N days") on the fastest offer. */
export const DELIVERY_BUCKETS = [
  { key: '1', label: 'Within 1 day', maxDays: 1 },
  { key: '3', label: 'Within 3 days', maxDays: 3 },
  { key: '7', label: 'Within 7 days', maxDays: 7 },
  { key: '14', label: 'Within 14 days', maxDays: 14 },
  { key: '30', label: 'Within 30 days', maxDays: 30 },
] as const;
export type DeliveryKey = (typeof DELIVERY_BUCKETS)[number]['key'];
export const DELIVERY_KEYS = DELIVERY_BUCKETS.map((b) => b.key) as [DeliveryKey, ...DeliveryKey[]];

export const AUTOCOMPLETE_DEFAULT_RESULTS = 8;
export const AUTOCOMPLETE_MAX_RESULTS = 20;
export const AUTOCOMPLETE_KINDS = ['type', 'manufacturer', 'category', 'contractor', 'phrase', 'part', 'nsn'] as const;
export type SuggestionKind = (typeof AUTOCOMPLETE_KINDS)[number];

/** Buyer-facing texts of the search screens. */
export const SEARCH_TEXTS = {
  emptyKeyword: 'Enter a keyword to search for.',
  invalidKeyword: 'Search keywords must start with a letter or a digit.',
  keywordTooLong: `Search keywords can be at most ${SEARCH_KEYWORD_MAX_LENGTH} characters long.`,
  advancedNoCriteria: 'Enter at least one search criterion.',
  advancedOnlyExclusions: 'Enter words to find as well as words to exclude.',
  advancedPriceOrder: 'The lowest price must not be higher than the highest price.',
  price: 'Enter a price in dollars, for example 25 or 19.99.',
  nsn: 'Enter a National Stock Number as 13 characters, with or without hyphens (7510-00-286-6985).',
  contractNumber: 'Enter a contract number such as GS-26F-5311H or 47QSWA18D008F.',
  /** Kept for compatibility; answers carry the exact text in `notice` (sampledNotice). */
  sampledFacets: 'Many items match. Results and refinement counts are drawn from the first matching items; narrow your search to see exact counts.',
  zeroResultsHeading: 'No results found',
  zeroResultsTips: [
    'Check the spelling of your keywords.',
    'Try fewer or more general keywords.',
    'Search by manufacturer part number or National Stock Number (NSN).',
    'Remove a refinement to widen the search.',
  ],
} as const;

/** The notice of a sampled answer (SearchResultsAttributes.sampled). */
export function sampledNotice(sampleSize: number): string {
  const n = sampleSize.toLocaleString('en-US');
  return `Many items match. Results are ranked, sorted and counted over the first ${n} matching items; narrow your search to see exact counts.`;
}

/** Paths whose answers are search results and may be linked with search parameters. */
export const SEARCH_LINK_PATHS = [
  'search/advantage_search',
  'search/refine_search',
  'search/drilldown',
  'search/advanced_search',
  'search/special_category_search',
  'search/gss_search',
  'search/itsecurity',
  // A department's search (scoped to its agreements by `dept`): its facets and pages stay in the scope.
  'department/main_search',
] as const;
export type SearchLinkPath = (typeof SEARCH_LINK_PATHS)[number];

/**
 * The parameters of a search as they travel in a link (all optional). Array values repeat the name.
 * Keyword search: searchText. Refine: refineText (search within results). Browse: cat.
 * Special programs: program. Advanced: allWords, anyWords, exactPhrase, excludeWords, partNumber, nsn,
 * contractNumber, contractor, priceMin, priceMax (dollars).
 */
export interface SearchParams {
  /** department/main_search: the department whose agreements the search is limited to. */
  dept?: string;
  searchText?: string;
  refineText?: string;
  cat?: string;
  mfr?: number;
  vnd?: number;
  socio?: SocioCode[];
  program?: string[];
  /** State and local purchasing programs: items with an offer open under each. */
  stateProgram?: StateProgramKey[];
  price?: PriceBucketKey;
  delivery?: DeliveryKey;
  gss?: boolean;
  allWords?: string;
  anyWords?: string;
  exactPhrase?: string;
  excludeWords?: string;
  partNumber?: string;
  nsn?: string;
  contractNumber?: string;
  contractor?: string;
  priceMin?: string;
  priceMax?: string;
  sort?: SortKey;
  page?: number;
  pageSize?: number;
  searchResultStyle?: ResultStyle;
}

/** Parameter order in links, so one search always has one address. */
const PARAM_ORDER: readonly (keyof SearchParams)[] = [
  'dept', 'searchText', 'refineText', 'allWords', 'anyWords', 'exactPhrase', 'excludeWords', 'partNumber', 'nsn', 'contractNumber', 'contractor',
  'cat', 'mfr', 'vnd', 'socio', 'program', 'stateProgram', 'price', 'priceMin', 'priceMax', 'delivery', 'gss', 'sort', 'page', 'pageSize',
  'searchResultStyle',
];

/** Query string of a search; defaults (page 1, relevance, 24 per page, list) are left out. */
export function searchQueryString(params: SearchParams): string {
  const out: string[] = [];
  for (const key of PARAM_ORDER) {
    const value = params[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'sort' && value === DEFAULT_SORT) continue;
    if (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) continue;
    if (key === 'searchResultStyle' && value === 'list') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) out.push(`${key}=${encodeURIComponent(v === true ? 'true' : String(v))}`);
  }
  return out.join('&');
}

/** Web address of a search screen, e.g. `/ws/search/advantage_search?searchText=toner&mfr=12`. */
export function searchHref(path: SearchLinkPath, params: SearchParams): string {
  const qs = searchQueryString(params);
  return `/ws/${path}${qs ? `?${qs}` : ''}`;
}

/** `7510002866985` → `7510-00-286-6985`. */
export function formatNsn(norm: string): string {
  return `${norm.slice(0, 4)}-${norm.slice(4, 6)}-${norm.slice(6, 9)}-${norm.slice(9)}`;
}

/**
 * Text answer of categories/service_category_list (docs/architecture.md "Text."): one line per service category, in
 * menu order, `name|url|searchQuery|categoryCode`, lines ending in `\n`; an empty searchQuery field means
 * none. `%`, `|` and line breaks inside a field are percent-encoded.
 */
export interface ServiceCategoryFields {
  name: string;
  url: string;
  searchQuery: string | null;
  categoryCode: string;
}

const encodeField = (v: string) => v.replace(/%/g, '%25').replace(/\|/g, '%7C').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

export function serviceCategoryText(list: readonly ServiceCategoryFields[]): string {
  return list.map((c) => [c.name, c.url, c.searchQuery ?? '', c.categoryCode].map(encodeField).join('|') + '\n').join('');
}

export function parseServiceCategoryText(text: string): ServiceCategoryFields[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', url = '', searchQuery = '', categoryCode = ''] = line.split('|').map((f) => decodeURIComponent(f));
      return { name, url, searchQuery: searchQuery === '' ? null : searchQuery, categoryCode };
    });
}

/**
 * docs/product/search-and-catalog.md: the link is the category's url with its search query, else the url with cat={categoryCode}.
 * A url naming a server path (`/search/advantage_search`) becomes the web address of its screen (`/ws/...`).
 */
export function serviceCategoryHref(c: ServiceCategoryFields): string {
  const base = c.url.startsWith('/') && !c.url.startsWith('/ws/') && !c.url.startsWith('//') ? `/ws${c.url}` : c.url;
  const sep = base.includes('?') ? '&' : '?';
  if (c.searchQuery) return `${base}${sep}${c.searchQuery.includes('=') ? c.searchQuery : `searchText=${encodeURIComponent(c.searchQuery)}`}`;
  return `${base}${sep}cat=${encodeURIComponent(c.categoryCode)}`;
}
