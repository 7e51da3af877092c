import { ANTI_FORGERY_HEADER, CLIENT_STORAGE_KEYS, COOKIES, type HttpMethod, WEBSOCKET_ID_HEADER } from '@advantage/contracts';
import { readCookie } from '../cookies';
import { isRelativeUrl } from '../external-url';
import { readStorage } from '../storage';

/** The headers of spec §7 for one call. */
export function buildHeaders(method: HttpMethod, url: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    'Pragma': 'no-cache',
    'Content-Type': 'application/json',
    // A PDF read still accepts JSON so an error envelope can come back instead.
    'Accept': method === 'GET_PDF' ? 'application/pdf, application/json' : 'application/json',
  };
  const token = readStorage('session', CLIENT_STORAGE_KEYS.accessToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  const wsID = readStorage('session', CLIENT_STORAGE_KEYS.wsID) ?? readStorage('local', CLIENT_STORAGE_KEYS.wsID);
  if (wsID) headers[WEBSOCKET_ID_HEADER] = wsID;
  if (method !== 'GET' && method !== 'GET_PDF' && isRelativeUrl(url)) {
    const xsrf = readCookie(COOKIES.antiForgery);
    if (xsrf) headers[ANTI_FORGERY_HEADER] = xsrf;
  }
  return headers;
}
