import { DEV_IDP_PREFIX } from '@advantage/contracts';
import { DEMO_ACCOUNTS } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, callbackParams, createTestIdp, ISSUER, ORIGIN, startSignIn, type TestIdp } from './test-support/harness.js';
import { totpFromSecret } from './totp.js';

let t: TestIdp;
let ip = 10;
const browser = () => new Browser(t.app, `10.1.0.${ip++}`);
const SIGNUP = `${DEV_IDP_PREFIX}/signup`;

beforeAll(async () => {
  t = await createTestIdp();
  await t.idp.seedDemoAccounts();
});
afterAll(() => t.close());

function form(email: string, extra: Record<string, string> = {}) {
  return { email, given_name: 'Pat', family_name: 'Procurer', password: 'Sign-up1!', confirm_password: 'Sign-up1!', ...extra };
}

function verificationLink(to: string): URL {
  const mail = t.mails.filter((m) => m.to === to).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No verification link was mailed to ${to}`);
  return new URL(link);
}

describe('self-service sign-up', () => {
  it('prefills the email and keeps only an allow-listed return_to', async () => {
    const b = browser();
    const page = await b.get(`${SIGNUP}?email=pat%40agency.gov&return_to=${encodeURIComponent(`${ORIGIN}/ws/main/start_page`)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="pat@agency.gov"');
    expect(page.body).toContain(`name="return_to" value="${ORIGIN}/ws/main/start_page"`);
    const evil = await b.get(`${SIGNUP}?return_to=${encodeURIComponent('https://evil.example/')}`);
    expect(evil.body).not.toContain('evil.example');
  });

  it('validates the fields with the spec password rule', async () => {
    const res = await browser().post(SIGNUP, form('not-an-email', { password: 'short', confirm_password: 'short', given_name: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('id="email-error"');
    expect(res.body).toContain('id="given_name-error"');
    expect(res.body).toContain('Password must be at least 8 characters long.');
    const mismatch = await browser().post(SIGNUP, form('pat@agency.gov', { confirm_password: 'Other-one1!' }));
    expect(mismatch.body).toContain('The passwords do not match.');
    expect(t.mails).toHaveLength(0);
  });

  it('signs up, verifies the email through the mailed link and then signs in (with TOTP enrolment)', async () => {
    const b = browser();
    const returnTo = `${ORIGIN}/ws/main/start_page`;
    const sent = await b.post(SIGNUP, form('Pat.Procurer@Agency.gov', { return_to: returnTo }));
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Check your email');

    // Before verification: the right password is refused with an offer to resend.
    const early = await startSignIn(b);
    const refused = await b.post(`${early.action}/login`, { email: 'pat.procurer@agency.gov', password: 'Sign-up1!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Your email address is not verified yet');
    const resent = await b.post(`${early.action}/resend`, {});
    expect(resent.body).toContain('Verification email sent');
    expect(t.mails.filter((m) => m.to === 'pat.procurer@agency.gov')).toHaveLength(2);

    const link = verificationLink('pat.procurer@agency.gov');
    expect(link.origin + link.pathname).toBe(`${ISSUER}/verify`);
    const verified = await b.get(link.href);
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toContain('Email address verified');
    expect((await b.get(link.href)).statusCode).toBe(400);

    const start = await startSignIn(b);
    const enrol = await b.follow(await b.post(`${start.action}/login`, { email: 'pat.procurer@agency.gov', password: 'Sign-up1!' }));
    expect(enrol.body).toContain('Set up your authenticator app');
    const secret = /id="totp-secret">([A-Z2-7 ]+)</.exec(enrol.body)![1]!.replace(/ /g, '');
    const done = await b.follow(await b.post(`${start.action}/totp`, { code: totpFromSecret(secret, t.clock.now) }));
    expect(callbackParams(done).get('code')).toBeTruthy();
  });

  it('carries return_to through the verification link', async () => {
    const b = browser();
    const returnTo = `${ORIGIN}/ws/main/start_page`;
    await b.post(SIGNUP, form('casey@agency.gov', { return_to: returnTo }));
    const link = verificationLink('casey@agency.gov');
    expect(link.searchParams.get('return_to')).toBe(returnTo);
    expect((await b.get(link.href)).body).toContain(`href="${returnTo}"`);
  });

  it('answers the same for an address that already has an account, and tells its owner instead', async () => {
    const demo = DEMO_ACCOUNTS[0]!;
    const res = await browser().post(SIGNUP, form(demo.email));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Check your email');
    expect(t.mails.at(-1)).toMatchObject({ to: demo.email, subject: 'You already have an Advantage sign-in account' });
  });

  it('refuses expired, unknown and cross-site requests', async () => {
    const b = browser();
    await b.post(SIGNUP, form('late@agency.gov'));
    const link = verificationLink('late@agency.gov');
    t.clock.now += 24 * 60 * 60 * 1000 + 1000;
    expect((await b.get(link.href)).statusCode).toBe(400);
    expect((await b.get(`${DEV_IDP_PREFIX}/verify?token=nope`)).statusCode).toBe(400);
    expect((await b.post(SIGNUP, form('x@agency.gov'), { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });
});
