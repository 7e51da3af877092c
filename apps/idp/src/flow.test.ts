import { API_AUDIENCE, DEV_CLIENT_ID, DEV_IDP_PREFIX } from '@advantage/contracts';
import { DEMO_ACCOUNTS } from '@advantage/db';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl, Browser, callbackParams, createTestIdp, ISSUER, ORIGIN, pkcePair, startSignIn, type TestIdp, tokenRequest,
} from './test-support/harness.js';
import { totpFromSecret } from './totp.js';

const demo = DEMO_ACCOUNTS[0]!;
let t: TestIdp;

beforeAll(async () => {
  t = await createTestIdp();
  await t.idp.seedDemoAccounts();
});
afterAll(() => t.close());

/** Signs in with password and a fresh TOTP code; returns the redirect to the app callback. */
async function signIn(browser: Browser, account = demo, extra: Record<string, string> = {}) {
  const start = await startSignIn(browser, extra);
  expect(start.res.statusCode).toBe(200);
  const afterPassword = await browser.follow(await browser.post(`${start.action}/login`, { email: account.email, password: account.password }));
  expect(afterPassword.body).toContain('Enter your one-time code');
  t.clock.now += 30_000; // a new step, so earlier tests' codes never collide with this one
  const done = await browser.follow(await browser.post(`${start.action}/totp`, { code: totpFromSecret(account.totpSecret, t.clock.now) }));
  expect(done.statusCode).toBe(303);
  return { ...start, params: callbackParams(done) };
}

