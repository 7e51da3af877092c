import { randomBytes } from 'node:crypto';
import { DEV_IDP_PREFIX } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from './accounts.js';
import { delayAfter, sourceOf } from './lockout.js';
import { Browser, callbackParams, createTestIdp, ISSUER, startSignIn, type TestIdp } from './test-support/harness.js';
import { expectAccessiblePage } from './test-support/sign-in.js';
import { generateTotpSecret, totpFromSecret } from './totp.js';
import { escapeHtml } from './views/html.js';
import { CREDENTIALS_ERROR } from './views/sign-in.js';

let t: TestIdp;
let accounts: Accounts;
let ipCounter = 1;
const browser = () => new Browser(t.app, `192.0.2.${ipCounter++}`);
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestIdp();
  accounts = new Accounts(t.database.db, () => t.clock.now);
});
afterAll(() => t.close());

interface Owner {
  email: string;
  password: string;
  totpSecret: string;
}

async function newOwner(): Promise<Owner> {
  const owner = { email: `owner.${randomBytes(4).toString('hex')}@gsa.gov`, password: 'Right-password1!', totpSecret: generateTotpSecret() };
  await accounts.create({ ...owner, givenName: 'Olive', familyName: 'Owner', emailVerified: true });
  return owner;
}

/** One browser at one client address, in its own sign-in interaction. */
async function signInPage(b = browser()) {
  const { action } = await startSignIn(b);
  const login = (email: string, password: string) => b.post(`${action}/login`, { email, password });
  return { b, action, login };
}

/** Whether the right password from this page reaches the code step. */
async function passwordAccepted(page: Awaited<ReturnType<typeof signInPage>>, owner: Owner): Promise<boolean> {
  const res = await page.b.follow(await page.login(owner.email, owner.password));
  if (res.body.includes('Enter your one-time code')) return true;
  expect(res.statusCode).toBe(400);
  expect(res.body).toContain(escapeHtml(CREDENTIALS_ERROR));
  return false;
}

