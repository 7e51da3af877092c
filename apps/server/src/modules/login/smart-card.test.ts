import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { ensureDevCa, type DevCaFiles } from '@advantage/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardVerifier } from '../../lib/smart-card.js';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { browserSession, cookieValue } from '../../test-support/cookies.js';
import { TEST_ISSUER, testIdentity } from '../../test-support/identity.js';

describe('PIV/CAC card registration', () => {
  let t: TestApp;
  let id: Awaited<ReturnType<typeof testIdentity>>;
  let ca: DevCaFiles;
  let strangerCa: DevCaFiles;
  const dirs: string[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adv-ca-'));
    const other = mkdtempSync(join(tmpdir(), 'adv-ca-other-'));
    dirs.push(dir, other);
    ca = ensureDevCa(dir);
    strangerCa = ensureDevCa(other);
    id = await testIdentity();
    t = await createTestApp('pglite', {}, { identity: { ...id.settings, verifyCard: cardVerifier(ca.caCert) } });
    await t.app.db.insert(schema.members).values([
      { issuer: TEST_ISSUER, subject: 'alice', email: 'alice@army.mil', memberType: 'military' },
      { issuer: TEST_ISSUER, subject: 'bob', email: 'bob@army.mil', memberType: 'military' },
    ]);
  });
  afterAll(async () => {
    await t.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  async function signedIn(sub: string) {
    const browser = await browserSession(t.app, '/rs/main/start_page');
    const token = await id.mint({ sub });
    const res = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
    const sid = cookieValue(res, COOKIES.session) ?? '';
    const xsrf = cookieValue(res, COOKIES.antiForgery) ?? '';
    return { authorization: `Bearer ${token}`, cookie: `${COOKIES.session}=${sid}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf };
  }

  function cardOf(files: DevCaFiles, name: 'card-valid' | 'card-other' | 'card-missing-upn', upn?: string) {
    const cert = readFileSync(files.cards[name].cert, 'utf8');
    const idCa = name === 'card-missing-upn' ? '' : readFileSync(files.idCaCert, 'utf8');
    const data = cardVerifier(files.caCert)(cert + idCa);
    return { ...data, ...(upn ? { ssl_client_san_other_msupn_0: upn } : {}), ssl_client_cert_chain: cert + idCa };
  }
  const register = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/rs/login/register_smart_card', headers, payload });

  it('registers a valid card, then answers NoAction for the same member', async () => {
    const alice = await signedIn('alice');
    const card = cardOf(ca, 'card-valid');
    expect(card.ssl_client_san_other_msupn_0).toBe('1234567890@mil');
    expect((await register(alice, card)).json()).toEqual({ responseName: 'Success', message: 'Your PIV/CAC card was successfully registered.' });
    expect((await register(alice, card)).json()).toEqual({ responseName: 'NoAction', message: 'Your PIV/CAC card is already registered on GSA Advantage.' });
  });

  it('answers Error when another account has the card', async () => {
    const bob = await signedIn('bob');
    expect((await register(bob, cardOf(ca, 'card-valid'))).json()).toEqual({ responseName: 'Error', message: 'ATTENTION: This PIV/CAC card is registered with another account.' });
  });

  it('refuses card data that does not match its certificate', async () => {
    const bob = await signedIn('bob');
    const res = await register(bob, cardOf(ca, 'card-other', '9999999999@mil'));
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.detailedErrorMessage).toBe('Unable to register smart card');
  });

  it('refuses a card from another certificate authority', async () => {
    const bob = await signedIn('bob');
    expect((await register(bob, cardOf(strangerCa, 'card-other'))).statusCode).toBe(400);
  });

  it('refuses a card without the mandatory alternative name', async () => {
    const bob = await signedIn('bob');
    const res = await register(bob, cardOf(ca, 'card-missing-upn'));
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.errors[0]).toMatchObject({ field: 'ssl_client_san_other_msupn_0', message: 'Alternative name is required.' });
  });

  it('needs a signed-in member', async () => {
    const browser = await browserSession(t.app, '/rs/main/start_page');
    expect((await register(browser.headers, cardOf(ca, 'card-other'))).statusCode).toBe(401);
  });
});
