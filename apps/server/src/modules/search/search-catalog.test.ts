import { parseServiceCategoryText, SEARCH_TEXTS } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { QUIET_MAIL } from '../../test-support/search-fixture.js';

/** docs/product/search-and-catalog.md "Service category menu", in its order. */
const SERVICE_MENU = [
  'About Buying Services', 'Energy', 'Environmental', 'Facility Management', 'Furniture', 'Human Capital', 'Office', 'Professional',
  'Security & Law Enforcement', 'Technology', 'Training', 'Transportation', 'Travel', 'Vehicle Buy/Lease Services',
];

interface Result {
  productId: number;
  title: string;
  exactMatch: boolean;
}
interface FacetValue {
  label: string;
  count: number;
  url: string;
}

describe.each(TEST_DATABASES)('search on the generated catalog (%s)', (kind) => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: url.replace(/^\/ws\//, '/rs/') });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return { status: res.statusCode, body: json ? res.json() : undefined, headers: res.headers, text: res.body };
  };
  const search = async (keyword: string) => (await get(`/rs/search/advantage_search?searchText=${encodeURIComponent(keyword)}`)).body;

  beforeAll(async () => {
    t = await createTestApp(kind, { ...QUIET_MAIL, catalogProducts: 3000 });
  }, 180_000);
  afterAll(() => t.close());

  it.each([
    ['ballpoint pen', /^Ballpoint Pen\b/],
    ['toner cartridge', /^Toner Cartridge\b/],
    ['task chair', /^Task Chair\b/],
    ['hand sanitizer', /^Hand Sanitizer\b/],
    ['first aid kit', /^First Aid Kit\b/],
    ['copy paper', /^Copy Paper\b/],
    ['laptop computer', /^(Rugged )?Laptop Computer\b|^Rugged Laptop\b/],
    ['sharpie', /^Permanent Marker\b/],
  ])('ranks the right product type first for "%s"', async (keyword, type) => {
    const body = await search(keyword);
    expect(body.responseName).toBe('SearchResults');
    const top = (body.attributes.results as Result[]).slice(0, 5).map((r) => r.title);
    expect(top.length).toBeGreaterThan(0);
    for (const title of top) expect(title).toMatch(type);
  });

  it('puts the exact part-number hit first, written as printed or without punctuation', async () => {
    const [product] = await t.database.db
      .select({ id: schema.products.id, partNumber: schema.products.partNumber, norm: schema.products.partNumberNorm })
      .from(schema.products)
      .where(eq(schema.products.id, 1234));
    if (!product) throw new Error('product 1234 is missing');
    for (const keyword of [product.partNumber, product.norm.toLowerCase()]) {
      const first = (await search(keyword)).attributes.results[0] as Result;
      expect([keyword, first.productId, first.exactMatch]).toEqual([keyword, 1234, true]);
    }
  });

  it('puts the exact NSN hit first, with or without hyphens', async () => {
    const [product] = await t.database.db
      .select({ id: schema.products.id, nsn: schema.products.nsn })
      .from(schema.products)
      .where(and(isNotNull(schema.products.nsn)))
      .orderBy(asc(schema.products.id))
      .limit(1)
      .offset(40);
    if (!product?.nsn) throw new Error('no product with an NSN');
    for (const keyword of [product.nsn, product.nsn.replace(/-/g, '')]) {
      const body = await search(keyword);
      const first = body.attributes.results[0] as Result;
      expect([keyword, first.productId, first.exactMatch]).toEqual([keyword, product.id, true]);
    }
  });

  it.each([
    '/rs/search/advantage_search?searchText=chair',
    '/rs/search/advantage_search?searchText=black&sort=price_asc',
    '/rs/search/advantage_search?searchText=gloves&delivery=7',
  ])('gives facet counts equal to the totals their links answer (%s)', async (url) => {
    const { body } = await get(url);
    expect(body.attributes.sampled).toBe(false);
    const values = (body.attributes.facets as Array<{ values: FacetValue[] }>).flatMap((f) => f.values);
    expect(values.length).toBeGreaterThan(10);
    for (const v of values) {
      const applied = await get(v.url);
      expect([v.label, applied.body.attributes.total]).toEqual([v.label, v.count]);
    }
  }, 120_000);

  it('answers ZeroResults for a word the catalog does not have, and the rule message for a bad keyword', async () => {
    const none = await search('xylophonequartz');
    expect(none.responseName).toBe('ZeroResults');
    expect(none.attributes.message).toBe('No results found for "xylophonequartz".');
    const bad = await get('/rs/search/advantage_search?searchText=-pen');
    expect(bad.status).toBe(400);
    expect(bad.body.attributes.errors[0].message).toBe(SEARCH_TEXTS.invalidKeyword);
  });

  it('browses a top category with its subcategories and counts that add up', async () => {
    const tree = (await get('/rs/categories/product_category_list')).body.attributes.categories as Array<{ code: string; productCount: number }>;
    const top = tree[0];
    if (!top) throw new Error('no categories');
    const { body } = await get(`/rs/search/advantage_search?cat=${top.code}`);
    expect(body.responseName).toBe('BrowsePage');
    expect(body.attributes.total).toBe(top.productCount);
    const sum = (body.attributes.subcategories as Array<{ productCount: number }>).reduce((s, c) => s + c.productCount, 0);
    expect(sum).toBe(top.productCount);
  });

  it('suggests product types by prefix and despite a typo, and part numbers by prefix', async () => {
    const terms = async (term: string) =>
      ((await get(`/rs/autocomplete?term=${encodeURIComponent(term)}&maxResults=8`)).body.attributes.suggestions as Array<{ term: string; kind: string }>);
    expect((await terms('toner')).map((s) => s.term)).toContain('toner cartridge');
    // A one-slip spelling never stands beside a prefix that many products carry ("toner" is not "tower").
    expect((await terms('toner')).every((s) => s.term.toLowerCase().includes('toner'))).toBe(true);
    expect((await terms('tonr cart')).map((s) => s.term)).toContain('toner cartridge');
    expect((await terms('sanitzer')).map((s) => s.term)).toContain('hand sanitizer');
    const [product] = await t.database.db.select({ pn: schema.products.partNumber }).from(schema.products).where(eq(schema.products.id, 77));
    const prefix = (product?.pn ?? '').slice(0, 6);
    const parts = (await terms(prefix)).filter((s) => s.kind === 'part');
    expect(parts.map((s) => s.term)).toContain(product?.pn);
  });

  it('lists the category tree, the products tree, the special programs, cached by the browser', async () => {
    const all = await get('/rs/categories/category_list');
    expect(all.headers['cache-control']).toBe('private, max-age=3600');
    const kinds = new Set((all.body.attributes.categories as Array<{ kind: string }>).map((c) => c.kind));
    expect(kinds).toEqual(new Set(['product', 'service']));
    const products = (await get('/rs/categories/product_category_list')).body.attributes.categories as Array<{ kind: string; children: unknown[] }>;
    expect(products.every((c) => c.kind === 'product' && c.children.length > 0)).toBe(true);
    const special = (await get('/rs/categories/special_category_list')).body.attributes.programs as Array<{ name: string; url: string }>;
    expect(special.map((p) => p.name)).toEqual(expect.arrayContaining(['AbilityOne', 'Environmental', 'Disaster Relief']));
    expect(special[0]?.url).toMatch(/^\/ws\/search\/special_category_search\?program=/);
    const search = await get('/rs/search/advantage_search?searchText=pen');
    expect(search.headers['cache-control']).toBe('no-store');
  });

  it('serves exactly the 14 service categories of the spec, in order, as JSON and as text', async () => {
    const json = (await get('/rs/categories/service_category_list_as_json')).body;
    expect(json.responseName).toBe('CategoryList');
    const list = json.attributes.serviceCategories as Array<{ name: string; url: string; searchQuery: string | null; categoryCode: string; href: string }>;
    expect(list.map((c) => c.name)).toEqual(SERVICE_MENU);
    for (const c of list) {
      expect(c.href.startsWith('/ws/')).toBe(true);
      expect(c.href).toContain(c.searchQuery ?? `cat=${c.categoryCode}`);
    }
    const text = await get('/rs/categories/service_category_list');
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.text.split('\n').filter(Boolean)).toHaveLength(14);
    expect(parseServiceCategoryText(text.text)).toEqual(list.map(({ href: _href, ...fields }) => fields));
  });

  it('offers the advanced forms with their choices, and Advantage Select', async () => {
    const products = (await get('/rs/search/advanced?formType=products&allWords=toner')).body;
    expect(products.responseName).toBe('ProductForm');
    expect(products.attributes.action).toBe('/ws/search/advanced_search');
    expect(products.attributes.manufacturers.length).toBeGreaterThan(10);
    expect(products.attributes.categories.every((c: { kind: string }) => c.kind === 'product')).toBe(true);
    expect(products.attributes.priceRange.maxCents).toBeGreaterThan(products.attributes.priceRange.minCents);
    expect(products.attributes.values).toMatchObject({ allWords: 'toner' });
    const services = (await get('/rs/search/advanced?formType=services&allWords=%25bad')).body;
    expect(services.responseName).toBe('ServicesForm');
    expect(services.attributes.manufacturers).toEqual([]);
    expect(services.attributes.categories.every((c: { kind: string }) => c.kind === 'service')).toBe(true);
    expect(services.attributes.values).toEqual({});
    const select = (await get('/rs/search/adv_select')).body;
    expect(select.responseName).toBe('AdvSelect');
    expect(select.attributes.serviceCategories).toHaveLength(14);
    expect(select.attributes.productCategories.length).toBeGreaterThan(3);
    expect(select.attributes.socio.map((s: { value: string }) => s.value)).toContain('SDVO');
  });

  it('searches within results and leaves them through the chip', async () => {
    const { body } = await get('/rs/search/refine_search?searchText=chair&refineText=black');
    expect(body.responseName).toBe('SearchResults');
    for (const r of body.attributes.results as Result[]) expect(r.title.toLowerCase()).toContain('chair');
    const chip = (body.attributes.selected as Array<{ param: string; removeUrl: string }>).find((c) => c.param === 'refineText');
    expect(chip?.removeUrl).toBe('/ws/search/advantage_search?searchText=chair');
  });

  it('browses each service category from the menu link', async () => {
    const list = (await get('/rs/categories/service_category_list_as_json')).body.attributes.serviceCategories as Array<{ href: string; searchQuery: string | null }>;
    for (const c of list.filter((x) => x.searchQuery === null)) {
      const { body } = await get(c.href);
      expect([c.href, body.responseName]).toEqual([c.href, 'BrowsePage']);
    }
  });
});
