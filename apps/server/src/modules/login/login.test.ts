import { createHash } from 'node:crypto';
import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession, cookieValue } from '../../test-support/cookies.js';
import { TEST_ISSUER, testIdentity } from '../../test-support/identity.js';

describe.each(TEST_DATABASES)('sign-in endpoints (%s)', (kind) => {
  let t: TestApp;
  let id: Awaited<ReturnType<typeof testIdentity>>;

  beforeAll(async () => {
    id = await testIdentity();
    t = await createTestApp(kind, {}, { identity: id.settings });
    await t.app.db.insert(schema.members).values([
      { issuer: TEST_ISSUER, subject: 'fed', email: 'fran@gsa.gov', firstName: 'Fran', lastName: 'Federal', memberType: 'federal', storeId: 0 },
      { issuer: TEST_ISSUER, subject: 'marine', email: 'morgan@usmc.mil', firstName: 'Morgan', lastName: 'Marine', memberType: 'military', storeId: 9 },
      { issuer: TEST_ISSUER, subject: 'dhs', email: 'harper@dhs.gov', firstName: 'Harper', lastName: 'Homeland', memberType: 'federal', storeId: 8 },
      { issuer: TEST_ISSUER, subject: 'gone', email: 'gone@gsa.gov', memberType: 'federal', status: 'disabled' },
    ]);
  });
  afterAll(() => t.close());

  async function pkce(cookie = '') {
    const res = await t.app.inject({ method: 'GET', url: '/rs/login/pkce', headers: cookie ? { cookie } : {} });
    const txn = res.cookies.find((c) => c.name === 'ADV_LOGIN');
    return { res, body: res.json() as { pkce_state: string; pkce_code_challenger: string; pkce_code_verifier: string }, txn };
  }

  it('P-1 gives a fresh state, verifier and S256 challenge per call, not cached, bound by an HttpOnly cookie', async () => {
    const a = await pkce();
    const b = await pkce();
    expect(a.body.pkce_state).not.toBe(b.body.pkce_state);
    expect(a.body.pkce_code_verifier).not.toBe(b.body.pkce_code_verifier);
    expect(a.body.pkce_state.length).toBeGreaterThanOrEqual(22);
    expect(a.body.pkce_code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(a.body.pkce_code_challenger).toBe(createHash('sha256').update(a.body.pkce_code_verifier).digest('base64url'));
    expect(a.res.headers['cache-control']).toBe('no-store');
    expect(a.txn).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600 });
  });

  async function exchange(verifier: string, txnId: string | undefined) {
    const browser = await browserSession(t.app, '/rs/main/start_page');
    const cookie = `${browser.cookie}${txnId ? `; ADV_LOGIN=${txnId}` : ''}`;
    return t.app.inject({
      method: 'POST',
      url: '/rs/login/auth_tokens',
      headers: { cookie, [ANTI_FORGERY_HEADER]: browser.token },
      payload: { grant_type: 'authorization_code', code: 'code-1', client_id: 'advantage-web', redirect_uri: 'http://localhost:8080/pkce/callback', code_verifier: verifier },
    });
  }

  it('exchanges a code for the browser that started the sign-in (legacy path)', async () => {
    const { body, txn } = await pkce();
    const res = await exchange(body.pkce_code_verifier, txn?.value);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id_token: 'id-for-code-1', access_token: 'at-for-code-1' });
  });

  it('P-3 refuses an exchange without the transaction cookie', async () => {
    const { body } = await pkce();
    expect((await exchange(body.pkce_code_verifier, undefined)).statusCode).toBe(400);
  });

  it('P-4 refuses a verifier from another transaction', async () => {
    const first = await pkce();
    const second = await pkce();
    expect((await exchange(first.body.pkce_code_verifier, second.txn?.value)).statusCode).toBe(400);
  });

  it('P-5 refuses a second exchange of the same transaction', async () => {
    const { body, txn } = await pkce();
    expect((await exchange(body.pkce_code_verifier, txn?.value)).statusCode).toBe(200);
    expect((await exchange(body.pkce_code_verifier, txn?.value)).statusCode).toBe(400);
  });

  it('P-6 refuses a transaction older than ten minutes', async () => {
    const { body, txn } = await pkce();
    await t.app.db
      .update(schema.loginTransactions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(schema.loginTransactions.id, txn?.value ?? ''));
    expect((await exchange(body.pkce_code_verifier, txn?.value)).statusCode).toBe(400);
  });

  async function mfa(sub: string, store?: string) {
    const browser = await browserSession(t.app, `/rs/main/start_page${store ? `?store=${store}` : ''}`);
    return t.app.inject({
      method: 'POST',
      url: '/rs/login/mfa_sign_in',
      headers: { ...browser.headers, authorization: `Bearer ${await id.mint({ sub })}` },
      payload: {},
    });
  }

  it('signs a member in on the store of the session', async () => {
    const res = await mfa('marine', 'USMC');
    expect(res.json()).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { storeID: 9, loggedIn: true, sessionTimeout: 1800 } });
    const [row] = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'sign_in')).orderBy(schema.auditLog.id);
    expect(row).toBeDefined();
  });

  it('keeps the store signed in from when the member may use it (ADR 0017)', async () => {
    // A Marine signing in from the VA store stays there; a federal buyer from USMC stays in USMC.
    expect((await mfa('marine', 'VA')).json()).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { storeID: 6 } });
    expect((await mfa('fed', 'USMC')).json()).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { storeID: 9 } });
    expect((await mfa('fed')).json()).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { storeID: 0 } });
  });

  it('keeps the general store too: a member of another store signing in from it stays in it (ADR 0026)', async () => {
    for (const sub of ['marine', 'dhs']) {
      expect((await mfa(sub, 'ADVANTAGE')).json(), sub).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { storeID: 0 } });
      // A session that never named a store is the general store's, as the page shows it.
      expect((await mfa(sub)).json(), sub).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { storeID: 0 } });
    }
    // The next page keeps the store: the session signed in is the general store's.
    const browser = await browserSession(t.app, '/rs/main/start_page?store=ADVANTAGE');
    const authorization = `Bearer ${await id.mint({ sub: 'dhs' })}`;
    const signedIn = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization }, payload: {} });
    const session = cookieValue(signedIn, COOKIES.session) ?? browser.session;
    const home = await t.app.inject({ method: 'GET', url: '/rs/main/home', headers: { cookie: `${COOKIES.session}=${session}`, authorization } });
    expect(home.json()).toMatchObject({ responseName: 'HomePage', attributes: { storeID: 0, loggedIn: true } });
  });

  it('answers accessDenied with registration links when no member is linked', async () => {
    const res = await mfa('nobody-yet');
    expect(res.json()).toMatchObject({ responseType: 'SCREEN', responseName: 'accessDenied', attributes: { title: 'Access Denied' } });
    expect(res.json().attributes.registrationLinks.map((l: { href: string }) => l.href)).toEqual(['/ws/profile/registration', '/ws/profile/state_registration']);
  });

  it('answers Forbidden for a disabled member', async () => {
    expect((await mfa('gone')).json()).toMatchObject({ responseName: 'Forbidden', attributes: { msgType: 'Authorization Error' } });
  });

  // Any member signs in there; the store gate shows the content to department members only (ADR 0016, modules/vs).
  it('signs any member in to the DHS store', async () => {
    expect((await mfa('fed', 'DHS')).json()).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { storeID: 8 } });
    expect((await mfa('dhs', 'DHS')).json()).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { storeID: 8 } });
  });

  it('login/sign_in: Failure signed out, Success signed in, and the forgotPassword variant when asked for', async () => {
    const signIn = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'POST', url: `/rs/login/sign_in${query}`, headers, payload: {} });
    const browser = await browserSession(t.app, '/rs/main/start_page?store=USMC');
    expect((await signIn(browser.headers)).json()).toMatchObject({ responseName: 'Failure', attributes: { loggedIn: false, storeID: 9 } });
    expect((await signIn(browser.headers, '?forgotPassword=true')).json()).toMatchObject({ responseName: 'forgotPassword', attributes: { storeID: 9 } });
    expect((await signIn(browser.headers, '?forgotPassword=maybe')).statusCode).toBe(400);

    // The web app sends the provider's access token with every call after sign-in.
    const authorization = `Bearer ${await id.mint({ sub: 'marine' })}`;
    const signedIn = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization }, payload: {} });
    const session = cookieValue(signedIn, COOKIES.session) ?? browser.session;
    const token = cookieValue(signedIn, COOKIES.antiForgery) ?? browser.token;
    const member = { cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${token}`, [ANTI_FORGERY_HEADER]: token, authorization };
    expect((await signIn(member)).json()).toMatchObject({ responseName: 'Success', attributes: { loggedIn: true, storeID: 9 } });
  });

  it('emails the user id only to an existing member, with the same answer either way', async () => {
    const ask = async (emailAddress: string) => {
      const browser = await browserSession(t.app);
      return t.app.inject({ method: 'POST', url: '/rs/sign_in/forgot_user_id', headers: browser.headers, payload: { emailAddress } });
    };
    const known = await ask('fran@gsa.gov');
    const unknown = await ask('nobody@gsa.gov');
    expect(known.json().attributes.message).toBe(unknown.json().attributes.message);
    await t.app.mail.flush();
    const mail = (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json' })).json() as Array<{ to: string; text: string }>;
    expect(mail.filter((m) => m.to === 'fran@gsa.gov' && m.text.includes('It is: fran@gsa.gov'))).toHaveLength(1);
    expect(mail.some((m) => m.to === 'nobody@gsa.gov')).toBe(false);
    const bad = await ask('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().attributes.errors[0].message).toBe('Enter an email address in the form name@agency.gov.');
  });

  it('answers the provider configuration for the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/login/oauth_config' });
    expect(res.json()).toMatchObject({ client_id: 'advantage-web', token_endpoint: `${TEST_ISSUER}/token`, session_endpoint: `${TEST_ISSUER}/session` });
  });

  it('throttles the sign-in endpoints per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await t.app.inject({ method: 'GET', url: '/rs/login/pkce', remoteAddress: '10.9.8.7' })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const other = await t.app.inject({ method: 'GET', url: '/rs/login/pkce', remoteAddress: '10.9.8.8' });
    expect(other.statusCode).toBe(200);
  });

  it('signs out without a member as SignedOff, and confirms a forced logout', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/rs/login/sign_out' });
    expect(plain.json().responseName).toBe('SignedOff');
    const forced = await t.app.inject({ method: 'GET', url: '/rs/login/sign_out?confirmLogout=true' });
    expect(forced.json().responseName).toBe('AdvantageConfirmLogOff');
    expect(cookieValue(forced, COOKIES.session)).toBeDefined();
  });
});
