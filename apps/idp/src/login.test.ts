import { DEV_IDP_PREFIX } from '@advantage/contracts';
import { DEMO_ACCOUNTS, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from './accounts.js';
import { delayAfter } from './lockout.js';
import { Browser, callbackParams, createTestIdp, startSignIn, type TestIdp } from './test-support/harness.js';
import { expectAccessiblePage, wrongTotp } from './test-support/sign-in.js';
import { totpFromSecret } from './totp.js';
import { CODE_ERROR, CREDENTIALS_ERROR } from './views/sign-in.js';
import { escapeHtml } from './views/html.js';

let t: TestIdp;
let ipCounter = 10;
const browser = () => new Browser(t.app, `10.0.0.${ipCounter++}`);

beforeAll(async () => {
  t = await createTestIdp();
  await t.idp.seedDemoAccounts();
});
afterAll(() => t.close());

async function toCodeStep(b: Browser, email: string, password: string) {
  const start = await startSignIn(b);
  const res = await b.follow(await b.post(`${start.action}/login`, { email, password }));
  return { ...start, res };
}

describe('sign-in pages', () => {
  it('serves an accessible, script-free login page and the USWDS assets', async () => {
    const b = browser();
    const { res } = await startSignIn(b);
    expect(res.headers['cache-control']).toBe('no-store');
    expectAccessiblePage(res.body);
    expect(res.body).toContain(`${DEV_IDP_PREFIX}/assets/uswds/css/uswds.min.css`);
    const css = await b.get(`${DEV_IDP_PREFIX}/assets/uswds/css/uswds.min.css`);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect((await b.get(`${DEV_IDP_PREFIX}/assets/uswds/fonts/merriweather/Latin-Merriweather-Bold.woff2`)).statusCode).toBe(200);
    expect((await b.get(`${DEV_IDP_PREFIX}/assets/idp.css`)).statusCode).toBe(200);
    expect((await b.get(`${DEV_IDP_PREFIX}/assets/uswds/..%2F..%2Fpackage.json`)).statusCode).toBe(404);
    expect((await b.get(`${DEV_IDP_PREFIX}/assets/uswds/js/uswds.min.js`)).statusCode).toBe(404);
  });

  it('refuses a wrong password and an unknown email with the same message, tied to the field', async () => {
    const demo = DEMO_ACCOUNTS[0]!;
    const wrong = await toCodeStep(browser(), demo.email, 'Wrong-password1!');
    const unknown = await toCodeStep(browser(), 'nobody@gsa.gov', 'Wrong-password1!');
    for (const { res } of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(escapeHtml(CREDENTIALS_ERROR));
      expect(res.body).toContain('aria-describedby="password-error"');
      expect(res.body).toContain('There is a problem');
      expectAccessiblePage(res.body);
    }
    const empty = await browser().post(`${wrong.action}/login`, { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a wrong TOTP code and a code that was already used', async () => {
    const demo = DEMO_ACCOUNTS[1]!;
    const b1 = browser();
    const a = await toCodeStep(b1, demo.email, demo.password);
    expect(a.res.body).toContain('Enter your one-time code');
    expectAccessiblePage(a.res.body);

    const code = totpFromSecret(demo.totpSecret, t.clock.now);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await b1.post(`${a.action}/totp`, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(escapeHtml(CODE_ERROR));
    expect(wrong.body).toContain('aria-describedby="code-hint code-error"');
    expectAccessiblePage(wrong.body);

    const ok = await b1.follow(await b1.post(`${a.action}/totp`, { code }));
    expect(callbackParams(ok).get('code')).toBeTruthy();

    // The same code, in its window, from another browser: refused.
    const b2 = browser();
    const second = await toCodeStep(b2, demo.email, demo.password);
    const replay = await b2.post(`${second.action}/totp`, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain(escapeHtml(CODE_ERROR));

    t.clock.now += 30_000;
    const next = await b2.follow(await b2.post(`${second.action}/totp`, { code: totpFromSecret(demo.totpSecret, t.clock.now) }));
    expect(callbackParams(next).get('code')).toBeTruthy();
  });

  it('pauses sign-in from an address for 15 minutes after 10 failures there', async () => {
    const demo = DEMO_ACCOUNTS[2]!;
    const b = browser();
    const start = await startSignIn(b);
    for (let i = 1; i <= 10; i++) {
      const res = await b.post(`${start.action}/login`, { email: demo.email, password: `Wrong-${i}!x1` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(escapeHtml(CREDENTIALS_ERROR));
      t.clock.now += delayAfter(i);
    }
    const locked = await b.post(`${start.action}/login`, { email: demo.email, password: demo.password });
    expect(locked.statusCode).toBe(400);
    expect(locked.body).toContain(escapeHtml(CREDENTIALS_ERROR));

    t.clock.now += 14 * 60_000;
    expect((await b.post(`${start.action}/login`, { email: demo.email, password: demo.password })).statusCode).toBe(400);
    t.clock.now += 60_000;
    const unlocked = await b.follow(await b.post(`${start.action}/login`, { email: demo.email, password: demo.password }));
    expect(unlocked.body).toContain('Enter your one-time code');
  });

  it('counts wrong codes towards the lockout of that address only', async () => {
    const demo = DEMO_ACCOUNTS[3]!;
    const b = browser();
    const { action } = await toCodeStep(b, demo.email, demo.password);
    for (let i = 1; i < 10; i++) {
      expect((await b.post(`${action}/totp`, { code: wrongTotp(demo.totpSecret, t.clock.now) })).body).toContain(escapeHtml(CODE_ERROR));
      t.clock.now += delayAfter(i);
    }
    const tenth = await b.post(`${action}/totp`, { code: wrongTotp(demo.totpSecret, t.clock.now) });
    expect(tenth.body).toContain('Too many failed attempts');
    expect((await b.follow(await b.post(`${action}/login`, { email: demo.email, password: demo.password }))).statusCode).toBe(400);
    const elsewhere = await toCodeStep(browser(), demo.email, demo.password);
    expect(elsewhere.res.body).toContain('Enter your one-time code');
    t.clock.now += 16 * 60_000;
  });

  it('enrols TOTP on the first sign-in of an account without a confirmed secret', async () => {
    const accounts = new Accounts(t.database.db, () => t.clock.now);
    const created = await accounts.create({ email: 'new.buyer@gsa.gov', password: 'Enrol-me1!', givenName: 'New', familyName: 'Buyer', emailVerified: true });
    const b = browser();
    const { action, res } = await toCodeStep(b, 'New.Buyer@gsa.gov', 'Enrol-me1!');
    expect(res.body).toContain('Set up your authenticator app');
    expect(res.body).toMatch(/<img class="idp-qr" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="[^"]+">/);
    expect(res.body).toContain('otpauth://totp/');
    expectAccessiblePage(res.body);
    const secret = /id="totp-secret">([A-Z2-7 ]+)</.exec(res.body)?.[1]?.replace(/ /g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // Reloading shows the same secret until it is confirmed.
    expect((await b.get(action)).body).toContain(`id="totp-secret">${/id="totp-secret">([A-Z2-7 ]+)</.exec(res.body)?.[1]}<`);
    const wrong = await b.post(`${action}/totp`, { code: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Set up your authenticator app');

    const ok = await b.follow(await b.post(`${action}/totp`, { code: totpFromSecret(secret!, t.clock.now) }));
    expect(callbackParams(ok).get('code')).toBeTruthy();
    const [row] = await t.database.db.select().from(schema.idpAccounts).where(eq(schema.idpAccounts.id, created!.id));
    expect(row).toMatchObject({ totpConfirmed: true, totpSecret: secret });
  });

  it('rejects a form posted without this browser\'s interaction cookie or from another site', async () => {
    const b = browser();
    const { action } = await startSignIn(b);
    const demo = DEMO_ACCOUNTS[0]!;
    const stranger = await browser().post(`${action}/login`, { email: demo.email, password: demo.password });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain('This sign-in has expired');
    const crossSite = await b.post(`${action}/login`, { email: demo.email, password: demo.password }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('rate-limits the sign-in POSTs per client address with a 429 page', async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await b.post(`${DEV_IDP_PREFIX}/interaction/not-a-real-uid/login`, { email: 'a@b.gov', password: 'x' })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const limited = await b.post(`${DEV_IDP_PREFIX}/interaction/not-a-real-uid/login`, { email: 'a@b.gov', password: 'x' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain('Too many attempts');
    expectAccessiblePage(limited.body);
  });
});