/** `count` wrong passwords, each answered with the generic message, waiting out the delay after each; the last answer. */
async function fail(page: Awaited<ReturnType<typeof signInPage>>, owner: Owner, count: number, already = 0): Promise<string> {
  let body = '';
  for (let n = already + 1; n <= already + count; n++) {
    const res = await page.login(owner.email, `Wrong-guess-${n}!`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(escapeHtml(CREDENTIALS_ERROR));
    body = res.body;
    t.clock.now += delayAfter(n);
  }
  return body;
}

function mailsTo(email: string) {
  return t.mails.filter((m) => m.to === email);
}

describe('sign-in lockout', () => {
  it('ten wrong passwords from one address lock that address only: the owner signs in from another', async () => {
    const owner = await newOwner();
    const attacker = await signInPage();
    await fail(attacker, owner, 10);
    expect(await passwordAccepted(attacker, owner)).toBe(false);

    const own = await signInPage();
    expect(await passwordAccepted(own, owner)).toBe(true);
    const done = await own.b.follow(await own.b.post(`${own.action}/totp`, { code: totpFromSecret(owner.totpSecret, t.clock.now) }));
    expect(callbackParams(done).get('code')).toBeTruthy();

    // The attacker's address stays locked for 15 minutes from its tenth failure.
    t.clock.now += 14 * MINUTE;
    expect(await passwordAccepted(attacker, owner)).toBe(false);
    t.clock.now += MINUTE;
    expect(await passwordAccepted(attacker, owner)).toBe(true);
  });

  it('slows an address down after its second failure, refusing even the right password until the wait is over', async () => {
    const owner = await newOwner();
    const guesser = await signInPage();
    for (const n of [1, 2]) expect((await guesser.login(owner.email, `Wrong-guess-${n}!`)).body).toContain(escapeHtml(CREDENTIALS_ERROR));
    expect(await passwordAccepted(guesser, owner)).toBe(false);
    t.clock.now += 999;
    expect(await passwordAccepted(guesser, owner)).toBe(false);
    t.clock.now += 1;
    // The refused attempts were not counted: the wait after the second failure (1 s) is the one that ran out.
    expect(await passwordAccepted(guesser, owner)).toBe(true);

    // The third failure doubles the wait; another address is not slowed down.
    const again = await signInPage(guesser.b);
    expect((await again.login(owner.email, 'Wrong-guess-3!')).statusCode).toBe(400);
    t.clock.now += 1_000;
    expect(await passwordAccepted(again, owner)).toBe(false);
    expect(await passwordAccepted(await signInPage(), owner)).toBe(true);
    t.clock.now += 1_000;
    expect(await passwordAccepted(again, owner)).toBe(true);
  });

  it('emails the owner, not the person signing in, a link that lifts the lock once', async () => {
    const owner = await newOwner();
    const page = await signInPage();
    const ninth = await fail(page, owner, 9);
    expect(mailsTo(owner.email)).toHaveLength(0);
    // The answer that sets the lock and sends the mail is the answer to any wrong password.
    expect(await fail(page, owner, 1, 9)).toBe(ninth);
    const [mail, ...more] = mailsTo(owner.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Sign-in to your Advantage account was paused');
    const link = new URL(/https?:\/\/\S+\/unlock\?token=\S+/.exec(mail!.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${ISSUER}/unlock`);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(await passwordAccepted(page, owner)).toBe(false);

    // Opening the link only asks (a mail scanner following it spends nothing); the form's POST lifts the lock.
    const b = browser();
    const confirm = await b.get(link.pathname + link.search);
    expect(confirm.statusCode).toBe(200);
    expectAccessiblePage(confirm.body);
    expect((await b.get(link.pathname + link.search)).statusCode).toBe(200);
    const token = link.searchParams.get('token')!;
    expect(confirm.body).toContain(`value="${token}"`);
    const done = await b.post(link.pathname, { token });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Sign-in is no longer paused');
    expectAccessiblePage(done.body);
    expect(await passwordAccepted(page, owner)).toBe(true);

    for (const reuse of [await b.post(link.pathname, { token }), await b.get(link.pathname + link.search)]) {
      expect(reuse.statusCode).toBe(400);
      expect(reuse.body).toContain('This link is not valid');
    }
    expect((await b.post(link.pathname, { token: 'A'.repeat(43) })).statusCode).toBe(400);
  });

  it('the unlock link expires after 30 minutes, and locks from more addresses do not flood the owner', async () => {
    const owner = await newOwner();
    await fail(await signInPage(), owner, 10);
    await fail(await signInPage(), owner, 10);
    expect(mailsTo(owner.email)).toHaveLength(1);
    const token = /token=(\S+)/.exec(mailsTo(owner.email)[0]!.text)![1]!;
    const b = browser();
    expect((await b.get(`${DEV_IDP_PREFIX}/unlock?token=${token}`)).statusCode).toBe(200);
    t.clock.now += 30 * MINUTE;
    const late = await b.post(`${DEV_IDP_PREFIX}/unlock`, { token });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('This link is not valid');
  });

  it('stops a guess spread over many addresses at 100 failures an hour for the whole account', async () => {
    const owner = await newOwner();
    const guessers = await Promise.all(Array.from({ length: 10 }, () => signInPage()));
    // Round by round, so the ten addresses share their waits: 99 failures, each address short of or at its own lock.
    for (let round = 1; round <= 10; round++) {
      for (const [i, g] of guessers.entries()) {
        if (round === 10 && i === 9) continue;
        const res = await g.login(owner.email, `Wrong-${round}-${i}!`);
        expect(res.body).toContain(escapeHtml(CREDENTIALS_ERROR));
      }
      t.clock.now += delayAfter(round);
    }
    expect(await passwordAccepted(await signInPage(), owner)).toBe(true);
    await fail(guessers[9]!, owner, 1, 9);
    expect(await passwordAccepted(await signInPage(), owner)).toBe(false);
    t.clock.now += 15 * MINUTE;
    expect(await passwordAccepted(await signInPage(), owner)).toBe(true);
  }, 180_000);

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(sourceOf('192.0.2.7')).toBe('192.0.2.7');
    expect(sourceOf('2001:db8:1:3::1')).not.toBe(sourceOf('2001:db8:1:2::1'));
  });
});
