import { BOT_CHECK_HEADER, BOT_CHECK_MESSAGES, COOKIES } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../config.js';
import { createTestApp, HTTP_LAYER_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession, cookieValue } from '../../test-support/cookies.js';
import { TEST_ISSUER, testIdentity } from '../../test-support/identity.js';
import { CHALLENGE_TTL_SECONDS } from './altcha.js';

const SEARCH = '/rs/search/advantage_search?searchText=stapler';
const PROTECTED = [SEARCH, '/rs/catalog/product_detail?productId=1', '/rs/search/mfr_list?searchText=pen', '/rs/search/vnd_list?searchText=pen'];

/** Trust shorter than the 30-minute session timeout, so moving the clock past it keeps the session. */
const TRUST_MINUTES = 10;
const AFTER_TRUST_MS = (TRUST_MINUTES + 1) * 60_000;

const BASE = loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(32) });

/** Settings of a suite's server: the given bot check, and mail captured on a free port (suites run side by side). */
function settings(botCheck: Partial<AppConfig['botCheck']> = {}): Partial<AppConfig> {
  return { botCheck: { ...BASE.botCheck, ...botCheck }, mail: { ...BASE.mail, capturePort: 0 } };
}

const altchaConfig = (trustMinutes = TRUST_MINUTES) => settings({ provider: 'altcha', trustMinutes });

/** The read went on to its handler (whatever the area answers): no bot-check envelope. */
function expectPassed(res: LightMyRequestResponse) {
  expect([428, 503]).not.toContain(res.statusCode);
  expect(res.json().attributes?.getToken).toBeUndefined();
  expect(res.json().responseName).not.toMatch(/^BotCheck/);
}

function expectAsked(res: LightMyRequestResponse, action: string, refused = false) {
  expect(res.statusCode).toBe(428);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toMatchObject({
    responseType: 'ERROR',
    responseName: 'BotCheckRequired',
    attributes: {
      getToken: true,
      loggedIn: false,
      botCheck: { provider: 'altcha', action, challengePath: 'bot_check/challenge', ...(refused ? { refused: true } : {}) },
      detailedErrorMessage: refused ? BOT_CHECK_MESSAGES.refused : BOT_CHECK_MESSAGES.required,
    },
  });
}

describe('bot check off (the embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', settings());
  });
  afterAll(() => t.close());

  it('asks nobody for a token and offers no challenge', async () => {
    expect(t.app.altchaChallenges).toBeUndefined();
    for (const url of PROTECTED) expectPassed(await t.app.inject({ method: 'GET', url }));
    const challenge = await t.app.inject({ method: 'GET', url: '/rs/bot_check/challenge' });
    expect(challenge.statusCode).toBe(404);
  });
});

