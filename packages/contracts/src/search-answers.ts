/**
 * What search, autocomplete and the category lists answer (the answer map, answers.ts; docs/adr/0034-typed-contract.md).
 * A file of its own because search.ts carries the input schemas and search-types.ts the views.
 */
import { answer, type AnswerRows } from './answer-table.js';
import type {
  AdvancedFormAttributes, AdvSelectAttributes, BrowsePageAttributes, CategoryTreeAttributes, ItSecurityAttributes, NameListAttributes,
  SearchResultsAttributes, ServiceCategoryListAttributes, SpecialCategoryListAttributes, SuggestionsAttributes, ZeroResultsAttributes,
} from './search-types.js';

const results = answer<SearchResultsAttributes>();
const zero = answer<ZeroResultsAttributes>();
/** A search that may be a category browse (no keyword): BrowsePage. */
const browsing = { SearchResults: results, BrowsePage: answer<BrowsePageAttributes>(), ZeroResults: zero };
/** The others answer a browse as SearchResults (BrowsePage's attributes are SearchResults' and more). */
const found = { SearchResults: results, ZeroResults: zero };
const form = answer<AdvancedFormAttributes>();
const tree = answer<CategoryTreeAttributes>();

export const SEARCH_ANSWERS = {
  'autocomplete': { Suggestions: answer<SuggestionsAttributes>() },
  'search/advantage_search': browsing,
  'search/header_search': browsing,
  'search/refine_search': found,
  'search/drilldown': found,
  'search/advanced_search': found,
  'search/special_category_search': found,
  'search/gss_search': found,
  'search/advanced': { ProductForm: form, ServicesForm: form },
  'search/adv_select': { AdvSelect: answer<AdvSelectAttributes>() },
  'search/itsecurity': { ItSecurity: answer<ItSecurityAttributes>() },
  'search/mfr_list': { ManufacturerList: answer<NameListAttributes>() },
  'search/vnd_list': { ContractorList: answer<NameListAttributes>() },
  'categories/category_list': { CategoryList: tree },
  'categories/product_category_list': { CategoryList: tree },
  'categories/special_category_list': { CategoryList: answer<SpecialCategoryListAttributes>() },
  'categories/service_category_list_as_json': { CategoryList: answer<ServiceCategoryListAttributes>() },
} satisfies AnswerRows;
