/** The general storefront's screens (spec §2 "General store mappings") owned by the shell issue. */
import { later, section } from './helpers';
import type { ScreenRegistry } from './types';

const main = section(() => import('./main'));

export const SURVEY_LATER = later('main/start_page Survey modal: the department survey issue');
export const BROWSE_CATEGORIES_LATER = later('main/start_page BrowseCategories modal: the catalog browse issue');

export const GENERAL_SCREENS = {
  'main/start_page': {
    StartPage: { layout: 'index', title: 'Welcome', load: main('StartPage') },
    Login: { layout: 'index', title: 'Sign In', load: main('StartPage') },
    Survey: SURVEY_LATER,
    BrowseCategories: BROWSE_CATEGORIES_LATER,
  },
  'main/home': {
    HomePage: { layout: 'index', title: 'Home', load: main('HomePage') },
    StartPage: { layout: 'index', title: 'Welcome', load: main('StartPage') },
  },
} as const satisfies ScreenRegistry;
