/** Response attributes of the search and category paths: what the web screens read. */
import type { EnvelopeAttributes } from './envelope.js';
import type { SocioCode } from './catalog-views.js';
import type { StateAccess, StateProgramKey } from './state-programs.js';
import type { DeliveryKey, PriceBucketKey, ResultStyle, SearchLinkPath, SearchParams, SortKey, SuggestionKind } from './search-model.js';

/** One product in a result list. Prices in integer cents. */
export interface SearchResultItem {
  productId: number;
  title: string;
  /** First sentence or so of the description (plain text). */
  summary: string;
  manufacturerId: number;
  manufacturerName: string;
  partNumber: string;
  /** FSC-NIIN form `7510-00-286-6985`, or null when the item has no NSN. */
  nsn: string | null;
  unitOfIssue: string;
  categoryCode: string;
  categoryName: string;
  /** `/images/products/<key>.svg` */
  imageUrl: string;
  minPriceCents: number;
  maxPriceCents: number;
  offerCount: number;
  fastestDeliveryDays: number;
  /** Sold from GSA Global Supply stock ("2–7 day delivery"). */
  gsaStock: boolean;
  /** Special program codes and socio-economic codes, for badges. */
  programs: string[];
  socio: SocioCode[];
  /** State and local programs at least one of its offers is open under (badges). */
  statePrograms?: StateProgramKey[];
  /** For a state or local member: open to them under which of their programs, or why not. */
  stateAccess?: StateAccess;
  /** The keyword matched this item's part number or NSN exactly (these come first). */
  exactMatch: boolean;
  /** `/ws/catalog/product_detail?productId=<id>` */
  url: string;
}

/** One facet value; `count` is the number of results the search gives once it is applied. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
  /** The search with this value applied (page reset to 1). */
  url: string;
  selected: boolean;
}

export interface Facet {
  /** The link parameter this facet sets: cat, mfr, vnd, socio, program, price, delivery, gss. */
  param: keyof SearchParams;
  label: string;
  values: FacetValue[];
  /** Distinct values in the whole facet when `values` shows only the top ones (manufacturers, contractors). */
  totalValues: number;
  /** The modal listing every value (search/mfr_list, search/vnd_list), when there are more than shown. */
  moreUrl?: string;
}

/** A refinement in force, shown as a removable chip. */
export interface SelectedRefinement {
  param: keyof SearchParams;
  value: string;
  /** e.g. "Manufacturer: 3M" */
  label: string;
  removeUrl: string;
}

export interface BreadcrumbItem {
  name: string;
  code?: string;
  url: string;
}

export interface Paging {
  page: number;
  pageSize: number;
  pageCount: number;
  /** 1-based position of the first and last result on this page (0 when none). */
  from: number;
  to: number;
  pageSizeOptions: readonly number[];
  prevUrl?: string;
  nextUrl?: string;
}

export interface SortChoice {
  value: SortKey;
  label: string;
  url: string;
  selected: boolean;
}

/** Attributes of SearchResults (and the results part of BrowsePage and ItSecurity). */
export interface SearchResultsAttributes extends EnvelopeAttributes {
  /** The path links of this answer lead to (header_search answers link to advantage_search). */
  linkPath: SearchLinkPath;
  /** The search as understood, with defaults filled in; pass it to `searchHref` to change one thing. */
  params: SearchParams;
  /** The effective keyword shown in the heading ("" when browsing). */
  searchText: string;
  heading: string;
  results: SearchResultItem[];
  /** Exact total, or SEARCH_TOTAL_CAP with `totalCapped` when more match ("10,000+"). */
  total: number;
  totalCapped: boolean;
  /**
   * When true, more items matched than the engine ranks at once (`sampleSize`, e.g. 2,000): results were
   * ranked and sorted, and facets counted, over the first `sampleSize` matches only; paging stops there.
   */
  sampled: boolean;
  sampleSize?: number;
  /** Notice to show when sampled (`sampledNotice`). */
  notice?: string;
  exactMatches: number;
  paging: Paging;
  sort: SortChoice[];
  searchResultStyle: ResultStyle;
  /** Links to the same search in each style. */
  styleUrls: Record<ResultStyle, string>;
  facets: Facet[];
  selected: SelectedRefinement[];
  /** Removes every refinement but keeps the keyword (absent when nothing is selected). */
  clearAllUrl?: string;
  breadcrumb: BreadcrumbItem[];
  /** Set on special_category_search and when a program filter is the only criterion. */
  program?: SpecialProgram;
}

