import { ANTI_FORGERY_HEADER, CART_SUMMARY_HEADER, CLIENT_STORAGE_KEYS, COOKIES, type HttpMethod, SECURE_COOKIES, WEBSOCKET_ID_HEADER } from '@advantage/contracts';
import { cartData } from '../connection/cart-data';
import { readCookie } from '../cookies';
import { isRelativeUrl } from '../external-url';
import { readStorage } from '../storage';

/** The headers of docs/architecture.md for one call; an anonymous call (public reference data) carries no bearer token. */
export function buildHeaders(method: HttpMethod, url: string, anonymous = false): Record<string, string> {
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    'Pragma': 'no-cache',
    'Content-Type': 'application/json',
    // A PDF read still accepts JSON so an error envelope can come back instead.
    'Accept': method === 'GET_PDF' ? 'application/pdf, application/json' : 'application/json',
  };
  const token = readStorage('session', CLIENT_STORAGE_KEYS.accessToken);
  if (token && !anonymous) headers.Authorization = `Bearer ${token}`;
  const wsID = readStorage('session', CLIENT_STORAGE_KEYS.wsID) ?? readStorage('local', CLIENT_STORAGE_KEYS.wsID);
  if (wsID) headers[WEBSOCKET_ID_HEADER] = wsID;
  // Until the app knows the cart, an answer brings the header's count with it.
  if (cartData() === undefined) headers[CART_SUMMARY_HEADER] = '1';
  if (method !== 'GET' && method !== 'GET_PDF' && isRelativeUrl(url)) {
    // An https deployment names it with the __Host- prefix; the embedded http mode cannot (the prefix needs Secure).
    // An emptied cookie is no token: the other name may hold the session's.
    const xsrf = readCookie(SECURE_COOKIES.antiForgery) || readCookie(COOKIES.antiForgery);
    if (xsrf) headers[ANTI_FORGERY_HEADER] = xsrf;
  }
  return headers;
}
