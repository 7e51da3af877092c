import { HELP_ICONS, type HelpAttributes, type HelpModalAttributes, type InformationPageAttributes, themedKeyName } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HTTP_LAYER_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession } from '../../test-support/cookies.js';

describe.each(HTTP_LAYER_DATABASES)('help centre (%s)', (kind) => {
  let t: TestApp;
  let advantage: Awaited<ReturnType<typeof browserSession>>;
  let fss: Awaited<ReturnType<typeof browserSession>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    advantage = await browserSession(t.app, '/rs/main/start_page?store=ADVANTAGE');
    fss = await browserSession(t.app, '/rs/main/start_page?store=FSS');
  });
  afterAll(() => t.close());

  const get = async <A>(url: string, cookie = advantage.cookie) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, url).toBe(200);
    return res.json() as { responseName: string; attributes: A };
  };

  it('answers GET information/help with attributes.helpConfig.categories in the docs/product/README.md shape', async () => {
    const body = await get<HelpAttributes>('/rs/information/help');
    expect(body.responseName).toBe('Help');
    const { categories } = body.attributes.helpConfig;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(['category', 'description', 'icon', 'id', 'label', 'popularItem', 'sections', 'tooltip']);
      expect(HELP_ICONS).toContain(category.icon);
      expect(typeof category.popularItem).toBe('boolean');
      expect(category.tooltip.length).toBeGreaterThan(10);
      expect(category.sections.length).toBeGreaterThan(0);
      for (const section of category.sections) {
        expect(Object.keys(section).sort()).toEqual(['content', 'heading', 'id', 'keywords', 'queryParams']);
        expect(Object.keys(section.queryParams)).toEqual(['key']);
        expect(section.queryParams.key).toMatch(/^[A-Z0-9_]+$/);
        expect(section.keywords.length).toBeGreaterThan(0);
        expect(section.content).toMatch(/^<p>/);
      }
    }
    expect(categories.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Searching and Browsing', 'Checkout and Payment', 'Orders, Status and Returns', 'State and Local Buyers', 'For Contractors']),
    );
    expect(categories.filter((c) => c.popularItem).length).toBeGreaterThanOrEqual(3);
  });

  it('answers the Global Supply help set at ggs/information/help', async () => {
    const body = await get<HelpAttributes>('/rs/ggs/information/help', fss.cookie);
    expect(body.responseName).toBe('Help');
    expect(body.attributes.helpSet).toBe('ggs');
    const labels = body.attributes.helpConfig.categories.map((c) => c.label);
    expect(labels).toContain('Ordering from Global Supply');
    expect(labels).toContain('FEDSTRIP and MILSTRIP');
    expect(labels).not.toContain('Searching and Browsing');
  });

  it('links every section to a page that exists, as the loader asks for it in each theme', async () => {
    for (const [helpPath, session, theme] of [
      ['information/help', advantage, 'adv19'],
      ['ggs/information/help', fss, 'adv12'],
    ] as const) {
      const { attributes } = await get<HelpAttributes>(`/rs/${helpPath}`, session.cookie);
      const keys = new Set(attributes.helpConfig.categories.flatMap((c) => c.sections.map((s) => s.queryParams.key)));
      for (const key of keys) {
        const page = await get<InformationPageAttributes>(`/rs/information/page?keyName=${encodeURIComponent(themedKeyName(key, theme))}`, session.cookie);
        expect(page.attributes.page, `${helpPath} → ${key}`).not.toBeNull();
      }
    }
  });

  it('opens one section in the help modal, with the popular topics', async () => {
    const body = await get<HelpModalAttributes>('/rs/information/help_modal?topic=purchase-card');
    expect(body.responseName).toBe('HelpModal');
    expect(body.attributes.topic).toMatchObject({ id: 'purchase-card', heading: 'Pay by purchase card (GSA SmartPay)', categoryLabel: 'Checkout and Payment' });
    expect(body.attributes.topic?.queryParams.key).toBe('HELP_PURCHASE_CARD');
    expect(body.attributes.popular.length).toBeGreaterThanOrEqual(3);
    expect(body.attributes.helpPath).toBe('information/help');

    const unknown = await get<HelpModalAttributes>('/rs/information/help_modal?topic=no-such-topic');
    expect(unknown.attributes).toMatchObject({ topic: null, notFound: true });
    const none = await get<HelpModalAttributes>('/rs/information/help_modal');
    expect(none.attributes).toMatchObject({ topic: null, notFound: false });
  });

  it('gives the Global Supply stores their own popular topics and help page', async () => {
    const body = await get<HelpModalAttributes>('/rs/information/help_modal', fss.cookie);
    expect(body.attributes.helpPath).toBe('ggs/information/help');
    expect(body.attributes.popular.map((p) => p.categoryLabel)).toContain('Ordering from Global Supply');
  });
});