export interface CategoryNode {
  id: number;
  code: string;
  name: string;
  kind: 'product' | 'service';
  /** FSC (products) or PSC (services). */
  fsc: string | null;
  /** Products in this category and its descendants. */
  productCount: number;
  /** Category browse: `/ws/search/advantage_search?cat=<code>` */
  url: string;
  children: CategoryNode[];
}

/** BrowsePage: category browse without a keyword. */
export interface BrowsePageAttributes extends SearchResultsAttributes {
  category: Omit<CategoryNode, 'children'>;
  /** The direct subcategories, each with its product count. */
  subcategories: Omit<CategoryNode, 'children'>[];
}

export interface ZeroResultsAttributes extends EnvelopeAttributes {
  linkPath: SearchLinkPath;
  params: SearchParams;
  searchText: string;
  heading: string;
  /** e.g. 'No results found for "zzzz"'. */
  message: string;
  tips: readonly string[];
  /** Close terms from the suggestion list ("Did you mean"), each with its search link. */
  didYouMean: Array<{ term: string; url: string }>;
  /** Refinements in force: removing one may bring results back. */
  selected: SelectedRefinement[];
  clearAllUrl?: string;
  breadcrumb: BreadcrumbItem[];
}

export interface Suggestion {
  /** What goes into the search box. */
  term: string;
  kind: SuggestionKind;
  /** A product link for part-number and NSN suggestions, so choosing one can open the item directly. */
  url?: string;
}

export interface SuggestionsAttributes extends EnvelopeAttributes {
  term: string;
  suggestions: Suggestion[];
}

export interface SpecialProgram {
  code: string;
  name: string;
  description: string;
  kind: 'program' | 'service';
  /** `/ws/search/special_category_search?program=<code>` */
  url: string;
}

/** docs/product/search-and-catalog.md "Category object": url, searchQuery, categoryCode, plus the menu name and the resolved link. */
export interface ServiceCategory {
  name: string;
  url: string;
  searchQuery: string | null;
  categoryCode: string;
  /** Web address: docs/product/search-and-catalog.md's url with its search query, else the url with cat={categoryCode} (`serviceCategoryHref`). */
  href: string;
}

/** CategoryList of category_list and product_category_list: the tree (roots with children). */
export interface CategoryTreeAttributes extends EnvelopeAttributes {
  categories: CategoryNode[];
}
export interface SpecialCategoryListAttributes extends EnvelopeAttributes {
  programs: SpecialProgram[];
}
export interface ServiceCategoryListAttributes extends EnvelopeAttributes {
  serviceCategories: ServiceCategory[];
}

/** A manufacturer or contractor with how many results of the current search it has. */
export interface CountedName {
  id: number;
  name: string;
  count: number;
  /** The current search refined to it. */
  url: string;
  selected: boolean;
}

/** ManufacturerList / ContractorList modals. */
export interface NameListAttributes extends EnvelopeAttributes {
  searchText: string;
  /** Alphabetical. */
  items: CountedName[];
  sampled: boolean;
}

export interface SearchOption {
  value: string;
  label: string;
}

/** ProductForm / ServicesForm of search/advanced: the choices of the form. */
export interface AdvancedFormAttributes extends EnvelopeAttributes {
  formType: 'products' | 'services';
  heading: string;
  /** The form submits to this path (GET) with SearchParams names. */
  action: '/ws/search/advanced_search';
  categories: CategoryNode[];
  /** Products form only: every manufacturer (id as value). */
  manufacturers: SearchOption[];
  programs: SpecialProgram[];
  socio: SearchOption[];
  delivery: SearchOption[];
  sort: SearchOption[];
  pageSizes: readonly number[];
  /** Lowest and highest offer price in the catalog, cents. */
  priceRange: { minCents: number; maxCents: number };
  /** Values to prefill (from the query string). */
  values: SearchParams;
}

/** AdvSelect: what a department buyer picks from to start a search. */
export interface AdvSelectAttributes extends EnvelopeAttributes {
  heading: string;
  intro: string;
  productCategories: CategoryNode[];
  serviceCategories: ServiceCategory[];
  programs: SpecialProgram[];
  socio: Array<SearchOption & { url: string }>;
  advancedProductsUrl: string;
  advancedServicesUrl: string;
}

/** ItSecurity landing: the program, its sections, and the security results. */
export interface ItSecurityAttributes extends SearchResultsAttributes {
  intro: string;
  sections: Array<{ name: string; description: string; url: string; productCount: number }>;
}

export type { DeliveryKey, PriceBucketKey };
