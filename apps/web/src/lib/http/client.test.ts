import { ANTI_FORGERY_MISMATCH } from '@advantage/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REQUIRED_EVENT, SESSION_EXPIRED_EVENT } from '../config';
import { lastActivity } from '../activity';
import { cartData, setCartData } from '../connection/cart-data';
import { callServer } from './client';
import { pendingRequest, takePendingRequest } from './pending';

type FetchArgs = [input: string, init: RequestInit];

function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

const SCREEN = { responseType: 'SCREEN', responseName: 'ShoppingCart', pathInfo: 'cart/shopping_cart', attributes: {} };

/** Plays the server setting (or expiring) its anti-forgery cookie. */
function setXsrfCookie(value: string | undefined): void {
  // the test stands in for the server's Set-Cookie.
  document.cookie = value === undefined ? 'XSRF-TOKEN=; Max-Age=0; Path=/' : `XSRF-TOKEN=${value}; Path=/`;
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: init.headers as Record<string, string> };
}

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => jsonResponse(SCREEN));
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  localStorage.clear();
  setXsrfCookie(undefined);
  takePendingRequest();
  setCartData(undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('callServer conventions (docs/architecture.md)', () => {
  it('sends public reference data without the bearer token, so a refused token cannot make it a sign-in prompt', async () => {
    sessionStorage.setItem('access_token', 'expired-token');
    await callServer('main/struts_ng_url_map', { url: '/advantage/rs/main/struts_ng_url_map', anonymous: true });
    expect(lastCall().headers.Authorization).toBeUndefined();
    await callServer('main/struts_ng_url_map', { url: '/advantage/rs/main/struts_ng_url_map' });
    expect(lastCall().headers.Authorization).toBe('Bearer expired-token');
  });

  it('calls /rs/<path> with credentials and the no-cache JSON headers', async () => {
    const result = await callServer('cart/shopping_cart');
    const { url, init, headers } = lastCall();
    expect(url).toBe('/rs/cart/shopping_cart');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers).toMatchObject({
      'Cache-Control': 'no-cache',
      'Pragma': 'no-cache',
      'Content-Type': 'application/json',
      'Accept': 'application/json',
    });
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-WebSocket-ID']).toBeUndefined();
    expect(result).toEqual({ kind: 'envelope', status: 200, envelope: SCREEN });
  });

  it('strips a /ws/ prefix and picks the method from the method table', async () => {
    await callServer('/ws/login/sign_in', { payload: { a: 1 } });
    expect(lastCall().url).toBe('/rs/login/sign_in');
    expect(lastCall().init.method).toBe('POST');
  });

  it('sends the bearer token and the WebSocket id when they exist', async () => {
    sessionStorage.setItem('access_token', 'tok-123');
    localStorage.setItem('wsID', 'ws-9');
    await callServer('main/home');
    expect(lastCall().headers.Authorization).toBe('Bearer tok-123');
    expect(lastCall().headers['X-WebSocket-ID']).toBe('ws-9');
  });

  it('repeats array query values for GET', async () => {
    await callServer('search/advantage_search', { query: { searchText: 'pens', cat: ['1', '2'], empty: undefined } });
    expect(lastCall().url).toBe('/rs/search/advantage_search?searchText=pens&cat=1&cat=2');
  });

  it('POST sends the JSON body and the query, with the anti-forgery header from its cookie', async () => {
    setXsrfCookie('abc%3D123');
    await callServer('cart/addCart', { query: { store: 'VA' }, payload: { item: 7, qty: 2 } });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/rs/cart/addCart?store=VA');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ item: 7, qty: 2 }));
    expect(headers['X-XSRF-TOKEN']).toBe('abc=123');
  });

  it('sends the __Host- anti-forgery cookie of an https deployment', async () => {
    setXsrfCookie(undefined);
    // The test stands in for the server's Set-Cookie on an https origin.
    document.cookie = '__Host-XSRF-TOKEN=prefixed; Path=/; Secure';
    try {
      await callServer('cart/addCart', { payload: {} });
      expect(lastCall().headers['X-XSRF-TOKEN']).toBe('prefixed');
    } finally {
      document.cookie = '__Host-XSRF-TOKEN=; Max-Age=0; Path=/; Secure';
    }
  });

  it('sends a state change once more when the server refused its token as not the session\'s and set the right one', async () => {
    const refused = { responseType: 'ERROR', responseName: 'Forbidden', pathInfo: 'cart/addCart', attributes: { detailedErrorMessage: ANTI_FORGERY_MISMATCH } };
    setXsrfCookie('of-the-old-session');
    fetchMock.mockImplementationOnce(async () => {
      setXsrfCookie('of-the-session');
      return jsonResponse(refused, 403, 'Forbidden');
    });
    const result = await callServer('cart/addCart', { payload: { item: 7, qty: 2 } });
    expect(fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['X-XSRF-TOKEN'])).toEqual(['of-the-old-session', 'of-the-session']);
    expect(result).toMatchObject({ kind: 'envelope', status: 200 });

    // Once only, and only for that refusal: a second mismatch, or another 403, is the answer.
    fetchMock.mockClear();
    fetchMock.mockImplementation(async () => jsonResponse(refused, 403, 'Forbidden'));
    expect(await callServer('cart/addCart', { payload: { item: 7, qty: 2 } })).toMatchObject({ kind: 'http-error', status: 403, message: ANTI_FORGERY_MISMATCH });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockClear();
    fetchMock.mockImplementation(async () => jsonResponse({ ...refused, attributes: { detailedErrorMessage: 'Cross-site requests are not accepted.' } }, 403, 'Forbidden'));
    expect(await callServer('cart/addCart', { payload: { item: 7, qty: 2 } })).toMatchObject({ kind: 'http-error', status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never sends the anti-forgery header on GET', async () => {
    setXsrfCookie('abc');
    await callServer('main/home');
    expect(lastCall().headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('answers \'Unexpected request\' for a path with no method, before any network call', async () => {
    const result = await callServer('no/such_path');
    expect(result).toEqual({ kind: 'unexpected-request', path: 'no/such_path' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('GET_PDF reads a Blob and opens it in a new window', async () => {
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    fetchMock.mockResolvedValueOnce(new Response(blob, { headers: { 'Content-Type': 'application/pdf' } }));
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf-1');
    const open = vi.spyOn(window, 'open').mockReturnValue(window);
    const result = await callServer('orderhistory/view_pdf', { query: { orderNumber: 'A1' } });
    expect(lastCall().init.method).toBe('GET');
    expect(lastCall().url).toBe('/rs/orderhistory/view_pdf?orderNumber=A1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('blob:pdf-1', '_blank');
    expect(result).toEqual({ kind: 'pdf', status: 200 });
  });

  it('HTTP 401 removes the tokens, remembers the request and signals login', async () => {
    sessionStorage.setItem('id_token', 'id');
    sessionStorage.setItem('access_token', 'at');
    sessionStorage.setItem('wsID', 'keep-me');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const heard = vi.fn();
    window.addEventListener(LOGIN_REQUIRED_EVENT, heard);
    const result = await callServer('cart/addCart', { query: { x: '1' }, payload: { item: 3 } });
    window.removeEventListener(LOGIN_REQUIRED_EVENT, heard);
    const request = { path: 'cart/addCart', method: 'POST', query: { x: '1' }, payload: { item: 3 } };
    expect(result).toEqual({ kind: 'login-required', request });
    expect(sessionStorage.getItem('id_token')).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('wsID')).toBe('keep-me');
    expect(pendingRequest()).toEqual(request);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('a background read is no activity, and its HTTP 401 neither signals login nor keeps the request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    await callServer('main/home');
    vi.setSystemTime(new Date('2026-01-01T10:20:00Z'));
    sessionStorage.setItem('access_token', 'at');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const heard = vi.fn();
    window.addEventListener(LOGIN_REQUIRED_EVENT, heard);
    const result = await callServer('main/message_center', { query: { view: 'count' }, background: true });
    window.removeEventListener(LOGIN_REQUIRED_EVENT, heard);
    expect(result).toMatchObject({ kind: 'http-error', status: 401 });
    expect(heard).not.toHaveBeenCalled();
    expect(pendingRequest()).toBeUndefined();
    expect(sessionStorage.getItem('access_token')).toBe('at');
    expect(lastActivity()).toBe(Date.parse('2026-01-01T10:00:00Z'));
  });

  it('reports other HTTP errors with status, status text, message and the error envelope', async () => {
    const envelope = { responseType: 'ERROR', responseName: 'NotFound', pathInfo: 'x', attributes: {} };
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope, 404, 'Not Found'));
    const result = await callServer('main/home');
    expect(result).toEqual({
      kind: 'http-error',
      status: 404,
      statusText: 'Not Found',
      message: 'Http failure response for /rs/main/home: 404 Not Found',
      envelope,
    });
  });

  it('reports a network failure without throwing', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await callServer('main/home')).toEqual({ kind: 'network-error', message: 'Failed to fetch' });
  });

  it('resets the activity clock on every call except main/end_session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    await callServer('main/home');
    expect(lastActivity()).toBe(Date.parse('2026-01-01T10:00:00Z'));
    vi.setSystemTime(new Date('2026-01-01T10:20:00Z'));
    await callServer('main/end_session');
    expect(lastActivity()).toBe(Date.parse('2026-01-01T10:00:00Z'));
    await callServer('main/extend_session');
    expect(lastActivity()).toBe(Date.parse('2026-01-01T10:20:00Z'));
  });

  it('uses an absolute path override (the legacy map) with the same conventions', async () => {
    await callServer('main/struts_ng_url_map', { url: '/advantage/rs/main/struts_ng_url_map' });
    expect(lastCall().url).toBe('/advantage/rs/main/struts_ng_url_map');
    expect(lastCall().init.credentials).toBe('include');
  });

  it('treats a 2xx body that is not an envelope as no response', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ hello: 'world' }));
    expect(await callServer('main/home')).toEqual({ kind: 'envelope', status: 200, envelope: undefined });
  });

  it('returns the document of a \'json\' path (login/oauth_config) as it was sent', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ client_id: 'web', scopes_supported: ['openid'] }));
    expect(await callServer('login/oauth_config')).toEqual({ kind: 'json', status: 200, data: { client_id: 'web', scopes_supported: ['openid'] } });
  });

  it('returns the text of a \'text\' path (main/extend_session)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('1800', { headers: { 'Content-Type': 'text/plain' } }));
    expect(await callServer('main/extend_session')).toEqual({ kind: 'text', status: 200, text: '1800' });
  });

  it('HTTP 401 with the ERROR envelope SessionExpired signals the session-expiry event, not login', async () => {
    sessionStorage.setItem('access_token', 'at');
    const envelope = { responseType: 'ERROR', responseName: 'SessionExpired', pathInfo: 'main/home', attributes: {} };
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope, 401, 'Unauthorized'));
    const expired = vi.fn();
    const login = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    window.addEventListener(LOGIN_REQUIRED_EVENT, login);
    const result = await callServer('main/home');
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    window.removeEventListener(LOGIN_REQUIRED_EVENT, login);
    expect(result).toEqual({ kind: 'session-expired', request: { path: 'main/home', method: 'GET' } });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
    expect(pendingRequest()).toBeUndefined();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('asks for the cart summary until the app knows the cart, and takes the one an answer carries', async () => {
    const headerCart = { cartId: 7, version: 3, itemCount: 2, totalCents: 4_500 };
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...SCREEN, attributes: { headerCart } }));
    await callServer('main/start_page');
    expect(lastCall().headers['X-Cart-Summary']).toBe('1');
    expect(cartData()).toEqual(headerCart);

    // Known now: later calls neither ask nor overwrite it with an older answer's count.
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...SCREEN, attributes: { headerCart: { ...headerCart, itemCount: 9 } } }));
    await callServer('main/start_page');
    expect(lastCall().headers['X-Cart-Summary']).toBeUndefined();
    expect(cartData()).toEqual(headerCart);
  });

  it('takes the cart summary from an error answer too (a product that does not exist)', async () => {
    const headerCart = { cartId: 0, version: 0, itemCount: 0, totalCents: 0 };
    fetchMock.mockResolvedValueOnce(jsonResponse({ responseType: 'ERROR', responseName: 'NotFound', pathInfo: 'catalog/product_detail', attributes: { headerCart } }, 404, 'Not Found'));
    await callServer('catalog/product_detail', { query: { productId: '999999' } });
    expect(cartData()).toEqual(headerCart);
  });
});
