import { schema } from '@advantage/db';
import { COOKIES, ANTI_FORGERY_HEADER } from '@advantage/contracts';
import { base64url, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { cookieValue } from '../../test-support/cookies.js';
import { TEST_ISSUER, testIdentity } from '../../test-support/identity.js';

describe.each(TEST_DATABASES)('access-token verification (%s)', (kind) => {
  let t: TestApp;
  let id: Awaited<ReturnType<typeof testIdentity>>;
  let clock = Date.now();
  const sub = 'subject-federal-1';

  beforeAll(async () => {
    id = await testIdentity(() => clock);
    t = await createTestApp(kind, {}, { identity: id.settings, now: () => clock });
    await t.app.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject: sub, email: 'fran@gsa.gov', firstName: 'Fran', lastName: 'Federal', memberType: 'federal' });
  });
  afterAll(() => t.close());

  /** Signs in with a token and returns the headers of that signed-in browser. */
  async function signIn(token: string) {
    const start = await t.app.inject({ method: 'GET', url: '/rs/main/start_page' });
    const xsrf = cookieValue(start, COOKIES.antiForgery) ?? '';
    const sid = cookieValue(start, COOKIES.session) ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/rs/login/mfa_sign_in',
      headers: { authorization: `Bearer ${token}`, cookie: `${COOKIES.session}=${sid}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf },
      payload: {},
    });
    const newSid = cookieValue(res, COOKIES.session) ?? '';
    const newXsrf = cookieValue(res, COOKIES.antiForgery) ?? '';
    return { res, oldSid: sid, headers: { authorization: `Bearer ${token}`, cookie: `${COOKIES.session}=${newSid}; ${COOKIES.antiForgery}=${newXsrf}`, [ANTI_FORGERY_HEADER]: newXsrf } };
  }
  const extend = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/rs/main/extend_session', headers });

  it('accepts a valid token on the session it signed in', async () => {
    const { res, headers } = await signIn(await id.mint({ sub, email: 'fran@gsa.gov' }));
    expect(res.json()).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { loggedIn: true, storeID: 0, user: { name: 'Fran Federal' } } });
    const ok = await extend(headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1800');
  });

  it('gives a new session id at sign-in; the old one carries no sign-in (S-4)', async () => {
    const token = await id.mint({ sub });
    const { oldSid, headers } = await signIn(token);
    expect(headers.cookie).not.toContain(oldSid);
    const res = await extend({ authorization: `Bearer ${token}`, cookie: `${COOKIES.session}=${oldSid}` });
    expect(res.statusCode).toBe(401);
  });

  const attacks: Array<[string, () => Promise<string>]> = [
    ['T-1 alg none', async () => `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${base64url.encode(JSON.stringify({ sub, iss: TEST_ISSUER, aud: 'urn:advantage:api', exp: Math.floor(clock / 1000) + 300, iat: Math.floor(clock / 1000) }))}.`],
    [
      'T-2 HS256 signed with the public key',
      async () =>
        new SignJWT({ sub })
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: 'test-key' })
          .setIssuer(TEST_ISSUER)
          .setAudience('urn:advantage:api')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode(JSON.stringify(id.publicJwk))),
    ],
    [
      'T-3 embedded attacker jwk header',
      async () => {
        const { generateKeyPair, exportJWK } = await import('jose');
        const attacker = await generateKeyPair('RS256', { extractable: true });
        return new SignJWT({ sub })
          .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', jwk: await exportJWK(attacker.publicKey) })
          .setIssuer(TEST_ISSUER)
          .setAudience('urn:advantage:api')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(attacker.privateKey);
      },
    ],
    ['T-4 wrong audience', () => id.mint({ sub }, { audience: 'urn:someone:else' })],
    ['T-4 wrong issuer', () => id.mint({ sub }, { issuer: 'https://evil.example' })],
    ['T-4 expired', () => id.mint({ sub }, { expiresIn: Math.floor(clock / 1000) - 120 })],
    [
      'T-4 missing exp',
      async () => new SignJWT({ sub }).setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' }).setIssuer(TEST_ISSUER).setAudience('urn:advantage:api').setIssuedAt().sign(id.privateKey),
    ],
    [
      'T-4 not yet valid',
      async () =>
        new SignJWT({ sub })
          .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
          .setIssuer(TEST_ISSUER)
          .setAudience('urn:advantage:api')
          .setIssuedAt()
          .setNotBefore(Math.floor(clock / 1000) + 600)
          .setExpirationTime(Math.floor(clock / 1000) + 900)
          .sign(id.privateKey),
    ],
    ['T-5 an ID token (typ JWT, client audience)', () => id.mint({ sub }, { typ: 'JWT', audience: 'advantage-web' })],
    ['T-5 a token of another type for the API audience', () => id.mint({ sub }, { typ: 'JWT' })],
    ['malformed', async () => 'not.a.token'],
  ];

  it.each(attacks)('refuses %s with 401', async (_name, make) => {
    const get = await t.app.inject({ method: 'GET', url: '/rs/login/oauth_config', headers: { authorization: `Bearer ${await make()}` } });
    expect(get.statusCode).toBe(401);
    expect(get.json()).toMatchObject({ responseType: 'ERROR', responseName: 'Unauthorized' });
  });

  it('T-6 refuses a valid token after sign-out', async () => {
    const token = await id.mint({ sub });
    const { headers } = await signIn(token);
    const out = await t.app.inject({ method: 'GET', url: '/rs/login/sign_out', headers });
    expect(out.json()).toMatchObject({ responseName: 'LogoutFromAuthServer', attributes: { endSessionEndpoint: `${TEST_ISSUER}/session/end` } });
    const after = await extend(headers);
    expect(after.statusCode).toBe(401);
  });

  it.each(['/rs/login/sign_out', '/rs/fedstrip/sign_out'])('%s with a token that expired meanwhile still ends the session and the provider session', async (path) => {
    const token = await id.mint({ sub }, { expiresIn: Math.floor(clock / 1000) + 300 });
    const { headers } = await signIn(token);
    clock += 400_000;
    expect((await extend(headers)).statusCode).toBe(401);
    const out = await t.app.inject({ method: 'GET', url: path, headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ responseName: 'LogoutFromAuthServer', attributes: { loggedIn: false } });
    // The session is over: a fresh token of the same member is not signed in on it.
    const fresh = await id.mint({ sub }, { expiresIn: Math.floor(clock / 1000) + 300 });
    expect((await extend({ ...headers, authorization: `Bearer ${fresh}` })).statusCode).toBe(401);
  });

  it('S-1 refuses calls after 1800 s of inactivity, and after 12 h however active', async () => {
    const token = await id.mint({ sub }, { expiresIn: Math.floor(clock / 1000) + 20 * 3600 });
    const { headers } = await signIn(token);
    clock += 1801_000;
    const idle = await extend(headers);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().responseName).toBe('SessionExpired');

    const again = await signIn(token);
    for (let i = 0; i < 25; i++) {
      clock += 1750_000;
      if (i < 24) expect((await extend(again.headers)).statusCode, `call ${i}`).toBe(200);
    }
    expect((await extend(again.headers)).statusCode).toBe(401);
  });
});
