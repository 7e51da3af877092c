import { CLIENT_STORAGE_KEYS, type TokenResponse } from '@advantage/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REQUIRED_EVENT } from '../../lib/config';
import { lastActivity, touchActivity } from '../../lib/activity';
import { callServer } from '../../lib/http/client';
import { takePendingRequest } from '../../lib/http/pending';
import { readStorage, writeStorage } from '../../lib/storage';
import { providerConfig } from './provider';
import { beginSignOut, currentUser, finishSignOut, recordSignIn, resetSessionUser } from './session-user';
import { ASK_WAIT_MS, keepTokens, RENEW_AHEAD_MS, SIGNED_IN_HINT } from './token-keeper';

const K = CLIENT_STORAGE_KEYS;

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'RS256', typ: 'at+jwt' })}.${part(claims)}.signature`;
}

const seconds = (ms: number) => Math.floor(ms / 1000);
const tokensFor = (sub: string, issuedAt: number, lifetimeMs = 300_000) => ({
  id_token: token({ sub, name: 'Pat Buyer', iat: seconds(issuedAt), exp: seconds(issuedAt) + 3600 }),
  access_token: token({ sub, iat: seconds(issuedAt), exp: seconds(issuedAt + lifetimeMs) }),
});

/** Two tabs of one browser: what one posts, the other receives (never the sender itself). */
class Channel {
  onmessage: ((event: MessageEvent) => void) | null = null;
  peer: Channel | undefined;
  sent: unknown[] = [];
  postMessage(message: unknown) {
    this.sent.push(message);
    const peer = this.peer;
    queueMicrotask(() => peer?.onmessage?.({ data: structuredClone(message) } as MessageEvent));
  }

  close() {}
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const SCREEN = { responseType: 'SCREEN', responseName: 'ShoppingCart', pathInfo: 'cart/shopping_cart', attributes: {} };
const REFUSED = { responseType: 'ERROR', responseName: 'Unauthorized', pathInfo: 'cart/addCart', attributes: {} };

let stop: (() => void) | undefined;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetSessionUser();
  takePendingRequest();
  fetchMock = vi.fn(async () => jsonResponse(SCREEN));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function signedIn(tokens: { id_token: string; access_token: string }) {
  writeStorage('session', K.idToken, tokens.id_token);
  writeStorage('session', K.accessToken, tokens.access_token);
  resetSessionUser();
}

const bearer = (call: [string, RequestInit] | undefined) => (call?.[1].headers as Record<string, string> | undefined)?.Authorization;

describe('keeping the access token (docs/adr/0019)', () => {
  it('renews an expired token before the call, so the buyer’s change goes with a good one and nobody is asked to sign in', async () => {
    const start = Date.now() - 400_000;
    signedIn(tokensFor('pat', start));
    const fresh = tokensFor('pat', Date.now());
    const renew = vi.fn(async () => fresh);
    stop = keepTokens({ renew, channel: undefined });
    const opened = vi.fn();
    window.addEventListener(LOGIN_REQUIRED_EVENT, opened);

    const result = await callServer('cart/addCart', { payload: { productId: 1, quantity: 11 } });

    expect(result.kind).toBe('envelope');
    expect(renew).toHaveBeenCalledOnce();
    expect(bearer(fetchMock.mock.calls[0])).toBe(`Bearer ${fresh.access_token}`);
    expect(readStorage('session', K.idToken)).toBe(fresh.id_token);
    expect(opened).not.toHaveBeenCalled();
    window.removeEventListener(LOGIN_REQUIRED_EVENT, opened);
  });

  it('sends a call refused with 401 once more after a renewal, with the same payload; without a renewal it opens login', async () => {
    signedIn(tokensFor('pat', Date.now()));
    const fresh = tokensFor('pat', Date.now() + 1000);
    const renew = vi.fn<() => Promise<TokenResponse | undefined>>(async () => fresh);
    stop = keepTokens({ renew, channel: undefined });
    fetchMock.mockResolvedValueOnce(jsonResponse(REFUSED, 401));

    const result = await callServer('cart/addCart', { payload: { productId: 7, quantity: 3 } });

    expect(result.kind).toBe('envelope');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1].body).toBe(JSON.stringify({ productId: 7, quantity: 3 }));
    expect(bearer(fetchMock.mock.calls[1])).toBe(`Bearer ${fresh.access_token}`);

    renew.mockResolvedValueOnce(undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(REFUSED, 401));
    const refused = await callServer('cart/addCart', { payload: { productId: 7, quantity: 3 } });
    expect(refused.kind).toBe('login-required');
    expect(currentUser()).toBeUndefined();
  });

  it('refuses tokens of another person (the provider session changed hands) and keeps the member’s own', async () => {
    const own = tokensFor('pat', Date.now() - 400_000);
    signedIn(own);
    stop = keepTokens({ renew: async () => tokensFor('someone-else', Date.now()), channel: undefined });
    fetchMock.mockResolvedValueOnce(jsonResponse(REFUSED, 401));
    const result = await callServer('cart/shopping_cart');
    expect(result.kind).toBe('login-required');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renews an active buyer’s token a minute before it expires, and leaves an idle buyer’s to expire', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    signedIn(tokensFor('pat', Date.now()));
    const renew = vi.fn(async () => tokensFor('pat', Date.now()));
    stop = keepTokens({ renew, channel: undefined });
    touchActivity(Date.now() + 10_000);
    await vi.advanceTimersByTimeAsync(300_000 - RENEW_AHEAD_MS);
    expect(renew).toHaveBeenCalledOnce();
    // No activity since that renewal: the next one does not come.
    await vi.advanceTimersByTimeAsync(300_000);
    expect(renew).toHaveBeenCalledOnce();
  });

  it('does not count activity of the second a token was issued in: it may have come before the token', async () => {
    // Half a second into a second: the token's iat (whole seconds) says it came at the second's start.
    vi.useFakeTimers({ now: 1_800_000_000_500 });
    signedIn(tokensFor('pat', Date.now()));
    const renew = vi.fn(async () => tokensFor('pat', Date.now()));
    stop = keepTokens({ renew, channel: undefined });
    touchActivity(Date.now());
    await vi.advanceTimersByTimeAsync(300_000 - RENEW_AHEAD_MS);
    expect(renew).not.toHaveBeenCalled();
    // The next second's activity is the buyer's since the token came.
    touchActivity(Date.now());
    signedIn(tokensFor('pat', Date.now() - 1_000));
    stop();
    stop = keepTokens({ renew, channel: undefined });
    await vi.advanceTimersByTimeAsync(300_000 - RENEW_AHEAD_MS);
    expect(renew).toHaveBeenCalledOnce();
  });

  it('reads the provider configuration for a renewal without counting it as the buyer’s activity', async () => {
    const config = {
      client_id: 'advantage-web',
      scopes_supported: ['openid'],
      authorization_endpoint: '/idp/auth',
      token_endpoint: '/idp/token',
      end_session_endpoint: '/idp/session/end',
      session_endpoint: '/idp/session',
      pivreader_endpoint: '/idp/piv',
    };
    fetchMock.mockImplementation(async () => jsonResponse(config));
    touchActivity(1_000);
    expect(await providerConfig({ background: true })).toEqual(config);
    expect(lastActivity()).toBe(1_000);
    sessionStorage.clear();
    await providerConfig();
    expect(lastActivity()).toBeGreaterThan(1_000);
  });
});

describe('the tabs of one browser share the sign-in', () => {
  function twoTabs() {
    const a = new Channel();
    const b = new Channel();
    a.peer = b;
    b.peer = a;
    return { a, b };
  }

  it('a new tab takes the sign-in of an open one before its first call', async () => {
    const { a, b } = twoTabs();
    const tokens = tokensFor('pat', Date.now());
    localStorage.setItem(SIGNED_IN_HINT, '1');
    // The open tab answers the question (its own keeper does, see the next test).
    a.onmessage = (event) => {
      if ((event.data as { kind: string }).kind === 'ask') a.postMessage({ kind: 'signed-in', signIn: { ...tokens, login: 'pat@gsa.gov', sessionTimeout: '1800' } });
    };
    stop = keepTokens({ renew: vi.fn(), channel: b });
    const result = await callServer('cart/shopping_cart');
    expect(result.kind).toBe('envelope');
    expect(bearer(fetchMock.mock.calls[0])).toBe(`Bearer ${tokens.access_token}`);
    expect(currentUser()).toEqual({ name: 'Pat Buyer', login: 'pat@gsa.gov' });
    expect(readStorage('session', K.warnUsersAboutSessionExpiring)).toBe('true');
  });

  it('an open tab answers a new tab’s question with its sign-in, and takes a newer token another tab renewed', async () => {
    const { a, b } = twoTabs();
    const tokens = tokensFor('pat', Date.now());
    signedIn(tokens);
    stop = keepTokens({ renew: vi.fn(), channel: a });
    const received: unknown[] = [];
    b.onmessage = (event) => received.push(event.data);
    b.postMessage({ kind: 'ask' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([{ kind: 'signed-in', signIn: expect.objectContaining({ access_token: tokens.access_token }) as unknown }]);
    const older = tokensFor('pat', Date.now() - 60_000);
    b.postMessage({ kind: 'signed-in', signIn: older });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readStorage('session', K.accessToken)).toBe(tokens.access_token);
    const newer = tokensFor('pat', Date.now() + 60_000);
    b.postMessage({ kind: 'signed-in', signIn: newer });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readStorage('session', K.accessToken)).toBe(newer.access_token);
  });

  it('a visitor’s tab (no tab of the browser signed in lately) asks nobody and waits for nothing', async () => {
    const lonely = new Channel();
    stop = keepTokens({ renew: vi.fn(), channel: lonely });
    expect((await callServer('cart/shopping_cart')).kind).toBe('envelope');
    expect(lonely.sent).toEqual([]);
  });

  it('a tab with nobody to ask waits only briefly, then calls signed out and forgets the hint', async () => {
    vi.useFakeTimers();
    localStorage.setItem(SIGNED_IN_HINT, '1');
    const lonely = new Channel();
    stop = keepTokens({ renew: vi.fn(), channel: lonely });
    const call = callServer('cart/shopping_cart');
    await vi.advanceTimersByTimeAsync(ASK_WAIT_MS);
    expect((await call).kind).toBe('envelope');
    expect(lonely.sent).toEqual([{ kind: 'ask' }]);
    expect(bearer(fetchMock.mock.calls[0])).toBeUndefined();
    expect(localStorage.getItem(SIGNED_IN_HINT)).toBeNull();
  });

  it('a completed sign-in and a sign-out reach the other tab', async () => {
    const { a, b } = twoTabs();
    signedIn(tokensFor('pat', Date.now()));
    stop = keepTokens({ renew: vi.fn(), channel: a });
    const received: unknown[] = [];
    b.onmessage = (event) => received.push(event.data);
    recordSignIn({ name: 'Pat Buyer', email: 'pat@gsa.gov' } as never, 1800);
    finishSignOut();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([
      { kind: 'signed-in', signIn: expect.objectContaining({ login: 'pat@gsa.gov', sessionTimeout: '1800' }) as unknown },
      { kind: 'signed-out' },
    ]);
    expect(localStorage.getItem(SIGNED_IN_HINT)).toBeNull();
  });

  it('a sign-out begun in this tab signs the others out at once (none hands its copy back meanwhile)', async () => {
    const { a, b } = twoTabs();
    signedIn(tokensFor('pat', Date.now()));
    stop = keepTokens({ renew: vi.fn(), channel: a });
    const received: unknown[] = [];
    b.onmessage = (event) => received.push(event.data);
    beginSignOut();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([{ kind: 'signed-out' }]);
  });

  it('a sign-out in another tab signs this one out', async () => {
    const { a, b } = twoTabs();
    signedIn(tokensFor('pat', Date.now()));
    stop = keepTokens({ renew: vi.fn(), channel: a });
    b.postMessage({ kind: 'signed-out' });
    await Promise.resolve();
    expect(readStorage('session', K.accessToken)).toBeNull();
    expect(currentUser()).toBeUndefined();
  });
});
