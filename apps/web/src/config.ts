/** Web app settings that are not part of the shared contracts. */
import { DEFAULT_REDIRECT_ALLOWLIST, type StoreName } from '@advantage/contracts';

/**
 * Origins an absolute redirect may leave the app for (ARCHITECTURE §6: "Redirects only to internal
 * paths or allow-listed https origins"). The app's own origin is always allowed besides these.
 */
export const EXTERNAL_ORIGIN_ALLOW_LIST: readonly string[] = DEFAULT_REDIRECT_ALLOWLIST;

export function allowedOrigins(): readonly string[] {
  const own = typeof window === 'undefined' ? [] : [window.location.origin];
  return [...own, ...EXTERNAL_ORIGIN_ALLOW_LIST];
}

/** Event dispatched on window when a call answered HTTP 401 (the sign-in issue opens the login dialog). */
export const LOGIN_REQUIRED_EVENT = 'advantage:login-required';

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

/** Spec §2 "Service category menu", in the spec's order. */
export const SERVICE_CATEGORIES: readonly string[] = [
  'About Buying Services',
  'Energy',
  'Environmental',
  'Facility Management',
  'Furniture',
  'Human Capital',
  'Office',
  'Professional',
  'Security & Law Enforcement',
  'Technology',
  'Training',
  'Transportation',
  'Travel',
  'Vehicle Buy/Lease Services',
];

export const SEARCH_ROUTE = '/ws/search/advantage_search';
