/**
 * The landing rule of docs/product/agency-stores.md ("home and the empty path") and
 * docs/product/accounts-and-sign-in.md "Store and theme", as a pure decision.
 */
import { resolveLandingStore, type StoreName, type Theme, themeForStore } from '@advantage/contracts';
import { START_PAGE_PATH } from '../../lib/config';

export interface LandingDecision {
  store: StoreName;
  theme: Theme;
  /** True when the store differs from the stored one: the anti-forgery cookie is then cleared. */
  changed: boolean;
  to: string;
}

export function landingDecision(queryStore: string | null, storedStore: string | null): LandingDecision {
  const store = resolveLandingStore(queryStore, storedStore);
  return {
    store,
    theme: themeForStore(store),
    changed: storedStore?.trim().toUpperCase() !== store,
    to: `/ws/${START_PAGE_PATH}?store=${encodeURIComponent(store)}`,
  };
}