describe('authorization code flow with PKCE', () => {
  it('advertises S256 only, code only, and the marketplace endpoints under the prefix', async () => {
    const res = await new Browser(t.app).get(`${DEV_IDP_PREFIX}/.well-known/openid-configuration`);
    expect(res.statusCode).toBe(200);
    const d = res.json<Record<string, unknown>>();
    expect(d.issuer).toBe(ISSUER);
    expect(d.code_challenge_methods_supported).toEqual(['S256']);
    expect(d.response_types_supported).toEqual(['code']);
    expect(d.token_endpoint).toBe(`${ISSUER}/token`);
    expect(d.end_session_endpoint).toBe(`${ISSUER}/session/end`);
    expect(d.jwks_uri).toBe(`${ISSUER}/jwks`);
  });

  it('signs in with password and TOTP and issues a JWT access token for the API', async () => {
    const browser = new Browser(t.app);
    const { params, state, verifier } = await signIn(browser);
    expect(params.get('state')).toBe(state);
    const code = params.get('code');
    expect(code).toBeTruthy();

    const tokens = await tokenRequest(browser, code!, verifier);
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json<{ access_token: string; id_token: string; token_type: string; expires_in: number; scope: string }>();
    expect(body.token_type).toBe('Bearer');
    expect(body.scope).toBe('openid email profile');
    expect(body).not.toHaveProperty('refresh_token');
    expect(body.expires_in).toBeLessThanOrEqual(300);

    const jwks = createLocalJWKSet((await browser.get(`${DEV_IDP_PREFIX}/jwks`)).json());
    const at = await jwtVerify(body.access_token, jwks, { issuer: ISSUER, audience: API_AUDIENCE, typ: 'at+jwt', algorithms: ['RS256'] });
    expect(at.payload.sub).toBe(demo.id);
    expect(at.payload.email).toBe(demo.email);
    expect(at.payload.exp! - at.payload.iat!).toBe(300);
    expect(at.payload.scope).toBe('openid email profile');
    expect(at.payload.client_id).toBe(DEV_CLIENT_ID);
    expect(decodeProtectedHeader(body.access_token).kid).toBe(t.idp.publicJwks.keys[0]!.kid);

    const id = await jwtVerify(body.id_token, jwks, { issuer: ISSUER, audience: DEV_CLIENT_ID });
    expect(id.payload).toMatchObject({
      sub: demo.id,
      email: demo.email,
      email_verified: true,
      name: `${demo.firstName} ${demo.lastName}`,
      given_name: demo.firstName,
      family_name: demo.lastName,
    });

    // A code works once.
    expect((await tokenRequest(browser, code!, verifier)).statusCode).toBe(400);
  });

  it('rejects a wrong verifier', async () => {
    const browser = new Browser(t.app);
    const { params } = await signIn(browser);
    const res = await tokenRequest(browser, params.get('code')!, pkcePair().verifier);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects the plain challenge method and a missing challenge', async () => {
    const browser = new Browser(t.app);
    const { verifier } = pkcePair();
    const plain = await browser.get(authorizeUrl(verifier, 'state-plain-1234567890', { code_challenge_method: 'plain' }));
    expect(String(plain.headers.location)).toContain('error=invalid_request');
    const none = new URL(authorizeUrl(verifier, 'state-none-1234567890'), ORIGIN);
    none.searchParams.delete('code_challenge');
    none.searchParams.delete('code_challenge_method');
    const missing = await browser.get(none.pathname + none.search);
    expect(String(missing.headers.location)).toContain('error=invalid_request');
  });

  it('silent sign-in: login_required without a session, a code with one', async () => {
    const browser = new Browser(t.app);
    const { challenge } = pkcePair();
    const silent = await browser.get(authorizeUrl(challenge, 'silent-state-123456789', { prompt: 'none' }));
    expect(callbackParams(silent).get('error')).toBe('login_required');

    await signIn(browser);
    const again = await browser.follow(await browser.get(authorizeUrl(challenge, 'silent-state-987654321', { prompt: 'none' })));
    expect(callbackParams(again).get('code')).toBeTruthy();
  });

  it('reports the provider session on the session endpoint and ends it on DELETE', async () => {
    const browser = new Browser(t.app);
    const anonymous = await browser.get(`${DEV_IDP_PREFIX}/session`);
    expect(anonymous.json()).toEqual({ login: null });
    expect(anonymous.headers['cache-control']).toBe('no-store');

    await signIn(browser);
    expect((await browser.get(`${DEV_IDP_PREFIX}/session`)).json()).toEqual({ login: demo.email });

    const ended = await browser.request('DELETE', `${DEV_IDP_PREFIX}/session`);
    expect(ended.statusCode).toBe(204);
    expect(ended.headers['cache-control']).toBe('no-store');
    expect((await browser.get(`${DEV_IDP_PREFIX}/session`)).json()).toEqual({ login: null });
    const { challenge } = pkcePair();
    const silent = await browser.get(authorizeUrl(challenge, 'after-delete-123456789', { prompt: 'none' }));
    expect(callbackParams(silent).get('error')).toBe('login_required');
  });

  it('ends the session at end_session and redirects to the post-logout URI without a confirmation page', async () => {
    const browser = new Browser(t.app);
    const { params, verifier } = await signIn(browser);
    const { id_token: idToken } = (await tokenRequest(browser, params.get('code')!, verifier)).json<{ id_token: string }>();
    const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${ORIGIN}/pkce/logout`, state: 'bye' });
    const res = await browser.get(`${DEV_IDP_PREFIX}/session/end?${query.toString()}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${ORIGIN}/pkce/logout?state=bye`);
    expect((await browser.get(`${DEV_IDP_PREFIX}/session`)).json()).toEqual({ login: null });
  });

  it('refuses a post-logout URI that is not registered', async () => {
    const browser = new Browser(t.app);
    const { params, verifier } = await signIn(browser);
    const { id_token: idToken } = (await tokenRequest(browser, params.get('code')!, verifier)).json<{ id_token: string }>();
    const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'https://evil.example/' });
    const res = await browser.get(`${DEV_IDP_PREFIX}/session/end?${query.toString()}`);
    expect(res.statusCode).toBe(400);
    expect((await browser.get(`${DEV_IDP_PREFIX}/session`)).json()).toEqual({ login: demo.email });
  });

  it('behind a TLS proxy (cookieSecure) issues __Secure- cookies with the Secure flag', async () => {
    const secure = await createTestIdp({ cookieSecure: true });
    try {
      await secure.idp.seedDemoAccounts();
      const browser = new Browser(secure.app, '127.0.0.1', { 'x-forwarded-proto': 'https' });
      const pkce = pkcePair();
      const first = await browser.get(authorizeUrl(pkce.challenge, 'secure-state-1234567890'));
      expect(String(first.headers.location)).toMatch(/^\/idp\/interaction\//);
      const raw = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
      expect(raw.map((c) => c.split('=')[0])).toEqual(expect.arrayContaining(['__Secure-idp_interaction', '__Secure-idp_resume']));
      expect(raw.filter((c) => c.startsWith('__Secure-')).every((c) => /;\s*secure/i.test(c) && /httponly/i.test(c))).toBe(true);
      const page = await browser.follow(first);
      const action = /action="([^"]+)\/login"/.exec(page.body)![1]!;
      await browser.post(`${action}/login`, { email: demo.email, password: demo.password });
      const done = await browser.follow(await browser.post(`${action}/totp`, { code: totpFromSecret(demo.totpSecret, secure.clock.now) }));
      expect(callbackParams(done).get('code')).toBeTruthy();
      expect(browser.cookies.has('__Secure-idp_session')).toBe(true);
      expect((await browser.get(`${DEV_IDP_PREFIX}/session`)).json()).toEqual({ login: demo.email });
    } finally {
      await secure.close();
    }
  });
});
