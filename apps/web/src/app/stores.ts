/**
 * Per-store screen registries (docs/product/agency-stores.md per-store sections). Lookup tries the store's section first,
 * then the general registry, so a store overrides only what it lists.
 */
import { MESSAGES, type StoreSection } from '@advantage/contracts';
import { BROWSE_CATEGORIES, GENERAL_SCREENS, login, START_SURVEY } from './general';
import { section } from '../kit/screens/helpers';
import type { ScreenComponent, ScreenRegistry } from '../kit/screens/types';

const airforce = section(() => import('../sections/airforce-vs'));
const dhs = section(() => import('../sections/dhs-vs'));
const fss = section(() => import('../sections/fss-vs'));
const state = section(() => import('../sections/state-vs'));
const usda = section(() => import('../sections/usda-vs'));
const usmc = section(() => import('../sections/usmc-vs'));
const va = section(() => import('../sections/va-vs'));

/**
 * The virtual-store start page answers StartPage and its Login variant alike, and main/home's StartPage (a
 * home link entering the store); its home page is the general one.
 */
function virtualStoreStart(load: () => Promise<ScreenComponent>) {
  return {
    'main/start_page': {
      StartPage: { layout: 'virtual-store', title: 'Welcome', load },
      Login: { layout: 'virtual-store', title: 'Sign In', load },
      Survey: START_SURVEY,
      BrowseCategories: BROWSE_CATEGORIES,
    },
    'main/home': {
      HomePage: GENERAL_SCREENS['main/home'].HomePage,
      StartPage: { layout: 'virtual-store', title: 'Welcome', load },
    },
  } as const satisfies ScreenRegistry;
}

/** adv12 (FSS, USMC): the login screen is a page of the default layout, not a dialog (docs/product/errors.md HTTP 401). */
const ADV12_LOGIN = {
  DEFAULT: { layout: 'classic', title: 'Login', load: login('LoginScreen') },
} as const;

/**
 * The Marine Corps store (docs/product/agency-stores.md): its own layout for its start and home pages, its sign-in titled
 * 'Welcome to GSA United States Marine Corp', and usmc/start_page's four answers.
 */
const USMC_SCREENS = {
  'login': { DEFAULT: { ...ADV12_LOGIN.DEFAULT, title: MESSAGES.usmcLoginTitle } },
  'main/start_page': {
    StartPage: { layout: 'usmc', title: 'Welcome', load: usmc('StartPage') },
    Login: { layout: 'usmc', title: MESSAGES.usmcLoginTitle, load: usmc('StartPage') },
    Survey: START_SURVEY,
    BrowseCategories: BROWSE_CATEGORIES,
  },
  'usmc/start_page': {
    Login: { layout: 'usmc', title: MESSAGES.usmcLoginTitle, load: usmc('StartPage') },
    StartPage: { layout: 'usmc', title: 'Welcome', load: usmc('StartPage') },
    Success: { layout: 'usmc', title: 'Home', load: usmc('HomePage') },
    HomePage: { layout: 'usmc', title: 'Home', load: usmc('HomePage') },
  },
  'main/home': {
    HomePage: { layout: 'usmc', title: 'Home', load: usmc('HomePage') },
    StartPage: { layout: 'usmc', title: 'Welcome', load: usmc('StartPage') },
  },
} as const satisfies ScreenRegistry;

const FSS_SCREENS = {
  'login': ADV12_LOGIN,
  'main/start_page': {
    StartPage: { layout: 'index', title: 'Welcome', load: fss('StartPage') },
    Login: { layout: 'index', title: 'Sign In', load: fss('StartPage') },
    Survey: START_SURVEY,
    BrowseCategories: BROWSE_CATEGORIES,
  },
} as const satisfies ScreenRegistry;

export const STORE_SCREENS: Record<StoreSection, ScreenRegistry> = {
  // ADVANTAGE, VITM and the punchout stores are the general storefront: no overrides.
  'advantage-vs': {},
  'airforce-vs': virtualStoreStart(airforce('StartPage')),
  'dhs-vs': virtualStoreStart(dhs('StartPage')),
  'fss-vs': FSS_SCREENS,
  'state-vs': virtualStoreStart(state('StartPage')),
  'usda-vs': virtualStoreStart(usda('StartPage')),
  'usmc-vs': USMC_SCREENS,
  'va-vs': virtualStoreStart(va('StartPage')),
};
