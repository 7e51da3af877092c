/** The general storefront's screens (docs/product/README.md "General store mappings") owned by the shell issue. */
import { CONFIRM_PROMPT, DEPARTMENT_TITLES, MESSAGE_CENTER_TEXT } from '@advantage/contracts';
import { AAC_SCREENS } from './registry/aacassignment';
import { CART_SCREENS } from './registry/cart';
import { CATALOG_SCREENS } from './registry/catalog';
import { CHECKOUT_SCREENS } from './registry/checkout';
import { FEDSTRIP_SCREENS } from './registry/fedstrip';
import { GGS_SCREENS } from './registry/ggs';
import { section } from '../kit/screens/helpers';
import { INFORMATION_SCREENS } from './registry/information';
import { ORDERHISTORY_SCREENS } from './registry/orderhistory';
import { ORDERING_SCREENS } from './registry/ordering';
import { PARKCART_SCREENS } from './registry/parkcart';
import { ACCOUNT_SCREENS } from './registry/profile-account';
import { BROWSE_CATEGORIES_SCREEN, SEARCH_SCREENS } from './registry/search';
import { STATE_SCREENS } from './registry/state';
import { RESTRICTED_SCREENS } from './registry/shared-vs';
import { DEPARTMENT_SCREENS } from './registry/department';
import { EBUY_SCREENS } from './registry/ebuy';
import type { ScreenRegistry } from '../kit/screens/types';

const main = section(() => import('../sections/main'));
/** The 'login' section chunk (docs/product/README.md "Sections loaded on demand"). */
export const login = section(() => import('../sections/login'));
/** The 'profile' section chunk: member registration. */
const profile = section(() => import('../sections/profile'));
/** Access Denied, or the way on to a registration's last step (a small chunk of the profile section). */
const profileFinish = section(() => import('../sections/profile/finish'));

/** docs/product/README.md "/ggs/profile/registration: Initial, Failure, Pre-Register (Member Registration)". */
const REGISTRATION_TITLE = 'Member Registration';

const FEDERAL_REGISTRATION = {
  'Initial': { layout: 'classic', title: REGISTRATION_TITLE, load: profile('FederalRegistration') },
  'Failure': { layout: 'classic', title: REGISTRATION_TITLE, load: profile('FederalRegistration') },
  'Pre-Register': { layout: 'classic', title: REGISTRATION_TITLE, load: profile('FederalRegistration') },
} as const;

/**
 * The last step runs with a provider token that no server session has signed in yet, good for this
 * path only: the search bar and the category menu, whose searches would answer 401, stay hidden.
 */
const REGISTRATION_DETAILS = {
  Initial: { layout: 'classic', title: REGISTRATION_TITLE, flags: { hideSearchBar: true, hideCategories: true }, load: profile('RegistrationDetails') },
  Failure: { layout: 'classic', title: REGISTRATION_TITLE, flags: { hideSearchBar: true, hideCategories: true }, load: profile('RegistrationDetails') },
} as const;

/** main/start_page's Survey variant: the department pages' survey as a dialog over the start page. */
const department = section(() => import('../sections/department'));
export const START_SURVEY = { layout: 'modal', modalClass: 'center', title: DEPARTMENT_TITLES.survey, load: department('SurveyForm') } as const;
/** main/start_page's browse-categories dialog, in every store (search section). */
export const BROWSE_CATEGORIES = BROWSE_CATEGORIES_SCREEN;

