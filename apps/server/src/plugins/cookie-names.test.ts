import { ANTI_FORGERY_HEADER, COOKIES, SECURE_COOKIES } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';

describe('cookies of an https origin carry the __Host- prefix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { cookieSecure: true, publicOrigin: 'https://advantage.agency.gov', appOrigins: ['https://advantage.agency.gov'] });
  });
  afterAll(() => t.close());

  it('names the session and anti-forgery cookies __Host-, Secure, path / and no Domain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?store=VA' });
    const names = res.cookies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([SECURE_COOKIES.session, SECURE_COOKIES.antiForgery]));
    expect(names).not.toContain(COOKIES.session);
    expect(names).not.toContain(COOKIES.antiForgery);
    for (const cookie of res.cookies) {
      expect(cookie).toMatchObject({ secure: true, path: '/' });
      expect(cookie.domain).toBeUndefined();
    }
  });

  it('the page shell sets the prefixed anti-forgery cookie too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/main/home' });
    expect(res.cookies.map((c) => c.name)).toEqual(expect.arrayContaining([SECURE_COOKIES.session, SECURE_COOKIES.antiForgery]));
  });

  it('reads the session and checks the anti-forgery token under the prefixed names only', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?store=VA' });
    const value = (name: string) => first.cookies.find((c) => c.name === name)?.value ?? '';
    const session = value(SECURE_COOKIES.session);
    const token = value(SECURE_COOKIES.antiForgery);
    const post = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/rs/department/survey', headers: { cookie, [ANTI_FORGERY_HEADER]: token }, payload: {} });
    // Reaching the survey form means the token matched the session.
    expect((await post(`${SECURE_COOKIES.session}=${session}; ${SECURE_COOKIES.antiForgery}=${token}`)).statusCode).toBe(200);
    // A cookie planted without the prefix (by a sibling subdomain, say) is not the session's.
    expect((await post(`${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${token}`)).statusCode).toBe(403);
  });
});
