import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOT_CHECK_HEADER, BOT_CHECK_MESSAGES, BOT_CHECK_SCORE_THRESHOLD, COOKIES } from '@advantage/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { cookieValue } from '../../test-support/cookies.js';

const SEARCH = '/rs/search/advantage_search?searchText=toner';
const PRODUCT = '/rs/catalog/product_detail?productId=1';
const SECRET = 'test-secret';
const API_KEY = 'test-api-key';

interface Issued {
  action: string;
  score: number;
}

/**
 * A local stand-in for Google's verification endpoints (the machine has no internet): it knows the
 * tokens a test issued, answers siteverify (form body, secret) and Enterprise assessments (JSON, API key
 * in the query) the way Google documents them, and refuses a token seen before.
 */
class FakeGoogle {
  readonly tokens = new Map<string, Issued>();
  readonly used = new Set<string>();
  readonly received: Array<{ path: string; body: string }> = [];
  failWith: number | undefined;
  private server: Server | undefined;
  origin = '';

  issue(token: string, action: string, score: number): string {
    this.tokens.set(token, { action, score });
    return token;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.answer(req).then(([status, body]) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private lookup(token: string): Issued | 'duplicate' | undefined {
    if (this.used.has(token)) return 'duplicate';
    const issued = this.tokens.get(token);
    if (issued) this.used.add(token);
    return issued;
  }

  private async answer(req: IncomingMessage): Promise<[number, unknown]> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const url = new URL(req.url ?? '/', this.origin);
    this.received.push({ path: `${url.pathname}${url.search}`, body });
    if (this.failWith) return [this.failWith, { error: 'backend error' }];
    if (url.pathname === '/recaptcha/api/siteverify') {
      const form = new URLSearchParams(body);
      if (form.get('secret') !== SECRET) return [200, { 'success': false, 'error-codes': ['invalid-input-secret'] }];
      const issued = this.lookup(form.get('response') ?? '');
      if (issued === 'duplicate') return [200, { 'success': false, 'error-codes': ['timeout-or-duplicate'] }];
      if (!issued) return [200, { 'success': false, 'error-codes': ['invalid-input-response'] }];
      return [200, { success: true, score: issued.score, action: issued.action, hostname: 'localhost', challenge_ts: new Date().toISOString() }];
    }
    if (url.pathname === '/v1/projects/advantage-test/assessments') {
      if (url.searchParams.get('key') !== API_KEY) return [403, { error: { code: 403, message: 'API key not valid' } }];
      const { event } = JSON.parse(body) as { event: { token: string; expectedAction: string } };
      const issued = this.lookup(event.token);
      if (issued === 'duplicate') return [200, { tokenProperties: { valid: false, invalidReason: 'DUPE' }, riskAnalysis: { score: 0 } }];
      if (!issued) return [200, { tokenProperties: { valid: false, invalidReason: 'MALFORMED' }, riskAnalysis: { score: 0 } }];
      return [200, { name: 'projects/advantage-test/assessments/1', tokenProperties: { valid: true, action: issued.action }, riskAnalysis: { score: issued.score } }];
    }
    return [404, { error: 'not found' }];
  }
}

const BASE = loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(32) });

