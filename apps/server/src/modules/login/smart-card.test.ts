import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANTI_FORGERY_HEADER, API_AUDIENCE, COOKIES, DEV_CLIENT_ID, SMART_CARD_ASSERTION, type SmartCardChallenge, type SmartCardData } from '@advantage/contracts';
import { type Database, openDatabase, schema } from '@advantage/db';
import { createIdentityProvider, ensureDevCa, type DevCaFiles, type IdentityProvider } from '@advantage/idp';
import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardVerifier } from '../../lib/smart-card.js';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession, cookieValue } from '../../test-support/cookies.js';
import { TEST_ISSUER, testIdentity } from '../../test-support/identity.js';

type CardName = 'card-valid' | 'card-other' | 'card-missing-upn';
type Headers = Record<string, string>;

describe.each(TEST_DATABASES)('PIV/CAC card registration (%s)', (kind) => {
  let t: TestApp;
  let id: Awaited<ReturnType<typeof testIdentity>>;
  let ca: DevCaFiles;
  let strangerCa: DevCaFiles;
  let readerDb: Database;
  let idp: IdentityProvider;
  let reader: { url: string; close(): Promise<void> };
  const clock = { now: Date.now() };
  const dirs: string[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adv-ca-'));
    const other = mkdtempSync(join(tmpdir(), 'adv-ca-other-'));
    dirs.push(dir, other);
    ca = ensureDevCa(dir);
    strangerCa = ensureDevCa(other);
    // The real reader of apps/idp over TLS: it holds the signing key, the test holds only the cards.
    readerDb = await openDatabase({ dataDir: 'memory://' });
    idp = await createIdentityProvider({
      db: readerDb.db,
      issuer: 'http://localhost:8080/idp',
      prefix: '/idp',
      clientId: DEV_CLIENT_ID,
      appOrigins: ['http://localhost:8080'],
      audience: API_AUDIENCE,
      cookieSecure: false,
      sendMail: async () => {},
      reader: { host: '127.0.0.1', port: 0, dataDir: dir },
      now: () => clock.now,
    });
    reader = await idp.startReader();
    id = await testIdentity(() => clock.now);
    t = await createTestApp(kind, {}, {
      identity: { ...id.settings, verifyCard: cardVerifier(ca.caCert), cardAssertionKey: createLocalJWKSet(idp.readerPublicJwks) },
    });
    await t.app.db.insert(schema.members).values(['alice', 'bob', 'carol'].map((name) => ({ issuer: TEST_ISSUER, subject: name, email: `${name}@army.mil`, memberType: 'military' })));
  });
  afterAll(async () => {
    await t.close();
    await reader.close();
    await idp.close();
    await readerDb.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  async function signedIn(sub: string): Promise<Headers> {
    const browser = await browserSession(t.app, '/rs/main/start_page');
    const token = await id.mint({ sub });
    const res = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
    const sid = cookieValue(res, COOKIES.session) ?? '';
    const xsrf = cookieValue(res, COOKIES.antiForgery) ?? '';
    return { authorization: `Bearer ${token}`, cookie: `${COOKIES.session}=${sid}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf };
  }

  async function challenge(headers: Headers): Promise<SmartCardChallenge> {
    const res = await t.app.inject({ method: 'POST', url: '/rs/login/smart_card_challenge', headers, payload: {} });
    expect(res.statusCode).toBe(200);
    return res.json<SmartCardChallenge>();
  }

  /** What the browser of a card holder gets from the reader: the card's key signs the TLS handshake. */
  function readCard(card: CardName, asked: SmartCardChallenge): Promise<SmartCardData> {
    const url = new URL(`${reader.url.replace('localhost', '127.0.0.1')}/pivreader`);
    url.searchParams.set('nonce', asked.nonce);
    url.searchParams.set('binding', asked.binding);
    const files = ca.cards[card];
    return new Promise((resolve, reject) => {
      const req = httpsRequest(url, { ca: readFileSync(ca.caCert), cert: readFileSync(files.cert), key: readFileSync(files.key), agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body) as SmartCardData) : reject(new Error(`reader answered ${res.statusCode}: ${body}`))));
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** What anyone holding only the public certificate can send (no reader assertion). */
  function publicCard(files: DevCaFiles, name: CardName, upn?: string) {
    const cert = readFileSync(files.cards[name].cert, 'utf8');
    const idCa = name === 'card-missing-upn' ? '' : readFileSync(files.idCaCert, 'utf8');
    const data = cardVerifier(files.caCert)(cert + idCa);
    return { ...data, ...(upn ? { ssl_client_san_other_msupn_0: upn } : {}), ssl_client_cert_chain: cert + idCa };
  }

  const register = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/rs/login/register_smart_card', headers, payload });
  const registeredTo = async (altName: string) => (await t.app.db.select().from(schema.smartCards).where(eq(schema.smartCards.altName, altName)))[0]?.memberId;
  const memberId = async (subject: string) => (await t.app.db.select().from(schema.members).where(eq(schema.members.subject, subject)))[0]?.id;

  function expectRefused(res: Awaited<ReturnType<typeof register>>) {
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.detailedErrorMessage).toBe('Unable to register smart card');
  }

  it('registers a card read with this session\'s challenge, then answers NoAction for the same member', async () => {
    const alice = await signedIn('alice');
    const card = await readCard('card-valid', await challenge(alice));
    expect(card.ssl_client_san_other_msupn_0).toBe('1234567890@mil');
    expect((await register(alice, card)).json()).toEqual({ responseName: 'Success', message: 'Your PIV/CAC card was successfully registered.' });
    expect(await registeredTo('1234567890@mil')).toBe(await memberId('alice'));
    const again = await readCard('card-valid', await challenge(alice));
    expect((await register(alice, again)).json()).toEqual({ responseName: 'NoAction', message: 'Your PIV/CAC card is already registered on GSA Advantage.' });
  });

  it('refuses a replayed assertion: each challenge is used once', async () => {
    const alice = await signedIn('alice');
    const card = await readCard('card-valid', await challenge(alice));
    expect((await register(alice, card)).json().responseName).toBe('NoAction');
    expectRefused(await register(alice, card));
    await challenge(alice);
    expectRefused(await register(alice, card));
  });

  it('keeps the three newest challenges of a session, asked at once or not, each for one use', async () => {
    const alice = await signedIn('alice');
    const [first, second] = await Promise.all([challenge(alice), challenge(alice)]);
    const cards = await Promise.all([readCard('card-valid', first!), readCard('card-valid', second!)]);
    for (const card of cards) expect((await register(alice, card)).json().responseName).toBe('NoAction');
    for (const card of cards) expectRefused(await register(alice, card));

    const oldest = await readCard('card-valid', await challenge(alice));
    clock.now += 1000;
    const newer = await Promise.all([1, 2, 3].map(async () => readCard('card-valid', await challenge(alice))));
    expectRefused(await register(alice, oldest));
    for (const card of newer) expect((await register(alice, card)).json().responseName).toBe('NoAction');
  });

  it('answers Error when another account has the card', async () => {
    const bob = await signedIn('bob');
    const card = await readCard('card-valid', await challenge(bob));
    expect((await register(bob, card)).json()).toEqual({ responseName: 'Error', message: 'ATTENTION: This PIV/CAC card is registered with another account.' });
  });

  it('refuses a public certificate chain without the reader\'s assertion, or with one the reader did not sign', async () => {
    const bob = await signedIn('bob');
    expectRefused(await register(bob, publicCard(ca, 'card-other')));
    const asked = await challenge(bob);
    expectRefused(await register(bob, publicCard(ca, 'card-other')));

    const { privateKey } = await generateKeyPair('ES256');
    const certificate = await readCard('card-other', await challenge(await signedIn('carol')));
    const forged = await new SignJWT({ ...decodeJwt(certificate.assertion ?? ''), nonce: asked.nonce, binding: asked.binding })
      .setProtectedHeader({ alg: 'ES256', typ: SMART_CARD_ASSERTION.type })
      .sign(privateKey);
    expectRefused(await register(bob, { ...publicCard(ca, 'card-other'), assertion: forged }));
    expect(await registeredTo('1098765432@mil')).toBeUndefined();
    const refusals = await t.app.db.select().from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'register_smart_card'), eq(schema.auditLog.outcome, 'refused'), eq(schema.auditLog.memberId, (await memberId('bob'))!)));
    expect(refusals.filter((r) => r.detail.reason === 'assertion')).toHaveLength(3);
  });

  it('refuses an assertion obtained for another member\'s session', async () => {
    const carol = await signedIn('carol');
    const bob = await signedIn('bob');
    const carolsCard = await readCard('card-other', await challenge(carol));
    expectRefused(await register(bob, carolsCard));
    await challenge(bob);
    expectRefused(await register(bob, carolsCard));
    expect(await registeredTo('1098765432@mil')).toBeUndefined();
    // The same assertion in the session it was made for: the card holder registers it.
    expect((await register(carol, carolsCard)).json().responseName).toBe('Success');
    expect(await registeredTo('1098765432@mil')).toBe(await memberId('carol'));
  });

  it('refuses an assertion for another card than the certificate sent', async () => {
    const bob = await signedIn('bob');
    const assertion = (await readCard('card-other', await challenge(bob))).assertion;
    expectRefused(await register(bob, { ...publicCard(ca, 'card-valid'), assertion }));
  });

  it('refuses an expired assertion', async () => {
    const alice = await signedIn('alice');
    const card = await readCard('card-valid', await challenge(alice));
    clock.now += (SMART_CARD_ASSERTION.ttlSeconds + 10) * 1000;
    try {
      expectRefused(await register(alice, card));
    } finally {
      clock.now = Date.now();
    }
  });

  it('refuses card data that does not match its certificate', async () => {
    const bob = await signedIn('bob');
    const card = await readCard('card-other', await challenge(bob));
    expectRefused(await register(bob, { ...card, ssl_client_san_other_msupn_0: '9999999999@mil' }));
  });

  it('refuses a card from another certificate authority', async () => {
    const bob = await signedIn('bob');
    expect((await register(bob, publicCard(strangerCa, 'card-other'))).statusCode).toBe(400);
  });

  it('refuses a card without the mandatory alternative name', async () => {
    const bob = await signedIn('bob');
    const res = await register(bob, await readCard('card-missing-upn', await challenge(bob)));
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.errors[0]).toMatchObject({ field: 'ssl_client_san_other_msupn_0', message: 'Alternative name is required.' });
  });

  it('needs a signed-in member, for the challenge too', async () => {
    const browser = await browserSession(t.app, '/rs/main/start_page');
    expect((await register(browser.headers, publicCard(ca, 'card-other'))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/rs/login/smart_card_challenge', headers: browser.headers, payload: {} })).statusCode).toBe(401);
  });
});
