/**
 * The search engine seam: the verbs speak only this interface, so PostgreSQL full-text search
 * (pg-engine.ts) can later be replaced by a dedicated engine without touching the screens' answers.
 */
import type { SocioCode, SortKey, StateProgramKey, SuggestionKind } from '@advantage/contracts';

/** Full-text criteria. Every present part must match (the advanced form's parts are combined with AND). */
export interface TextCriteria {
  /** Keyword in web-search syntax: words, "quoted phrases", `or`, `-excluded`. */
  keyword?: string;
  /** Search within results: a second keyword that must match as well. */
  refine?: string;
  allWords?: string;
  anyWords?: string;
  exactPhrase?: string;
  excludeWords?: string;
}

export interface SearchFilters {
  /** A category and all its descendants. */
  categoryIds?: number[];
  manufacturerId?: number;
  contractorId?: number;
  /** Products offered by any of these contractors (advanced search by contractor name). */
  anyContractorIds?: number[];
  /** Products offered under one of these contracts (advanced search by contract number). */
  contractIds?: number[];
  socio?: SocioCode[];
  programs?: string[];
  /** State and local programs: products with an offer open under every one of them. */
  statePrograms?: string[];
  /** Lowest offer price range in cents, `min` inclusive, `max` exclusive. */
  priceMinCents?: number;
  priceMaxCents?: number;
  deliveryMaxDays?: number;
  gsaStock?: boolean;
  /** Upper-case alphanumeric part-number prefix. */
  partNumberPrefix?: string;
  /** The 13 NSN characters. */
  nsn?: string;
  /** The criteria can match nothing (an unknown contract number or contractor): answer zero results without asking. */
  impossible?: boolean;
}

export interface SearchRequest {
  text?: TextCriteria;
  /** Items whose part number or NSN equals the keyword come first, whatever the rank. */
  exact?: { partNumberNorm?: string; nsnNorm?: string };
  filters: SearchFilters;
  sort: SortKey;
  page: number;
  pageSize: number;
}

export interface SearchHit {
  id: number;
  title: string;
  summary: string;
  manufacturerId: number;
  manufacturerName: string;
  partNumber: string;
  nsn: string | null;
  unitOfIssue: string;
  categoryId: number;
  image: string;
  minPriceCents: number;
  maxPriceCents: number;
  offerCount: number;
  fastestDeliveryDays: number;
  gsaStock: boolean;
  programs: string[];
  socio: SocioCode[];
  /** The product's state and local programs (its badges), known keys only, in the product's order. */
  statePrograms: StateProgramKey[];
  exact: boolean;
}

/** A hit's columns under the short names both engines' SQL selects (pg-engine's JSON rows, mem-index's load). */
export interface HitColumns {
  title: string;
  summary: string;
  mid: number;
  mname: string;
  pn: string;
  nsn: string | null;
  ui: string;
  cid: number;
  image: string;
  minp: number;
  maxp: number;
  offers: number;
  days: number;
  gss: boolean;
  programs: string[];
  socio: SocioCode[];
  sprog: string[];
}

export interface NamedCount {
  id: number;
  name: string;
  count: number;
}

/** Counts over the same set the results come from. */
export interface FacetCounts {
  /** Per leaf category id. */
  categories: Map<number, number>;
  /** The most frequent manufacturers, and how many distinct ones there are. */
  manufacturers: NamedCount[];
  manufacturerTotal: number;
  contractors: NamedCount[];
  contractorTotal: number;
  socio: Map<string, number>;
  programs: Map<string, number>;
  /** Per state and local program key. */
  statePrograms: Map<string, number>;
  /** Per price bucket key and per delivery bucket key (cumulative). */
  price: Map<string, number>;
  delivery: Map<string, number>;
  gsaStock: number;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** Exact count, or the cap when `capped`. */
  total: number;
  capped: boolean;
  /** More matched than `sampleSize`: results were ranked and facets counted over the first `sampleSize` matches. */
  sampled: boolean;
  sampleSize: number;
  exactMatches: number;
  facets: FacetCounts;
  /** The page actually answered (a page past the end answers the last one). */
  page: number;
  /** When the ranking it was made from was computed, if earlier than now (the app's clock, ms): the answer is as old. */
  asOf?: number;
}

export interface EngineSuggestion {
  term: string;
  kind: SuggestionKind;
  productId?: number;
}

export interface SearchEngine {
  /** Ranked, sorted, paged results with facet counts; `facetLimit` bounds the manufacturer and contractor lists. */
  search(request: SearchRequest, facetLimit: number): Promise<SearchOutcome>;
  /** Every manufacturer or contractor of the search with its count (the modals). */
  names(request: SearchRequest, kind: 'manufacturer' | 'contractor'): Promise<{ items: NamedCount[]; sampled: boolean }>;
  autocomplete(term: string, maxResults: number): Promise<EngineSuggestion[]>;
  /** Close suggestion terms for a keyword that found nothing. */
  didYouMean(keyword: string, maxResults: number): Promise<string[]>;
}