function settings(botCheck: Partial<AppConfig['botCheck']>): Partial<AppConfig> {
  return { botCheck: { ...BASE.botCheck, siteKey: 'site-key', ...botCheck }, mail: { ...BASE.mail, capturePort: 0 } };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function expectRefused(res: LightMyRequestResponse, provider: string, action = 'search') {
  expect(res.statusCode).toBe(428);
  expect(res.json()).toMatchObject({
    responseName: 'BotCheckRequired',
    attributes: { getToken: true, botCheck: { provider, action, siteKey: 'site-key', refused: true }, detailedErrorMessage: BOT_CHECK_MESSAGES.refused },
  });
}

function expectPassed(res: LightMyRequestResponse) {
  expect([428, 503]).not.toContain(res.statusCode);
  expect(res.json().attributes?.getToken).toBeUndefined();
}

describe.each([
  { provider: 'standard' as const, verifyPath: '/recaptcha/api/siteverify', secret: SECRET },
  { provider: 'enterprise' as const, verifyPath: '/v1/projects/advantage-test/assessments', secret: API_KEY },
])('bot check: reCAPTCHA $provider against a local verification endpoint', ({ provider, verifyPath, secret }) => {
  const google = new FakeGoogle();
  let t: TestApp;

  beforeAll(async () => {
    await google.start();
    t = await createTestApp('pglite', settings({ provider, secret, projectId: 'advantage-test', verifyUrl: `${google.origin}${verifyPath}` }));
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });

  async function visit(url = SEARCH) {
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
    return { res, cookie: `${COOKIES.session}=${cookieValue(res, COOKIES.session) ?? ''}` };
  }
  const read = (url: string, cookie: string, token?: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7', headers: { cookie, ...(token ? { [BOT_CHECK_HEADER]: token } : {}) } });

  it('asks an anonymous visitor for a token with the site key and the action, without calling Google', async () => {
    const before = google.received.length;
    const { res } = await visit(PRODUCT);
    expect(res.statusCode).toBe(428);
    expect(res.json().attributes).toMatchObject({ getToken: true, botCheck: { provider, siteKey: 'site-key', action: 'product_detail' } });
    expect(res.json().attributes.botCheck.challengePath).toBeUndefined();
    expect(google.received.length).toBe(before);
  });

  it('lets a score of 0.9 through, tells Google the secret, token and address, and trusts the session after', async () => {
    const { cookie } = await visit();
    const token = google.issue(`${provider}-good`, 'search', 0.9);
    expectPassed(await read(SEARCH, cookie, token));
    const sent = google.received.at(-1);
    if (provider === 'standard') {
      expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({ secret: SECRET, response: token, remoteip: '203.0.113.7' });
    } else {
      expect(sent?.path).toBe(`${verifyPath}?key=${API_KEY}`);
      expect(JSON.parse(sent?.body ?? '{}')).toEqual({ event: { token, siteKey: 'site-key', expectedAction: 'search', userIpAddress: '203.0.113.7' } });
    }
    const calls = google.received.length;
    expectPassed(await read(PRODUCT, cookie));
    expect(google.received.length).toBe(calls);
  });

  it('passes a score at the threshold (default 0.5) and refuses 0.3', async () => {
    expect(BASE.botCheck.threshold).toBe(BOT_CHECK_SCORE_THRESHOLD);
    expect(BOT_CHECK_SCORE_THRESHOLD).toBe(0.5);
    const edge = await visit();
    expectPassed(await read(SEARCH, edge.cookie, google.issue(`${provider}-edge`, 'search', 0.5)));
    const low = await visit();
    expectRefused(await read(SEARCH, low.cookie, google.issue(`${provider}-low`, 'search', 0.3)), provider);
  });

  it('refuses a token made for another action, an unknown token and a token used before', async () => {
    const { cookie } = await visit();
    expectRefused(await read(SEARCH, cookie, google.issue(`${provider}-other-action`, 'login', 0.9)), provider);
    expectRefused(await read(SEARCH, cookie, 'never-issued'), provider);
    const token = google.issue(`${provider}-once`, 'product_detail', 0.9);
    expectPassed(await read(PRODUCT, (await visit(PRODUCT)).cookie, token));
    expectRefused(await read(PRODUCT, cookie, token), provider, 'product_detail');
  });

  it('fails closed with a clear message when Google answers with an error', async () => {
    const { cookie } = await visit();
    google.failWith = 500;
    try {
      const res = await read(SEARCH, cookie, google.issue(`${provider}-during-outage`, 'search', 0.9));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        responseType: 'ERROR',
        responseName: 'BotCheckUnavailable',
        attributes: { getToken: false, botCheck: { provider }, detailedErrorMessage: BOT_CHECK_MESSAGES.unavailable },
      });
    } finally {
      google.failWith = undefined;
    }
  });
});

describe('bot check: reCAPTCHA verification endpoint down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp('pglite', settings({ provider: 'standard', secret: SECRET, verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify` }));
  });
  afterAll(() => t.close());

  it('refuses the read (503, fail closed) and says the check is not available', async () => {
    const first = await t.app.inject({ method: 'GET', url: SEARCH });
    const cookie = `${COOKIES.session}=${cookieValue(first, COOKIES.session) ?? ''}`;
    const res = await t.app.inject({ method: 'GET', url: SEARCH, headers: { cookie, [BOT_CHECK_HEADER]: 'any-token' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ responseName: 'BotCheckUnavailable', attributes: { getToken: false, detailedErrorMessage: BOT_CHECK_MESSAGES.unavailable } });
    // Still refused on the next read: nothing was trusted.
    expect((await t.app.inject({ method: 'GET', url: SEARCH, headers: { cookie } })).statusCode).toBe(428);
  });
});
