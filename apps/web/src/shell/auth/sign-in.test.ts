import { MESSAGES, type ProviderConfig } from '@advantage/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../app/test-support';
import { pendingRoute, routeFor, setPendingRoute } from './pending-route';
import { authorizeUrl, logoutUrl } from './provider';
import { resetSessionUser } from './session-user';
import { beginSignIn, completeCallback, isLegacyBrowser, registrationFinalization } from './sign-in';

const ORIGIN = 'https://app.example.gov';

const CONFIG: ProviderConfig = {
  issuer: 'https://idp.example.gov',
  authorization_endpoint: 'https://idp.example.gov/oauth2/v1/authorize',
  token_endpoint: 'https://idp.example.gov/oauth2/v1/token',
  end_session_endpoint: 'https://idp.example.gov/oauth2/v1/logout',
  session_endpoint: 'https://idp.example.gov/api/v1/sessions/me',
  pivreader_endpoint: 'https://piv.example.gov/reader',
  client_id: 'advantage-web',
  scopes_supported: ['openid', 'email', 'profile'],
};

const PKCE = { pkce_state: 'state-123', pkce_code_challenger: 'challenge-abc', pkce_code_verifier: 'verifier-xyz' };

type Handler = Parameters<typeof fakeServer>[0][string];

/** The marketplace server and the provider, both answering the one fetch. */
function servers(extra: Record<string, Handler> = {}) {
  return fakeServer({
    '/rs/login/oauth_config': () => json(CONFIG),
    '/rs/login/pkce': () => json(PKCE),
    ...extra,
  });
}

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setPendingRoute(undefined);
  resetSessionUser();
});

afterEach(() => {
  setPendingRoute(undefined);
});