describe.each(HTTP_LAYER_DATABASES)('bot check: altcha proof of work (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let id: Awaited<ReturnType<typeof testIdentity>>;

  beforeAll(async () => {
    id = await testIdentity();
    t = await createTestApp(kind, altchaConfig(), { now: () => clock, identity: id.settings });
    await t.app.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject: 'buyer', email: 'buyer@gsa.gov', memberType: 'federal' });
  });
  afterAll(() => t.close());

  /** A visitor's first read: asked for a token, with the session cookie the browser keeps. */
  async function anonymousVisit(url = SEARCH) {
    const res = await t.app.inject({ method: 'GET', url });
    const sid = cookieValue(res, COOKIES.session);
    if (!sid) throw new Error('no session cookie');
    return { res, cookie: `${COOKIES.session}=${sid}` };
  }

  async function solvedToken(cookie: string): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/rs/bot_check/challenge', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the challenge was not solved');
    return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
  }

  const read = (url: string, cookie: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...(token ? { [BOT_CHECK_HEADER]: token } : {}) } });

  it('asks an anonymous visitor for a token on every protected read, with the action of each', async () => {
    const actions = ['search', 'product_detail', 'mfr_list', 'vnd_list'];
    for (const [i, url] of PROTECTED.entries()) expectAsked(await t.app.inject({ method: 'GET', url }), actions[i] ?? '');
    const head = await t.app.inject({ method: 'HEAD', url: SEARCH });
    expect(head.statusCode).toBe(428);
  });

  it('lets the read through with a solved challenge, then trusts the session for the following reads', async () => {
    const { res, cookie } = await anonymousVisit();
    expectAsked(res, 'search');
    const token = await solvedToken(cookie);
    const passed = await read(SEARCH, cookie, token);
    expectPassed(passed);
    expect(passed.statusCode).toBe(200);
    expect(['SearchResults', 'ZeroResults']).toContain(passed.json().responseName);
    // Trusted: the other protected reads pass without a token.
    for (const url of PROTECTED) expectPassed(await read(url, cookie));
  });

  it('asks again once the trust period is over', async () => {
    const { cookie } = await anonymousVisit();
    expectPassed(await read(SEARCH, cookie, await solvedToken(cookie)));
    clock += AFTER_TRUST_MS;
    try {
      expectAsked(await read(SEARCH, cookie), 'search');
    } finally {
      clock -= AFTER_TRUST_MS;
    }
  });

  it('refuses a forged token: a changed key, a changed challenge, garbage', async () => {
    const { cookie } = await anonymousVisit();
    const token = await solvedToken(cookie);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const key = String(payload.solution.derivedKey);
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` } };
    const easier = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } };
    for (const forged of [wrongKey, easier]) {
      expectAsked(await read(SEARCH, cookie, Buffer.from(JSON.stringify(forged)).toString('base64')), 'search', true);
    }
    expectAsked(await read(SEARCH, cookie, 'bm90IGpzb24='), 'search', true);
    expectAsked(await read(SEARCH, cookie, 'a b'), 'search', true);
    // The genuine token still works afterwards: nothing above counted.
    expectPassed(await read(SEARCH, cookie, token));
  });

  it('refuses a token in another session than the one it was solved for, before and after its use', async () => {
    const first = await anonymousVisit();
    const other = await anonymousVisit();
    const token = await solvedToken(first.cookie);
    expectAsked(await read(SEARCH, other.cookie, token), 'search', true);
    expectPassed(await read(SEARCH, first.cookie, token));
    expectAsked(await read(SEARCH, other.cookie, token), 'search', true);
  });

  it('with no trust period, asks on every read and refuses a token replayed in the same session', async () => {
    const strict = await createTestApp('pglite', altchaConfig(0));
    try {
      const first = await strict.app.inject({ method: 'GET', url: SEARCH });
      const cookie = `${COOKIES.session}=${cookieValue(first, COOKIES.session) ?? ''}`;
      const challenge = (await strict.app.inject({ method: 'GET', url: '/rs/bot_check/challenge', headers: { cookie } })).json() as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const again = (withToken: boolean) =>
        strict.app.inject({ method: 'GET', url: SEARCH, headers: { cookie, ...(withToken ? { [BOT_CHECK_HEADER]: token } : {}) } });
      expectPassed(await again(true));
      expectAsked(await again(false), 'search');
      expectAsked(await again(true), 'search', true);
    } finally {
      await strict.close();
    }
  });

  it('refuses an expired challenge', async () => {
    const { cookie } = await anonymousVisit();
    const token = await solvedToken(cookie);
    clock += (CHALLENGE_TTL_SECONDS + 5) * 1000;
    try {
      expectAsked(await read(SEARCH, cookie, token), 'search', true);
    } finally {
      clock -= (CHALLENGE_TTL_SECONDS + 5) * 1000;
    }
  });

  it('never asks a signed-in member', async () => {
    const browser = await browserSession(t.app, '/rs/main/start_page');
    const bearer = `Bearer ${await id.mint({ sub: 'buyer' })}`;
    const signIn = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: bearer }, payload: {} });
    expect(signIn.json()).toMatchObject({ responseType: 'AUTHENTICATED' });
    const cookie = `${COOKIES.session}=${cookieValue(signIn, COOKIES.session) ?? ''}`;
    for (const url of PROTECTED) expectPassed(await t.app.inject({ method: 'GET', url, headers: { cookie, authorization: bearer } }));
  });

  it('leaves the other paths alone', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/rs/main/start_page' });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ responseName: 'Login' });
    for (const url of ['/rs/autocomplete?term=sta&maxResults=5', '/rs/search/advanced', '/rs/categories/category_list', '/rs/information/help']) {
      expectPassed(await t.app.inject({ method: 'GET', url }));
    }
  });
});
