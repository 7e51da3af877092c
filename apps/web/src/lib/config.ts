/** Web app settings that are not part of the shared contracts. */
import { DEFAULT_REDIRECT_ALLOWLIST, EBUY_ORIGINS, type StoreName } from '@advantage/contracts';

/**
 * Origins an absolute redirect may leave the app for (docs/architecture.md, Security: "Redirects only to internal
 * paths or allow-listed https origins"). The app's own origin is always allowed besides these, and GSA eBuy for
 * main/ebuy's hand-off.
 */
export const EXTERNAL_ORIGIN_ALLOW_LIST: readonly string[] = [...DEFAULT_REDIRECT_ALLOWLIST, ...EBUY_ORIGINS];

export function allowedOrigins(): readonly string[] {
  const own = typeof window === 'undefined' ? [] : [window.location.origin];
  return [...own, ...EXTERNAL_ORIGIN_ALLOW_LIST];
}

/** Event dispatched on window when a call answered HTTP 401 (the login screen opens, see shell/auth/login-required.ts). */
export const LOGIN_REQUIRED_EVENT = 'advantage:login-required';
/**
 * Event dispatched on window when a call answered HTTP 401 with the ERROR envelope `SessionExpired`
 * (the server session ended by inactivity): the 'Session expired' prompt opens (docs/product/accounts-and-sign-in.md Session).
 */
export const SESSION_EXPIRED_EVENT = 'advantage:session-expired';
/** The server's response name for an HTTP 401 caused by an inactive server session. */
export const SESSION_EXPIRED_RESPONSE = 'SessionExpired';

/** docs/product/README.md pkce/callback loading message, quoted exactly. */
export const MFA_IN_PROGRESS_MESSAGE = 'Multifactor authentication in progress ...';
/** docs/product/README.md: the screen provider sign-in ends on (a POST path: the client sends the anti-forgery header). */
export const MFA_SIGN_IN_ROUTE = '/ws/login/mfa_sign_in';
export const SIGN_OUT_ROUTE = '/ws/login/sign_out';
/** docs/product/README.md: opened in a new tab from the smart card dialog's INSTRUCTIONS button. */
export const PIV_CAC_HELP_ROUTE = '/ws/information/page?keyName=PIV_CAC_HELP';

export const HOME_ROUTE = '/ws/main/home';
export const START_PAGE_PATH = 'main/start_page';

/** Display names for the store lists ("Change store"); the server's StoreSettings.title wins on a page. */
export const STORE_LABELS: Record<StoreName, string> = {
  ADVANTAGE: 'GSA Advantage!',
  VITM: 'VITM',
  AIRFORCE: 'Air Force',
  FSS: 'GSA Global Supply',
  DOLPUNCHOUT: 'DOL Punchout',
  USDA: 'Agriculture (USDA)',
  VA: 'Veterans Affairs (VA)',
  EVAPUNCHOUT: 'EVA Punchout',
  DHS: 'Homeland Security (DHS)',
  USMC: 'Marine Corps (USMC)',
  STATE: 'State and Local',
};

export function storeLogoSrc(store: StoreName): string {
  return `/images/stores/${store.toLowerCase()}.svg`;
}