export const GENERAL_SCREENS = {
  // docs/product/errors.md "HTTP 401: ... open login (modal right medium, or default layout in adv12)"; shown as /ds/login.
  'login': {
    DEFAULT: { layout: 'modal', modalClass: 'right-medium', title: 'Login', load: login('LoginScreen') },
  },
  'login/mfa_sign_in': {
    // The login section's Access Denied, unless the identity is finishing a registration begun here.
    accessDenied: { layout: 'classic', title: 'Access Denied', load: profileFinish('RegistrationAccessDenied') },
    Forbidden: { layout: 'classic', title: 'Access Denied', load: login('AccessDenied') },
  },
  // docs/product/README.md: sign_in answers Success, Failure and (the marine corps store's link) forgotPassword.
  'login/sign_in': {
    Success: { layout: 'classic', title: 'Sign In', load: login('SignInAnswer') },
    Failure: { layout: 'classic', title: 'Sign In', load: login('SignInAnswer') },
    forgotPassword: { layout: 'classic', title: 'Forgot User ID', load: login('ForgotUserId') },
  },
  'sign_in/forgot_user_id': {
    Success: { layout: 'classic', title: 'Forgot User ID', load: login('ForgotUserId') },
    Failure: { layout: 'classic', title: 'Forgot User ID', load: login('ForgotUserId') },
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
    Survey: START_SURVEY,
    BrowseCategories: BROWSE_CATEGORIES,
  },
  'main/home': {
    HomePage: { layout: 'index', title: 'Home', load: main('HomePage') },
    StartPage: { layout: 'index', title: 'Welcome', load: main('StartPage') },
  },
  // docs/product/README.md "message center modal".
  'main/message_center': {
    MessageCenter: { layout: 'modal', modalClass: 'right-medium', title: MESSAGE_CENTER_TEXT.title, load: main('MessageCenter') },
  },
  'main/message_center_read': {
    MessageCenter: { layout: 'modal', modalClass: 'right-medium', title: MESSAGE_CENTER_TEXT.title, load: main('MessageCenter') },
  },
  // Member registration (docs/product/README.md profile). The ggs paths are FSS/USMC's; the server answers them for
  // any store, so they live here with the others.
  'profile/registration': FEDERAL_REGISTRATION,
  'ggs/profile/registration': FEDERAL_REGISTRATION,
  'profile/state_registration': {
    'Initial': { layout: 'classic', title: REGISTRATION_TITLE, load: profile('StateRegistration') },
    'Failure': { layout: 'classic', title: REGISTRATION_TITLE, load: profile('StateRegistration') },
    'Pre-Register': { layout: 'classic', title: REGISTRATION_TITLE, load: profile('StateRegistration') },
  },
  'profile/validatestateemail': {
    Step1: { layout: 'classic', title: REGISTRATION_TITLE, load: profile('StateRegistration') },
    Step2: { layout: 'classic', title: REGISTRATION_TITLE, load: profile('StateRegistration') },
    Failure: { layout: 'classic', title: REGISTRATION_TITLE, load: profile('StateRegistration') },
  },
  'profile/registration_submit': REGISTRATION_DETAILS,
  'ggs/profile/registration_submit': REGISTRATION_DETAILS,
  // docs/product/README.md "registration dialogs cannot be dismissed by backdrop or keyboard".
  'profile/confirm_prompt': {
    ConfirmPrompt: { layout: 'modal', modalClass: 'center', dismissible: false, title: CONFIRM_PROMPT.title, load: profile('ConfirmPrompt') },
    DEFAULT: { layout: 'modal', modalClass: 'center', dismissible: false, title: CONFIRM_PROMPT.title, load: profile('ConfirmPrompt') },
  },
  ...SEARCH_SCREENS,
  ...CATALOG_SCREENS,
  ...INFORMATION_SCREENS,
  ...CART_SCREENS,
  ...PARKCART_SCREENS,
  ...CHECKOUT_SCREENS,
  ...ORDERHISTORY_SCREENS,
  ...ORDERING_SCREENS,
  ...ACCOUNT_SCREENS,
  ...AAC_SCREENS,
  ...FEDSTRIP_SCREENS,
  ...STATE_SCREENS,
  ...DEPARTMENT_SCREENS,
  ...EBUY_SCREENS,
  ...GGS_SCREENS,
  ...RESTRICTED_SCREENS,
} as const satisfies ScreenRegistry;