describe('beginSignIn (docs/product/accounts-and-sign-in.md steps 1-4)', () => {
  it('gets and caches the provider config, stores state and verifier, and keys the pending route by the state', async () => {
    const fetchMock = servers();
    const route = routeFor('/ws/cart/shopping_cart?x=1');
    const step = await beginSignIn({ pendingRoute: route, origin: ORIGIN });
    expect(step.kind).toBe('authorize');
    expect(JSON.parse(sessionStorage.getItem('okta_config') ?? 'null')).toEqual(CONFIG);
    expect(sessionStorage.getItem('pkce_state')).toBe('state-123');
    expect(sessionStorage.getItem('pkce_code_verifier')).toBe('verifier-xyz');
    expect(JSON.parse(sessionStorage.getItem('state-123') ?? 'null')).toEqual({
      routeURL: '/ws/cart/shopping_cart',
      routeURLWithParams: '/ws/cart/shopping_cart?x=1',
    });
    expect(localStorage.length).toBe(0);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/rs/login/oauth_config', '/rs/login/pkce']);

    // The cached config is not fetched again.
    await beginSignIn({ origin: ORIGIN });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/rs/login/oauth_config', '/rs/login/pkce', '/rs/login/pkce']);
  });

  it('redirects to the authorization endpoint with the exact parameters (scopes joined by a space)', async () => {
    servers();
    const step = await beginSignIn({ origin: ORIGIN });
    if (step.kind !== 'authorize') throw new Error(step.kind);
    expect(step.url.startsWith(`${CONFIG.authorization_endpoint}?`)).toBe(true);
    expect(query(step.url)).toEqual({
      response_type: 'code',
      client_id: 'advantage-web',
      state: 'state-123',
      scope: 'openid email profile',
      redirect_uri: `${ORIGIN}/pkce/callback`,
      code_challenge: 'challenge-abc',
      code_challenge_method: 'S256',
    });
    expect(step.url).toContain('scope=openid%20email%20profile');
  });

  it('silent mode (single sign-on) adds prompt=none', async () => {
    servers();
    const step = await beginSignIn({ silent: true, origin: ORIGIN });
    if (step.kind !== 'authorize') throw new Error(step.kind);
    expect(query(step.url).prompt).toBe('none');
    expect(authorizeUrl(CONFIG, PKCE, ORIGIN, false)).not.toContain('prompt');
  });

  it('with an access token and a live provider session goes straight to mfa_sign_in, remembering the login', async () => {
    sessionStorage.setItem('access_token', 'at-1');
    const fetchMock = servers({
      '/api/v1/sessions/me': (_url, init) => {
        expect(init.credentials).toBe('include');
        return json({ login: 'buyer@agency.gov' });
      },
    });
    const route = routeFor('/ws/main/home');
    expect(await beginSignIn({ pendingRoute: route, origin: ORIGIN })).toEqual({ kind: 'mfa' });
    expect(pendingRoute()).toEqual(route);
    expect(sessionStorage.getItem('oktaUserLogin')).toBe('buyer@agency.gov');
    expect(fetchMock.mock.calls.map((c) => c[0])).not.toContain('/rs/login/pkce');
  });

  it.each([
    ['no login', () => json({ login: null })],
    ['an HTTP error', () => json({}, 500, 'Server Error')],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('a failed session check (%s) counts as not logged in', async (_label, answer) => {
    sessionStorage.setItem('access_token', 'at-1');
    servers({ '/api/v1/sessions/me': answer as Handler });
    expect((await beginSignIn({ origin: ORIGIN })).kind).toBe('authorize');
  });

  it('without the provider config or the proof key: the sign-in failure screen', async () => {
    fakeServer({ '/rs/login/oauth_config': () => json({}, 500, 'Server Error') });
    const noConfig = await beginSignIn({ origin: ORIGIN });
    if (noConfig.kind !== 'failure') throw new Error(noConfig.kind);
    expect(noConfig.error.title).toBe(MESSAGES.signInFailure.title);
    expect(noConfig.error.text).toBe(MESSAGES.signInFailure.text);
    expect(noConfig.error.detail.message).toMatch(/configuration could not be obtained/);

    servers({ '/rs/login/pkce': () => json({ pkce_state: 'only-state' }) });
    const noKey = await beginSignIn({ origin: ORIGIN });
    if (noKey.kind !== 'failure') throw new Error(noKey.kind);
    expect(noKey.error.title).toBe('Unexpected error while authenticating user');
    expect(noKey.error.detail.webService.path).toBe('login/pkce');
  });
});

describe('completeCallback (docs/product/accounts-and-sign-in.md pkce/callback, docs/product/accounts-and-sign-in.md steps 5-7)', () => {
  const env = { store: 'ADVANTAGE', origin: ORIGIN, legacy: false } as const;

  function prepare(route = routeFor('/ws/cart/shopping_cart?x=1')) {
    sessionStorage.setItem('okta_config', JSON.stringify(CONFIG));
    sessionStorage.setItem('pkce_state', 'state-123');
    sessionStorage.setItem('pkce_code_verifier', 'verifier-xyz');
    sessionStorage.setItem('state-123', JSON.stringify(route));
  }

  function expectCleanedUp() {
    expect(sessionStorage.getItem('pkce_state')).toBeNull();
    expect(sessionStorage.getItem('pkce_code_verifier')).toBeNull();
    expect(sessionStorage.getItem('state-123')).toBeNull();
  }

  it('exchanges the code with a form-encoded POST of exactly the five fields, stores the tokens, restores the route', async () => {
    prepare();
    const fetchMock = servers({
      '/oauth2/v1/token': () => json({ id_token: 'id-1', access_token: 'at-1', token_type: 'Bearer' }),
    });
    const step = await completeCallback(new URLSearchParams('code=the-code&state=state-123'), env);
    expect(step).toEqual({ kind: 'mfa' });
    const call = fetchMock.mock.calls.find((c) => c[0] === CONFIG.token_endpoint);
    if (!call) throw new Error('no token call');
    const init = call[1];
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(init.credentials).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      client_id: 'advantage-web',
      redirect_uri: `${ORIGIN}/pkce/callback`,
      code_verifier: 'verifier-xyz',
    });
    expect(sessionStorage.getItem('id_token')).toBe('id-1');
    expect(sessionStorage.getItem('access_token')).toBe('at-1');
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(pendingRoute()).toEqual({ routeURL: '/ws/cart/shopping_cart', routeURLWithParams: '/ws/cart/shopping_cart?x=1' });
    expectCleanedUp();
  });

  it('restores a POST that answered 401 as the route data', async () => {
    const request = { path: 'cart/addCart', method: 'POST' as const, payload: { item: 3 } };
    prepare(routeFor('/ws/catalog/product_detail?oid=9', request));
    servers({ '/oauth2/v1/token': () => json({ id_token: 'id-1', access_token: 'at-1' }) });
    await completeCallback(new URLSearchParams('code=c&state=state-123'), env);
    expect(pendingRoute()).toEqual({
      routeURL: '/ws/catalog/product_detail',
      routeURLWithParams: '/ws/catalog/product_detail?oid=9',
      routeData: request,
    });
  });

  it('a state that does not match is the sign-in failure: possible cross-site request forgery', async () => {
    prepare();
    const fetchMock = servers();
    const step = await completeCallback(new URLSearchParams('code=c&state=forged'), env);
    if (step.kind !== 'failure') throw new Error(step.kind);
    expect(step.error.title).toBe('Unexpected error while authenticating user');
    expect(step.error.text).toBe(MESSAGES.signInFailure.text);
    expect(step.error.detail.message).toContain('possible cross-site request forgery');
    expect(JSON.stringify(step.error.detail)).not.toContain('"c"');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pendingRoute()).toBeUndefined();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expectCleanedUp();
  });

  it('no stored state at all is a mismatch too', async () => {
    servers();
    const step = await completeCallback(new URLSearchParams('code=c&state=state-123'), env);
    expect(step.kind).toBe('failure');
  });

  it.each(['state=state-123', 'code=c', '', 'error=server_error&error_description=boom'])('missing code or state (%s) is the sign-in failure', async (search) => {
    prepare();
    servers();
    const step = await completeCallback(new URLSearchParams(search), env);
    if (step.kind !== 'failure') throw new Error(step.kind);
    expect(step.error.title).toBe(MESSAGES.signInFailure.title);
    expect(step.error.detail.message).toMatch(/without an authorization code or state/);
  });

  it('a failed token exchange is the sign-in failure', async () => {
    prepare();
    servers({ '/oauth2/v1/token': () => json({ error: 'invalid_grant' }, 400, 'Bad Request') });
    const step = await completeCallback(new URLSearchParams('code=c&state=state-123'), env);
    if (step.kind !== 'failure') throw new Error(step.kind);
    expect(step.error.detail.message).toContain('could not be exchanged');
    expect(step.error.detail.message).toContain('400');
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expectCleanedUp();
  });

  it('a lost proof key verifier is the sign-in failure', async () => {
    prepare();
    sessionStorage.removeItem('pkce_code_verifier');
    servers();
    const step = await completeCallback(new URLSearchParams('code=c&state=state-123'), env);
    if (step.kind !== 'failure') throw new Error(step.kind);
    expect(step.error.detail.message).toMatch(/proof key/);
  });

  it('legacy IE/Edge exchanges through POST /rs/login/auth_tokens with the same fields as JSON', async () => {
    prepare();
    document.cookie = 'XSRF-TOKEN=xsrf-1; Path=/';
    const fetchMock = servers({ '/rs/login/auth_tokens': () => json({ id_token: 'id-2', access_token: 'at-2' }) });
    const step = await completeCallback(new URLSearchParams('code=c&state=state-123'), { ...env, legacy: true });
    expect(step).toEqual({ kind: 'mfa' });
    const call = fetchMock.mock.calls.find((c) => c[0] === '/rs/login/auth_tokens');
    if (!call) throw new Error('no auth_tokens call');
    expect(call[1].method).toBe('POST');
    expect(JSON.parse(String(call[1].body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c',
      client_id: 'advantage-web',
      redirect_uri: `${ORIGIN}/pkce/callback`,
      code_verifier: 'verifier-xyz',
    });
    expect((call[1].headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('xsrf-1');
    expect(sessionStorage.getItem('access_token')).toBe('at-2');
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  });

  it.each(['login_required', 'timed_out'])('error=%s goes to /home', async (error) => {
    prepare();
    expect(await completeCallback(new URLSearchParams(`error=${error}&state=state-123`), env)).toEqual({ kind: 'home' });
    expectCleanedUp();
  });

  it('error=access_denied finalizes the registration', async () => {
    sessionStorage.setItem('oktaUserLogin', 'new@agency.gov');
    const step = await completeCallback(new URLSearchParams('error=access_denied&state=s'), { ...env, store: 'USMC' });
    expect(step).toMatchObject({ kind: 'registration', to: '/ws/ggs/profile/registration_submit' });
  });
});

describe('registration finalization (docs/product/accounts-and-sign-in.md)', () => {
  it('FSS and USMC: registration_submit with a known login, registration without', () => {
    for (const store of ['FSS', 'USMC'] as const) {
      expect(registrationFinalization(store, 'a@b.gov')).toEqual({
        kind: 'registration',
        to: '/ws/ggs/profile/registration_submit',
        replay: { path: 'ggs/profile/registration_submit', payload: { emailAddress: 'a@b.gov', finalizeRegistration: true } },
      });
      expect(registrationFinalization(store, undefined)).toEqual({ kind: 'registration', to: '/ws/ggs/profile/registration' });
    }
  });

  it('other stores: profile/registration_submit with a known login, the start page with type=registration without', () => {
    for (const store of ['ADVANTAGE', 'VA', 'DHS', 'STATE'] as const) {
      expect(registrationFinalization(store, 'a@b.gov')).toMatchObject({ to: '/ws/profile/registration_submit' });
      expect(registrationFinalization(store, undefined)).toEqual({
        kind: 'registration',
        to: `/ws/main/start_page?store=${store}&type=registration`,
      });
    }
  });
});

describe('provider addresses', () => {
  it('logout: end_session_endpoint with id_token_hint and post_logout_redirect_uri', () => {
    const url = logoutUrl(CONFIG, 'id.token.value', ORIGIN);
    expect(url.startsWith(`${CONFIG.end_session_endpoint}?`)).toBe(true);
    expect(query(url)).toEqual({ id_token_hint: 'id.token.value', post_logout_redirect_uri: `${ORIGIN}/pkce/logout` });
    expect(query(logoutUrl(CONFIG, undefined, ORIGIN))).toEqual({ post_logout_redirect_uri: `${ORIGIN}/pkce/logout` });
  });

  it('keeps a query the endpoint already has', () => {
    const url = logoutUrl({ ...CONFIG, end_session_endpoint: 'https://idp.example.gov/logout?tenant=gsa' }, 'x', ORIGIN);
    expect(query(url)).toMatchObject({ tenant: 'gsa', id_token_hint: 'x' });
  });

  it('detects the legacy browsers by a tiny user-agent check', () => {
    expect(isLegacyBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isLegacyBrowser('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/70.0 Safari/537.36 Edge/18.17763')).toBe(true);
    expect(isLegacyBrowser('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0')).toBe(false);
    expect(isLegacyBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
  });
});

describe('the pending route never leaves the app', () => {
  it('turns an external or protocol-relative address into /home', () => {
    expect(routeFor('https://evil.example.com/x').routeURLWithParams).toBe('/home');
    expect(routeFor('//evil.example.com/x').routeURLWithParams).toBe('/home');
    expect(routeFor('/ws/main/home?a=1#top')).toEqual({ routeURL: '/ws/main/home', routeURLWithParams: '/ws/main/home?a=1#top' });
  });

  it('ignores a tampered stored route', async () => {
    sessionStorage.setItem('okta_config', JSON.stringify(CONFIG));
    sessionStorage.setItem('pkce_state', 'state-123');
    sessionStorage.setItem('pkce_code_verifier', 'v');
    sessionStorage.setItem('state-123', JSON.stringify({ routeURL: 'x', routeURLWithParams: 'https://evil.example.com' }));
    servers({ '/oauth2/v1/token': () => json({ id_token: 'i', access_token: 'a' }) });
    await completeCallback(new URLSearchParams('code=c&state=state-123'), { store: 'ADVANTAGE', origin: ORIGIN, legacy: false });
    expect(pendingRoute()).toBeUndefined();
  });
});
