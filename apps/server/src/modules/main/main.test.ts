import { COOKIES, STORE_IDS, STORES } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { cookieValue } from '../../test-support/cookies.js';

describe.each(TEST_DATABASES)('main module (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const LANDING_IDS = STORE_IDS.filter((id) => id !== 4 && id !== 7);

  it.each(LANDING_IDS)('returns the start data of store %i with its own settings and welcome block', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/rs/main/start_page?store=${STORES[id]}` });
    const { attributes } = res.json();
    expect(attributes.storeID).toBe(id);
    expect(attributes.store.storeName).toBe(STORES[id]);
    expect(attributes.store.theme).toBe(id === 3 || id === 9 ? 'adv12' : 'adv19');
    expect(attributes.store.logo.src).toBe(`/images/stores/${STORES[id].toLowerCase()}.svg`);
    expect(attributes.store.logo.alt).not.toBe('');
    expect(attributes.welcomeBlock.keyName).toBe(attributes.store.welcomeBlockKey);
    expect(attributes.welcomeBlock.keyName.startsWith('ux_ui/')).toBe(attributes.store.theme === 'adv19');
  });

  it('maps an unknown store id to 0', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?store=42' });
    expect(res.json().attributes.storeID).toBe(0);
  });

  it('keeps the stored store for a store outside the nine: an unknown one, or a punchout store asked by name or id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?store=VA' });
    const cookie = `${COOKIES.session}=${cookieValue(first, COOKIES.session)}; ${COOKIES.antiForgery}=${cookieValue(first, COOKIES.antiForgery)}`;
    for (const store of ['DOLPUNCHOUT', 'evapunchout', '4', '7', 'NOWHERE', '42']) {
      const res = await t.app.inject({ method: 'GET', url: `/rs/main/start_page?store=${store}`, headers: { cookie } });
      expect([store, res.json().attributes.storeID]).toEqual([store, 6]);
      expect(cookieValue(res, COOKIES.session)).toBeUndefined();
    }
    const byId = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?store=9', headers: { cookie } });
    expect(byId.json().attributes.storeID).toBe(9);
  });

  it('answers BrowseCategories for the browse-categories view, with the store start data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?view=browseCategories' });
    expect(res.json()).toMatchObject({ responseName: 'BrowseCategories', attributes: { storeID: 0 } });
    const unknown = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?view=elsewhere' });
    expect(unknown.json().responseName).toBe('Login');
  });

  it('keeps the USMC login title', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?store=usmc' });
    expect(res.json().attributes.store.loginWelcomeText).toBe('Welcome to GSA United States Marine Corp');
  });

  it('starts a new session with new cookies when the store changes, and keeps the store', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?store=DHS' });
    const sid = cookieValue(first, COOKIES.session);
    const xsrf = cookieValue(first, COOKIES.antiForgery);
    const cookie = `${COOKIES.session}=${sid}; ${COOKIES.antiForgery}=${xsrf}`;

    const same = await t.app.inject({ method: 'GET', url: '/rs/main/start_page', headers: { cookie } });
    expect(same.json().attributes.storeID).toBe(8);
    expect(cookieValue(same, COOKIES.session)).toBeUndefined();

    const changed = await t.app.inject({ method: 'GET', url: '/rs/main/start_page?store=VA', headers: { cookie } });
    expect(changed.json().attributes.storeID).toBe(6);
    const newSid = cookieValue(changed, COOKIES.session);
    const newXsrf = cookieValue(changed, COOKIES.antiForgery);
    expect(newSid).toBeDefined();
    expect(newSid).not.toBe(sid);
    expect(newXsrf).not.toBe(xsrf);

    // The old session is gone: its cookie no longer carries a store.
    const old = await t.app.inject({ method: 'GET', url: '/rs/main/start_page', headers: { cookie } });
    expect(old.json().attributes.storeID).toBe(0);
  });

  it('serves the legacy map at both addresses, from the database', async () => {
    for (const url of ['/advantage/rs/main/struts_ng_url_map', '/rs/main/struts_ng_url_map']) {
      const res = await t.app.inject({ method: 'GET', url });
      const map = res.json().attributes.urlMap as Array<{ oldPath: string; newPath: string; query?: string }>;
      expect(map).toContainEqual({ oldPath: 'search.do', newPath: 'search/advantage_search' });
      expect(map).toContainEqual({ oldPath: 'advanced_service_search.do', newPath: 'search/advanced', query: 'formType=services' });
      expect(map).toContainEqual({ oldPath: 'gss.do', newPath: 'search/gss_search' });
      expect(map).toHaveLength(10);
    }
  });
});
