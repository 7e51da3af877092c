/**
 * Screens of the search section (docs/product/search-and-catalog.md): every search path's answers, the advanced forms, the
 * manufacturer and contractor dialogs, and main/start_page's browse-categories dialog. They share the
 * 'search' chunk. The category lists and autocomplete are data for the header, not screens.
 */
import { section } from '../../kit/screens/helpers';
import type { ScreenEntry, ScreenRegistry } from '../../kit/screens/types';
import type { ResultsPath } from '../../sections/search/attributes';

const search = section(() => import('../../sections/search/index'));

const RESULTS_TITLE = 'Search Results';

function results(title = RESULTS_TITLE) {
  return {
    SearchResults: { layout: 'classic', title, load: search('SearchResults') },
    ZeroResults: { layout: 'classic', title, load: search('ZeroResults') },
  } as const satisfies { SearchResults: ScreenEntry<ResultsPath, 'SearchResults'>; ZeroResults: ScreenEntry<ResultsPath, 'ZeroResults'> };
}

const BROWSE_PAGE = { layout: 'classic', title: 'Category Browse', load: search('BrowsePage') } as const satisfies ScreenEntry<'search/advantage_search' | 'search/header_search', 'BrowsePage'>;

/** main/start_page's browse-categories dialog (docs/product/search-and-catalog.md "Main: start_page (survey, browse-categories modal, ...)"). */
export const BROWSE_CATEGORIES_SCREEN = {
  layout: 'modal',
  modalClass: 'left-medium',
  title: 'Browse Categories',
  load: search('BrowseCategories'),
} as const satisfies ScreenEntry;

export const SEARCH_SCREENS = {
  'search/advantage_search': { ...results(), BrowsePage: BROWSE_PAGE },
  'search/header_search': { ...results(), BrowsePage: BROWSE_PAGE },
  'search/refine_search': results(),
  'search/drilldown': results(),
  'search/advanced_search': results(),
  'search/special_category_search': results('Special Programs'),
  'search/gss_search': results('GSA Global Supply'),
  'search/advanced': {
    ProductForm: { layout: 'classic', title: 'Advanced Search', load: search('ProductForm') },
    ServicesForm: { layout: 'classic', title: 'Advanced Search', load: search('ServicesForm') },
  },
  'search/adv_select': {
    AdvSelect: { layout: 'classic', title: 'Advantage Select', load: search('AdvSelect') },
  },
  'search/itsecurity': {
    ItSecurity: { layout: 'classic', title: 'IT Security', load: search('ItSecurity') },
  },
  'search/mfr_list': {
    ManufacturerList: { layout: 'modal', modalClass: 'right', title: 'Manufacturers/Brands', load: search('ManufacturerList') },
  },
  'search/vnd_list': {
    ContractorList: { layout: 'modal', modalClass: 'right', title: 'Contractors', load: search('ContractorList') },
  },
} as const satisfies ScreenRegistry;
