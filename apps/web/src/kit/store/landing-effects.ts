import { CLIENT_STORAGE_KEYS, COOKIES, SECURE_COOKIES } from '@advantage/contracts';
import { expireCookie } from '../../lib/cookies';
import { readStorage } from '../../lib/storage';
import { type LandingDecision, landingDecision } from './landing';
import { setStore } from './store-state';

/**
 * Runs the landing rule for a URL's `store` parameter: saves store and theme, and on a change of store
 * clears the anti-forgery cookie (the server rotates its HttpOnly session cookie itself when
 * start_page is called with a different store).
 */
export function land(search: URLSearchParams): LandingDecision {
  const decision = landingDecision(search.get('store'), readStorage('local', CLIENT_STORAGE_KEYS.store));
  if (decision.changed) {
    expireCookie(COOKIES.antiForgery);
    expireCookie(SECURE_COOKIES.antiForgery);
  }
  setStore(decision.store);
  return decision;
}
