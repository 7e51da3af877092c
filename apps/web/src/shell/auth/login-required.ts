/**
 * docs/product/errors.md "HTTP 401: ... open login". The HTTP client signals 'advantage:login-required'; this module
 * remembers what to return to and asks the app frame to open the login screen (`/ds/login`: a right
 * medium dialog in adv19, a page of the default layout in adv12). The listener is installed when the
 * module loads, so a 401 on the very first page (before the frame exists) is not lost.
 */
import { useSyncExternalStore } from 'react';
import { HOME_ROUTE, LOGIN_REQUIRED_EVENT } from '../../lib/config';
import type { PendingRequest } from '../../lib/http/types';
import { lastPageUrl } from '../routes/ws-loader';
import { type PendingRoute, routeForFailedRequest } from './pending-route';

export const LOGIN_SCREEN_ROUTE = '/ds/login';

export interface LoginRequest {
  id: number;
  /** Where sign-in returns to: the failed GET's screen, else the page shown when it failed. */
  route: PendingRoute;
}

let request: LoginRequest | undefined;
let returnRoute: PendingRoute | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

export function requestLogin(failed: PendingRequest | undefined): void {
  const route = routeForFailedRequest(failed, lastPageUrl() ?? HOME_ROUTE);
  returnRoute = route;
  request = { id: nextId++, route };
  for (const listener of listeners) listener();
}

/** The open request, until the frame navigated to the login screen. */
export function loginRequest(): LoginRequest | undefined {
  return request;
}

export function consumeLoginRequest(id: number): void {
  if (request?.id === id) request = undefined;
}

/** What the login screen's 'Sign in' returns to; the page under the dialog when no 401 asked for it. */
export function loginReturnRoute(): PendingRoute | undefined {
  return returnRoute;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginRequest(): LoginRequest | undefined {
  return useSyncExternalStore(subscribe, loginRequest, loginRequest);
}

/** For tests. */
export function resetLoginRequest(): void {
  request = undefined;
  returnRoute = undefined;
}

if (typeof window !== 'undefined') {
  window.addEventListener(LOGIN_REQUIRED_EVENT, (event) => {
    requestLogin((event as CustomEvent<PendingRequest | undefined>).detail);
  });
}
