/** Engine outcomes as the attributes of SearchResults, BrowsePage and ZeroResults (contracts/search-types.ts). */
import {
  formatNsn, normalizeNsn, sampledNotice, PAGE_SIZE_OPTIONS, productDetailUrl, productImageUrl, RESULT_STYLES, INPUT_SCHEMAS, SEARCH_TEXTS,
  type BreadcrumbItem, type Paging, type ResultStyle, type SearchLinkPath, type SearchParams, type SearchResultItem,
  type SearchResultsAttributes, searchHref, type SelectedRefinement, type SortChoice, SORT_OPTIONS, type SpecialProgram,
  type ZeroResultsAttributes,
} from '@advantage/contracts';
import type { SearchHit, SearchOutcome } from './engine.js';
import { buildFacets, clearedParams, selectedRefinements, withoutValue } from './facets.js';
import { browseUrl, type CategoryIndex, type CategoryRow } from './reference.js';

export interface PresentInput {
  path: SearchLinkPath;
  params: SearchParams;
  heading: string;
  categories: CategoryIndex;
  programs: SpecialProgram[];
  category?: CategoryRow | undefined;
  /** Names for the manufacturer and contractor chips when the facets do not carry them. */
  manufacturer?: string | undefined;
  contractor?: string | undefined;
  program?: SpecialProgram | undefined;
}

/** A link is offered only when its path would accept it (removing the last criterion would not). */
function acceptable(path: SearchLinkPath, params: SearchParams): boolean {
  const schema = INPUT_SCHEMAS[path]?.query;
  if (!schema) return true;
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    query[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return schema.safeParse(query).success;
}

function summary(text: string): string {
  const sentence = /^(.{40,}?[.!?])\s/.exec(text);
  const cut = sentence?.[1] ?? text;
  return cut.length > 200 ? `${cut.slice(0, 197).replace(/\s+\S*$/, '')}…` : cut;
}

function item(hit: SearchHit, categories: CategoryIndex): SearchResultItem {
  const category = categories.byId.get(hit.categoryId);
  const nsn = hit.nsn ? normalizeNsn(hit.nsn) : undefined;
  return {
    productId: hit.id,
    title: hit.title,
    summary: summary(hit.summary),
    manufacturerId: hit.manufacturerId,
    manufacturerName: hit.manufacturerName,
    partNumber: hit.partNumber,
    nsn: nsn ? formatNsn(nsn) : hit.nsn,
    unitOfIssue: hit.unitOfIssue,
    categoryCode: category?.code ?? '',
    categoryName: category?.name ?? '',
    imageUrl: productImageUrl(hit.image),
    minPriceCents: hit.minPriceCents,
    maxPriceCents: hit.maxPriceCents,
    offerCount: hit.offerCount,
    fastestDeliveryDays: hit.fastestDeliveryDays,
    gsaStock: hit.gsaStock,
    programs: hit.programs,
    socio: hit.socio,
    exactMatch: hit.exact,
    url: productDetailUrl(hit.id),
    statePrograms: hit.statePrograms,
  };
}

export function breadcrumbOf(categories: CategoryIndex, category: CategoryRow | undefined): BreadcrumbItem[] {
  if (!category) return [];
  return categories.ancestry(category.id).map((c) => ({ name: c.name, code: c.code, url: browseUrl(c.code) }));
}

function chipsOf(input: PresentInput, names: { manufacturer?: string | undefined; contractor?: string | undefined }) {
  const chips = selectedRefinements(input.path, input.params, { categories: input.categories, programs: input.programs, ...names })
    // Leaving "search within results" is the keyword search again.
    .map((c) => (c.param === 'refineText' ? { ...c, removeUrl: searchHref('search/advantage_search', withoutValue(input.params, c.param, c.value)) } : c));
  const removable = (c: SelectedRefinement) => c.param === 'refineText' || acceptable(input.path, withoutValue(input.params, c.param, c.value));
  const selected = chips.filter(removable);
  const cleared = clearedParams(input.params);
  const clearAllUrl = selected.length > 1 && acceptable(input.path, cleared) ? searchHref(input.path, cleared) : undefined;
  return { selected, ...(clearAllUrl ? { clearAllUrl } : {}) };
}

export function resultsAttributes(input: PresentInput, outcome: SearchOutcome): SearchResultsAttributes {
  const { path, params } = input;
  const pageSize = params.pageSize ?? 24;
  const page = outcome.page;
  // A sampled answer can page through its sample only.
  const pageCount = Math.max(1, Math.ceil((outcome.sampled ? outcome.sampleSize : outcome.total) / pageSize));
  const from = outcome.hits.length ? (page - 1) * pageSize + 1 : 0;
  const current = { ...params, page };
  const paging: Paging = {
    page,
    pageSize,
    pageCount,
    from,
    to: from ? from + outcome.hits.length - 1 : 0,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    ...(page > 1 ? { prevUrl: searchHref(path, { ...current, page: page - 1 }) } : {}),
    ...(page < pageCount ? { nextUrl: searchHref(path, { ...current, page: page + 1 }) } : {}),
  };
  const sort: SortChoice[] = SORT_OPTIONS.map((o) => ({
    value: o.value,
    label: o.label,
    url: searchHref(path, { ...params, sort: o.value, page: 1 }),
    selected: o.value === (params.sort ?? 'relevance'),
  }));
  const style: ResultStyle = params.searchResultStyle ?? 'list';
  const styleUrls = Object.fromEntries(RESULT_STYLES.map((s) => [s, searchHref(path, { ...current, searchResultStyle: s })])) as Record<ResultStyle, string>;
  const mfrName = params.mfr ? (outcome.facets.manufacturers.find((m) => m.id === params.mfr)?.name ?? input.manufacturer) : undefined;
  const vndName = params.vnd ? (outcome.facets.contractors.find((m) => m.id === params.vnd)?.name ?? input.contractor) : undefined;
  const sampled = outcome.sampled;
  return {
    linkPath: path,
    params: current,
    searchText: params.searchText ?? '',
    heading: input.heading,
    results: outcome.hits.map((h) => item(h, input.categories)),
    total: outcome.total,
    totalCapped: outcome.capped,
    sampled,
    ...(sampled ? { notice: sampledNotice(outcome.sampleSize), sampleSize: outcome.sampleSize } : {}),
    exactMatches: outcome.exactMatches,
    paging,
    sort,
    searchResultStyle: style,
    styleUrls,
    facets: buildFacets({ path, params: current, counts: outcome.facets, categories: input.categories, programs: input.programs, category: input.category }),
    ...chipsOf(input, { manufacturer: mfrName, contractor: vndName }),
    breadcrumb: breadcrumbOf(input.categories, input.category),
    ...(input.program ? { program: input.program } : {}),
  };
}

export function zeroAttributes(input: PresentInput, didYouMean: string[]): ZeroResultsAttributes {
  const { path, params } = input;
  const keyword = params.searchText ?? params.allWords ?? '';
  return {
    linkPath: path,
    params,
    searchText: params.searchText ?? '',
    heading: SEARCH_TEXTS.zeroResultsHeading,
    message: keyword ? `No results found for "${keyword}".` : 'No items match these criteria.',
    tips: SEARCH_TEXTS.zeroResultsTips,
    didYouMean: didYouMean.map((term) => ({ term, url: searchHref('search/advantage_search', { searchText: term }) })),
    ...chipsOf(input, { manufacturer: input.manufacturer, contractor: input.contractor }),
    breadcrumb: breadcrumbOf(input.categories, input.category),
  };
}
