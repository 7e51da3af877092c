/** Store ids and names of docs/product/README.md, themes and the store parameter rules of docs/product/accounts-and-sign-in.md "Store and theme". */

export const STORES = {
  0: 'ADVANTAGE',
  1: 'VITM',
  2: 'AIRFORCE',
  3: 'FSS',
  4: 'DOLPUNCHOUT',
  5: 'USDA',
  6: 'VA',
  7: 'EVAPUNCHOUT',
  8: 'DHS',
  9: 'USMC',
  10: 'STATE',
} as const;

export type StoreId = keyof typeof STORES;
export type StoreName = (typeof STORES)[StoreId];

export const STORE_IDS = Object.keys(STORES).map(Number) as StoreId[];
export const STORE_NAMES = Object.values(STORES) as StoreName[];

export const DEFAULT_STORE_ID = 0 satisfies StoreId;
export const DEFAULT_STORE: StoreName = 'ADVANTAGE';

/**
 * docs/product/README.md: "Some notes also list id 10 as general. The notes disagree, so both readings stand."
 * Id 10 is named STATE; where the state store has no setting or screen of its own, the general
 * storefront's applies (docs/adr/0003-stores-and-themes.md).
 */
export const STORE_ID_10_READINGS = ['STATE', 'ADVANTAGE'] as const;

/**
 * docs/product/accounts-and-sign-in.md: the store query parameter is accepted only if it is one of the nine known stores.
 * The two punchout stores are entered from an agency's procurement system (cXML punchout),
 * never from the landing page's query, which leaves nine.
 */
export const PUNCHOUT_STORES = ['DOLPUNCHOUT', 'EVAPUNCHOUT'] as const satisfies readonly StoreName[];
export const LANDING_STORES: readonly StoreName[] = STORE_NAMES.filter((name) => !(PUNCHOUT_STORES as readonly string[]).includes(name));

export type Theme = 'adv12' | 'adv19';
export type ThemeStyleSheet = 'ggs' | 'ux';
export const DEFAULT_THEME: Theme = 'adv19';
export const THEME_STYLE_SHEET: Record<Theme, ThemeStyleSheet> = { adv12: 'ggs', adv19: 'ux' };

/** docs/product/accounts-and-sign-in.md: FSS and USMC use adv12 with the ggs style sheet; all others adv19 with the ux style sheet. */
export function themeForStore(store: StoreName | undefined): Theme {
  return store === 'FSS' || store === 'USMC' ? 'adv12' : DEFAULT_THEME;
}

export function isStoreName(value: unknown): value is StoreName {
  return typeof value === 'string' && (STORE_NAMES as readonly string[]).includes(value);
}

export function isStoreId(value: unknown): value is StoreId {
  return typeof value === 'number' && Number.isInteger(value) && value in STORES;
}

/** docs/product/accounts-and-sign-in.md: "An unknown store id maps to 0." Accepts a number, a numeric string or a store name. */
export function toStoreId(value: unknown): StoreId {
  if (isStoreId(value)) return value;
  if (typeof value === 'string') {
    const trimmed = value.trim().toUpperCase();
    if (/^\d{1,2}$/.test(trimmed)) {
      const n = Number(trimmed);
      return isStoreId(n) ? n : DEFAULT_STORE_ID;
    }
    const index = STORE_NAMES.indexOf(trimmed as StoreName);
    if (index >= 0) return STORE_IDS[index] ?? DEFAULT_STORE_ID;
  }
  return DEFAULT_STORE_ID;
}

export function storeName(id: unknown): StoreName {
  return STORES[toStoreId(id)];
}

/**
 * The landing page's rule (docs/product/agency-stores.md "home and the empty path", docs/product/accounts-and-sign-in.md): upper-case the query value and
 * accept it only if it is a known landing store, else the stored store, else the default.
 */
export function resolveLandingStore(queryValue: string | null | undefined, stored: string | null | undefined): StoreName {
  const fromQuery = queryValue?.trim().toUpperCase();
  if (fromQuery && LANDING_STORES.includes(fromQuery as StoreName)) return fromQuery as StoreName;
  const fromStorage = stored?.trim().toUpperCase();
  if (fromStorage && isStoreName(fromStorage)) return fromStorage;
  return DEFAULT_STORE;
}

/**
 * Per-store screen sections of docs/product/agency-stores.md ("per-store sections advantage-vs, airforce-vs, …").
 * A store without a section of its own uses the general storefront.
 */
export type StoreSection = 'advantage-vs' | 'airforce-vs' | 'dhs-vs' | 'fss-vs' | 'state-vs' | 'usda-vs' | 'usmc-vs' | 'va-vs';

export const STORE_SECTION: Record<StoreName, StoreSection> = {
  ADVANTAGE: 'advantage-vs',
  VITM: 'advantage-vs',
  AIRFORCE: 'airforce-vs',
  FSS: 'fss-vs',
  DOLPUNCHOUT: 'advantage-vs',
  USDA: 'usda-vs',
  VA: 'va-vs',
  EVAPUNCHOUT: 'advantage-vs',
  DHS: 'dhs-vs',
  USMC: 'usmc-vs',
  STATE: 'state-vs',
};
