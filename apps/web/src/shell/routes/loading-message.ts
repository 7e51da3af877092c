import { DEFAULT_LOADING_MESSAGE, loadingMessageFor, PKCE_CALLBACK_ROUTE, PKCE_LOGOUT_ROUTE } from '@advantage/contracts';
import { MFA_IN_PROGRESS_MESSAGE, MFA_SIGN_IN_ROUTE } from '../../lib/config';

/**
 * The loading message of docs/product/README.md for a route being loaded; the identity routes get theirs
 * ('Multifactor authentication in progress ...' from the provider's return to mfa_sign_in).
 * Undefined for a route that has none of its own.
 */
export function routeLoadingMessage(pathname: string): string | undefined {
  if (pathname === PKCE_CALLBACK_ROUTE || pathname === MFA_SIGN_IN_ROUTE) return MFA_IN_PROGRESS_MESSAGE;
  if (pathname === '/authenticate') return loadingMessageFor('sign_in');
  if (pathname === PKCE_LOGOUT_ROUTE) return loadingMessageFor('sign_out');
  if (pathname.startsWith('/ws/')) return loadingMessageFor(pathname.slice(4));
  return undefined;
}

export function bootLoadingMessage(pathname: string): string {
  return routeLoadingMessage(pathname) ?? DEFAULT_LOADING_MESSAGE;
}
