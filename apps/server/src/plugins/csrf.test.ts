import { ANTI_FORGERY_HEADER, COOKIES, METHOD_TABLE, SERVER_PATHS } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HTTP_LAYER_DATABASES, type TestApp } from '../test-support/app.js';
import { browserSession } from '../test-support/cookies.js';

const NON_GET = SERVER_PATHS.filter((p) => !['GET', 'GET_PDF'].includes(METHOD_TABLE[p].method));

describe.each(HTTP_LAYER_DATABASES)('anti-forgery on every non-GET route (%s)', (kind) => {
  let t: TestApp;
  let browser: Awaited<ReturnType<typeof browserSession>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    browser = await browserSession(t.app);
  });
  afterAll(() => t.close());

  it('covers a meaningful part of the table', () => {
    expect(NON_GET.length).toBeGreaterThan(50);
  });

  it.each(NON_GET)('refuses POST /rs/%s without the header', async (path) => {
    const res = await t.app.inject({ method: 'POST', url: `/rs/${path}`, headers: { cookie: browser.cookie }, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ responseType: 'ERROR', responseName: 'Forbidden' });
  });

  it.each(NON_GET)('refuses POST /rs/%s with a forged token', async (path) => {
    const forged = 'A'.repeat(browser.token.length);
    const res = await t.app.inject({
      method: 'POST',
      url: `/rs/${path}`,
      headers: { cookie: `${COOKIES.session}=${browser.session}; ${COOKIES.antiForgery}=${forged}`, [ANTI_FORGERY_HEADER]: forged },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a token issued for another session', async () => {
    const other = await browserSession(t.app, '/rs/main/start_page?store=VA');
    const res = await t.app.inject({
      method: 'POST',
      url: '/rs/department/survey',
      headers: {
        cookie: `${COOKIES.session}=${browser.session}; ${COOKIES.antiForgery}=${other.token}`,
        [ANTI_FORGERY_HEADER]: other.token,
      },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a cross-site request even with a valid token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rs/department/survey',
      headers: { ...browser.headers, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a request with the matching token through to the route', async () => {
    // In the general store: the DHS store of the other cases shows its pages to validated department members only.
    const general = await browserSession(t.app, '/rs/main/start_page');
    const res = await t.app.inject({
      method: 'POST',
      url: '/rs/department/survey',
      headers: { ...general.headers, 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    // Reaching the survey form (its answer without a body) proves the anti-forgery check passed.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ responseName: 'Survey' });
  });

  it.each(['login/sign_out', 'main/end_session', 'fedstrip/sign_out'])('refuses a cross-site GET /rs/%s that would end the session', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: `/rs/${path}`, headers: { 'cookie': browser.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ responseType: 'ERROR', responseName: 'Forbidden' });
    expect(res.cookies.find((c) => c.name === COOKIES.session)).toBeUndefined();
    // The store chosen in the session is still there: nothing was ended.
    const after = await t.app.inject({ method: 'GET', url: '/rs/login/sign_in', headers: { cookie: browser.cookie } });
    expect(after.json()).toMatchObject({ attributes: { storeID: 8 } });
  });

  it('ends the session on a same-origin GET /rs/main/end_session', async () => {
    const own = await browserSession(t.app, '/rs/main/start_page?store=VA');
    const res = await t.app.inject({ method: 'GET', url: '/rs/main/end_session', headers: { 'cookie': own.cookie, 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Session ended');
    expect(res.cookies.find((c) => c.name === COOKIES.session)?.value).not.toBe(own.session);
  });
});
