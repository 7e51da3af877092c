/** The general storefront's screens (spec §2 "General store mappings") owned by the shell issue. */
import { later, section } from './helpers';
import type { ScreenRegistry } from './types';

const main = section(() => import('./main'));
/** The 'login' section chunk (spec §2 "Sections loaded on demand"). */
export const login = section(() => import('./login'));

export const SURVEY_LATER = later('main/start_page Survey modal: the department survey issue');
export const BROWSE_CATEGORIES_LATER = later('main/start_page BrowseCategories modal: the catalog browse issue');

export const GENERAL_SCREENS = {
  // Spec §8 "HTTP 401: ... open login (modal right medium, or default layout in adv12)"; shown as /ds/login.
  'login': {
    DEFAULT: { layout: 'modal', modalClass: 'right-medium', title: 'Login', load: login('LoginScreen') },
  },
  'login/mfa_sign_in': {
    accessDenied: { layout: 'classic', title: 'Access Denied', load: login('AccessDenied') },
    Forbidden: { layout: 'classic', title: 'Access Denied', load: login('AccessDenied') },
  },
  'login/sign_out': {
    SignedOff: { layout: 'classic', title: 'Logout', load: login('SignedOff') },
    AdvantageConfirmLogOff: {
      layout: 'modal',
      modalClass: 'center',
      dismissible: false,
      title: 'Confirm Logout',
      load: login('ConfirmLogout'),
    },
    LogoutFromAuthServer: { layout: 'classic', title: 'Signing Out', load: login('AuthServerLogout') },
  },
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
