/**
 * The route a sign-in returns to (docs/product/accounts-and-sign-in.md: "a saved route (routeURL, routeURLWithParams, routeData)
 * keyed by the state value"). It is kept in memory and, across the provider's redirect, in
 * sessionStorage under the proof key's state.
 */
import { isRelativeUrl } from '../../lib/external-url';
import type { PendingRequest } from '../../lib/http/types';
import { queryString } from '../../lib/query';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

export interface PendingRoute {
  /** The in-app path, e.g. `/ws/cart/shopping_cart`. */
  routeURL: string;
  /** The same with its query, e.g. `/ws/cart/shopping_cart?x=1`. */
  routeURLWithParams: string;
  /** The request that answered 401 and is replayed after sign-in, when there was one. */
  routeData?: PendingRequest;
}

/** Where AUTHENTICATED goes, and the request body to send there (a POST that answered 401). */
export interface ReturnTarget {
  to: string;
  replay?: Replay;
}

export interface Replay {
  path: string;
  payload: unknown;
}

let current: PendingRoute | undefined;
let replay: Replay | undefined;

/** Only paths of this app: `/x`, never `//host` or `scheme:`. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && isRelativeUrl(url);
}

export function routeFor(url: string, routeData?: PendingRequest): PendingRoute {
  const routeURLWithParams = isAppPath(url) ? url : '/home';
  const routeURL = routeURLWithParams.split(/[?#]/)[0] ?? routeURLWithParams;
  return { routeURL, routeURLWithParams, ...(routeData ? { routeData } : {}) };
}

/** A field named like a card number, or any value that is a run of 13 to 19 digits (with spaces or hyphens). */
export function holdsCardNumber(value: unknown, key = ''): boolean {
  if (/card.?(number|no)$|^pan$/i.test(key)) return true;
  if (typeof value === 'string') return /^(?:\d[\s-]?){12,18}\d$/.test(value.trim());
  if (Array.isArray(value)) return value.some((v) => holdsCardNumber(v));
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => holdsCardNumber(v, k));
  return false;
}

/** A card number, or a field named like a password (an AAC password and its confirmation, a new sign-in password). */
export function holdsSecret(value: unknown, key = ''): boolean {
  if (/pass(word|code|phrase)/i.test(key)) return true;
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).some(([k, v]) => holdsSecret(v, k));
  return holdsCardNumber(value, key);
}

/**
 * The route for a request that answered 401: a GET is re-entered by its screen, anything else from `currentUrl`.
 * A body carrying a card number or a password is not kept: the saved route crosses the provider redirect in
 * sessionStorage, where neither may be written; the buyer enters it again after signing in.
 */
export function routeForFailedRequest(request: PendingRequest | undefined, currentUrl: string): PendingRoute {
  if (request && (request.method === 'GET' || request.method === 'GET_PDF')) {
    return routeFor(`/ws/${request.path}${queryString(request.query)}`);
  }
  if (request && (holdsSecret(request.payload) || holdsSecret(request.query))) return routeFor(currentUrl);
  return routeFor(currentUrl, request);
}

/**
 * `url` with its `store` query naming `store`. AUTHENTICATED switches the store (docs/product/accounts-and-sign-in.md) and returns to the
 * saved route: a `store` query left naming the store signed in from would switch back, and a store change
 * starts a new, signed-out server session.
 */
export function withStore(url: string, store: string): string {
  const parsed = new URL(url, 'http://app.invalid');
  const named = parsed.searchParams.get('store');
  if (named === null || named.toUpperCase() === store) return url;
  parsed.searchParams.set('store', store);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function setPendingRoute(route: PendingRoute | undefined): void {
  current = route;
}

export function pendingRoute(): PendingRoute | undefined {
  return current;
}

export function takePendingRoute(): PendingRoute | undefined {
  const route = current;
  current = undefined;
  return route;
}

export function returnTarget(route: PendingRoute): ReturnTarget {
  const request = route.routeData;
  if (!request) return { to: route.routeURLWithParams };
  const to = `/ws/${request.path}${queryString(request.query)}`;
  if (request.method === 'GET' || request.method === 'GET_PDF') return { to };
  return { to, replay: { path: request.path, payload: request.payload } };
}

export function persistPendingRoute(state: string, route: PendingRoute): void {
  writeStorage('session', state, JSON.stringify(route));
}

function isRequest(value: unknown): value is PendingRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { path, method } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof method === 'string';
}

/** The route stored under `state`, if it is a well-formed in-app route. */
export function restorePendingRoute(state: string): PendingRoute | undefined {
  const raw = readStorage('session', state);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { routeURLWithParams, routeData } = value as Record<string, unknown>;
    if (typeof routeURLWithParams !== 'string' || !isAppPath(routeURLWithParams)) return undefined;
    return routeFor(routeURLWithParams, isRequest(routeData) ? routeData : undefined);
  } catch {
    return undefined;
  }
}

export function removePersistedRoute(state: string | null | undefined): void {
  if (state) removeStorage('session', state);
}

/** A POST to send again once the navigation to its path runs (see ws-loader). */
export function setReplay(next: Replay | undefined): void {
  replay = next;
}

export function takeReplay(path: string): Replay | undefined {
  if (replay?.path !== path) return undefined;
  const taken = replay;
  replay = undefined;
  return taken;
}
