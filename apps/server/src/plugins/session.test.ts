import { COOKIES } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-support/app.js';
import { cookieValue } from '../test-support/cookies.js';

describe.each(TEST_DATABASES)('server session (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { sessionTimeoutSeconds: 1800 }, { now: () => clock });
  });
  afterAll(() => t.close());

  async function open() {
    const res = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?store=USDA' });
    return `${COOKIES.session}=${cookieValue(res, COOKIES.session)}`;
  }
  const storeOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/rs/main/start_page', headers: { cookie } })).json().attributes.storeID;

  it('is an HttpOnly, SameSite cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/main/start_page' });
    const c = res.cookies.find((x) => x.name === COOKIES.session);
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('survives activity within the 1800 s inactivity timeout', async () => {
    const cookie = await open();
    clock += 1700_000;
    expect(await storeOf(cookie)).toBe(5);
    clock += 1700_000;
    expect(await storeOf(cookie)).toBe(5);
  });

  it('ends after 1800 s without activity', async () => {
    const cookie = await open();
    clock += 1801_000;
    expect(await storeOf(cookie)).toBe(0);
  });

  it('ends after the 12-hour absolute limit however active', async () => {
    const cookie = await open();
    for (let i = 0; i < 25; i++) {
      clock += 1750_000;
      await storeOf(cookie);
    }
    expect(await storeOf(cookie)).toBe(0);
  });

  it('ignores a cookie whose signature does not match', async () => {
    const cookie = await open();
    const tampered = cookie.replace(/\.[^.]+$/, '.forged');
    expect(await storeOf(tampered)).toBe(0);
  });
});
