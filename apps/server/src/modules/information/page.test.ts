import { type InformationPageAttributes, type NewsAttributes, PAGE_NOT_FOUND } from '@advantage/contracts';
import { schema, seedShell } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession } from '../../test-support/cookies.js';

describe.each(TEST_DATABASES)('information pages (%s)', (kind) => {
  let t: TestApp;
  let advantage: string;
  let fss: string;
  let usmc: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    advantage = (await browserSession(t.app, '/rs/main/start_page?store=ADVANTAGE')).cookie;
    fss = (await browserSession(t.app, '/rs/main/start_page?store=FSS')).cookie;
    usmc = (await browserSession(t.app, '/rs/main/start_page?store=USMC')).cookie;
  });
  afterAll(() => t.close());

  const read = async (url: string, cookie = advantage) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, url).toBe(200);
    return res.json() as { responseName: string; pathInfo: string; attributes: InformationPageAttributes };
  };
  const page = (keyName: string, cookie = advantage) => read(`/rs/information/page?keyName=${encodeURIComponent(keyName)}`, cookie);

  it('answers the ux_ui/ variant for the adv19 theme and the plain one for adv12 (docs/product/README.md)', async () => {
    const adv19 = await page('CONTACT_US');
    expect(adv19.responseName).toBe('InformationPage');
    expect(adv19.attributes.page).toMatchObject({ keyName: 'ux_ui/CONTACT_US', title: 'Contact the GSA Advantage! help desk' });
    for (const cookie of [fss, usmc]) {
      const adv12 = await page('CONTACT_US', cookie);
      expect(adv12.attributes.page).toMatchObject({ keyName: 'CONTACT_US', title: 'Contact GSA Global Supply customer support' });
      expect(adv12.attributes.helpPath).toBe('ggs/information/help');
    }
    // The loader's own prefix is honoured from any store.
    expect((await page('ux_ui/CONTACT_US', fss)).attributes.page?.keyName).toBe('ux_ui/CONTACT_US');
    expect((await page('ux_ui/TUTORIAL')).attributes.page?.title).toBe('Tutorial: your first order in seven steps');
    expect((await page('TUTORIAL', fss)).attributes.page?.title).toBe('Tutorial: ordering from GSA Global Supply');
  });

  it('falls back to the other variant when a page exists in one form only', async () => {
    // Shared pages are stored plain; the adv19 loader asks for ux_ui/ first.
    expect((await page('ux_ui/PIV_CAC_HELP')).attributes.page?.keyName).toBe('PIV_CAC_HELP');
    expect((await page('PIV_CAC_HELP')).attributes.page?.title).toBe('Registering a PIV/CAC card');
    // An adv19 page is still found from a Global Supply store.
    expect((await page('HELP_PURCHASE_CARD', fss)).attributes.page?.keyName).toBe('ux_ui/HELP_PURCHASE_CARD');
    // The shell's welcome blocks are pages too.
    expect((await page('ux_ui/welcome_advantage')).attributes.page?.title).toBe('Welcome to GSA Advantage!');
  });

  it('lists the other pages of the same help category beside a page', async () => {
    const { attributes } = await page('HELP_PURCHASE_CARD');
    const keys = attributes.related.map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['HELP_AAC', 'HELP_FEDSTRIP', 'HELP_CHECKOUT']));
    expect(keys).not.toContain('HELP_PURCHASE_CARD');
    expect(new Set(keys).size).toBe(keys.length);
    expect(attributes.related[0]?.categoryLabel).toBe('Checkout and Payment');
  });

  it('answers an unknown or malformed key with a clear not-found screen, never an error', async () => {
    for (const key of ['NO_SUCH_PAGE', 'ux_ui/NO_SUCH_PAGE', '<script>alert(1)</script>', 'x\' OR \'1\'=\'1', '../../etc/passwd', 'a'.repeat(150)]) {
      const body = await page(key);
      expect(body.responseName, key).toBe('InformationPage');
      expect(body.attributes, key).toMatchObject({ page: null, requestedKey: key, related: [] });
    }
    expect(PAGE_NOT_FOUND.title).toBe('Information Not Found');
    const missing = await t.app.inject({ method: 'GET', url: '/rs/information/page', headers: { cookie: advantage } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ responseName: 'ValidationError', attributes: { errors: [{ field: 'keyName', message: 'keyName is required.' }] } });
  });

  it('serves content pages, the tutorial, state and local, and contractor pages', async () => {
    const terms = await read('/rs/information/content_page?keyName=TERMS_INFO');
    expect(terms).toMatchObject({ responseName: 'InformationPage', attributes: { page: { title: 'Terms of use' } } });
    const tutorial = await read('/rs/information/tutorial');
    expect(tutorial.responseName).toBe('Tutorial');
    expect(tutorial.attributes.page?.html).toContain('usa-process-list');
    const stateLocal = await read('/rs/information/state_local');
    expect(stateLocal.responseName).toBe('StateLocal');
    for (const program of ['Cooperative Purchasing', 'Disaster Purchasing', 'Public Health Emergencies', '1122 Program']) {
      expect(stateLocal.attributes.page?.html).toContain(program);
    }
    const contractor = await read('/rs/information/contractor');
    expect(contractor.responseName).toBe('Contractor');
    expect(contractor.attributes.page?.html).toContain('SAM.gov');
    expect(contractor.attributes.related.map((r) => r.key)).toContain('CONTRACTOR_CATALOG');
  });

  it('lists news newest first with the date from each key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/information/news', headers: { cookie: advantage } });
    const body = res.json() as { responseName: string; attributes: NewsAttributes };
    expect(body.responseName).toBe('News');
    const dates = body.attributes.items.map((i) => i.date);
    expect(dates.length).toBeGreaterThanOrEqual(5);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.attributes.items[0]?.keyName).toMatch(/^news\/\d{4}-\d{2}-\d{2}-/);
  });

  it('keeps an administrator’s edit of a page across a restart of the seed', async () => {
    await t.app.db.update(schema.informationPages).set({ title: 'Edited terms' }).where(eq(schema.informationPages.keyName, 'TERMS_INFO'));
    await seedShell(t.app.db);
    expect((await read('/rs/information/content_page?keyName=TERMS_INFO')).attributes.page?.title).toBe('Edited terms');
  });
});
