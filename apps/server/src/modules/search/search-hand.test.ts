import { SEARCH_TEXTS } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession } from '../../test-support/cookies.js';
import { insertHandCatalog, QUIET_MAIL } from '../../test-support/search-fixture.js';

interface Result {
  productId: number;
  minPriceCents: number;
  title: string;
  fastestDeliveryDays: number;
  exactMatch: boolean;
}

const ids = (body: { attributes: { results: Result[] } }) => body.attributes.results.map((r) => r.productId);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe.each(TEST_DATABASES)('search on a hand-written catalog (%s)', (kind) => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: url.replace(/^\/ws\//, '/rs/') });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  beforeAll(async () => {
    t = await createTestApp(kind, QUIET_MAIL);
    await insertHandCatalog(t.database.db);
  });
  afterAll(() => t.close());

  it('finds the products whose titles carry the words, and links each to its product page', async () => {
    const { status, body } = await get('/rs/search/advantage_search?searchText=ballpoint%20pen');
    expect(status).toBe(200);
    expect(body.responseName).toBe('SearchResults');
    expect(sorted(ids(body))).toEqual([1, 2]);
    expect(body.attributes.results[0].url).toMatch(/^\/ws\/catalog\/product_detail\?productId=\d+$/);
    expect(body.attributes.heading).toBe('Search results for "ballpoint pen"');
    expect(body.attributes.total).toBe(2);
    expect(body.attributes.totalCapped).toBe(false);
  });

  it.each([
    ['TN-451C', 7],
    ['tn451c', 7],
    ['7510-01-999-0450', 6],
    ['7510019990450', 6],
  ])('puts the exact part-number or NSN hit for %s first', async (keyword, id) => {
    const { body } = await get(`/rs/search/advantage_search?searchText=${encodeURIComponent(keyword)}`);
    expect(body.responseName).toBe('SearchResults');
    expect(body.attributes.results[0].productId).toBe(id);
    expect(body.attributes.results[0].exactMatch).toBe(true);
    expect(body.attributes.exactMatches).toBe(1);
  });

  it.each([
    '/rs/search/advantage_search?searchText=pen',
    '/rs/search/advantage_search?searchText=paper%20or%20toner%20or%20pen',
    '/rs/search/advantage_search?cat=t-office',
    '/rs/search/advantage_search?searchText=cartridge%20or%20drum&socio=8A',
  ])('gives facet counts equal to the totals their links answer (%s)', async (url) => {
    const { body } = await get(url);
    const values = body.attributes.facets.flatMap((f: { values: Array<{ url: string; count: number; label: string }> }) => f.values);
    expect(values.length).toBeGreaterThan(3);
    for (const v of values) {
      const applied = await get(v.url);
      expect([v.label, applied.body.attributes.total]).toEqual([v.label, v.count]);
    }
  });

  it('answers ZeroResults with tips and a close term for a misspelling', async () => {
    const { body } = await get('/rs/search/advantage_search?searchText=ballpont%20pen');
    expect(body.responseName).toBe('ZeroResults');
    expect(body.attributes.message).toBe('No results found for "ballpont pen".');
    expect(body.attributes.tips).toEqual(SEARCH_TEXTS.zeroResultsTips);
    expect(body.attributes.didYouMean.map((d: { term: string }) => d.term)).toContain('ballpoint pen');
    const none = await get('/rs/search/advantage_search?searchText=zqxjv');
    expect(none.body.responseName).toBe('ZeroResults');
  });

  it('browses a category without a keyword: BrowsePage with subcategories and breadcrumb', async () => {
    const { body } = await get('/rs/search/advantage_search?cat=t-office');
    expect(body.responseName).toBe('BrowsePage');
    expect(body.attributes.category.name).toBe('Test Office');
    expect(body.attributes.subcategories.map((c: { name: string; productCount: number }) => [c.name, c.productCount])).toEqual([
      ['Test Pens', 3],
      ['Test Paper', 2],
    ]);
    expect(body.attributes.breadcrumb.map((b: { name: string }) => b.name)).toEqual(['Test Office']);
    expect(sorted(ids(body))).toEqual([1, 2, 3, 4, 5]);
    const leaf = await get('/rs/search/advantage_search?cat=t-pens');
    expect(leaf.body.attributes.breadcrumb.map((b: { name: string }) => b.name)).toEqual(['Test Office', 'Test Pens']);
  });

  it.each([
    ['%25abc', SEARCH_TEXTS.invalidKeyword],
    ['', SEARCH_TEXTS.emptyKeyword],
    ['a'.repeat(201), SEARCH_TEXTS.keywordTooLong],
  ])('refuses the keyword %#  with the buyer-facing message', async (keyword, message) => {
    const { status, body } = await get(`/rs/search/advantage_search?searchText=${keyword}`);
    expect(status).toBe(400);
    expect(body.responseType).toBe('ERROR');
    expect(body.responseName).toBe('ValidationError');
    expect(body.attributes.errors[0]).toEqual({ field: 'searchText', message });
  });

  it('sorts by price, name and delivery', async () => {
    const q = '/rs/search/advantage_search?searchText=pen%20or%20paper%20or%20toner';
    const prices = (await get(`${q}&sort=price_asc`)).body.attributes.results.map((r: Result) => r.minPriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = (await get(`${q}&sort=price_desc`)).body.attributes.results.map((r: Result) => r.minPriceCents);
    expect(high).toEqual([...prices].reverse());
    const names = (await get(`${q}&sort=name`)).body.attributes.results.map((r: Result) => r.title.toLowerCase());
    expect(names).toEqual([...names].sort());
    const days = (await get(`${q}&sort=delivery`)).body.attributes.results.map((r: Result) => r.fastestDeliveryDays);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect((await get(`${q}&sort=delivery`)).body.attributes.sort.find((s: { selected: boolean }) => s.selected).value).toBe('delivery');
  });

  it('pages, answers the last page for a page past the end, and echoes the result style', async () => {
    const q = '/rs/search/advantage_search?searchText=pen%20or%20paper&pageSize=2';
    const second = (await get(`${q}&page=2&searchResultStyle=grid`)).body.attributes;
    expect(second.paging).toMatchObject({ page: 2, pageSize: 2, pageCount: 3, from: 3, to: 4 });
    expect(second.paging.prevUrl).not.toMatch(/[?&]page=/);
    expect(second.paging.nextUrl).toContain('page=3');
    expect(second.searchResultStyle).toBe('grid');
    expect(second.paging.nextUrl).toContain('searchResultStyle=grid');
    const past = (await get(`${q}&page=40`)).body.attributes;
    expect(past.paging.page).toBe(3);
    expect(past.results).toHaveLength(1);
    const capped = (await get('/rs/search/advantage_search?searchText=pen&pageSize=5000')).body.attributes;
    expect(capped.paging.pageSize).toBe(96);
  });

  it('shows refinements as chips whose links remove them', async () => {
    const { body } = await get('/rs/search/advantage_search?searchText=pen&mfr=90901&socio=SB');
    const chips = body.attributes.selected as Array<{ label: string; removeUrl: string }>;
    expect(chips.map((c) => c.label)).toEqual(['Manufacturer: Test Maker 90901', 'Small business']);
    const removed = await get(chips[0]?.removeUrl ?? '');
    expect(removed.body.attributes.total).toBe(3);
    expect(body.attributes.clearAllUrl).toBe('/ws/search/advantage_search?searchText=pen');
  });

  it('answers the header search posted with a body, with links to advantage_search', async () => {
    // The general store: the homeland security store shows its search to department members only (ADR 0016).
    const browser = await browserSession(t.app, '/rs/main/start_page?store=ADVANTAGE');
    const res = await t.app.inject({ method: 'POST', url: '/rs/search/header_search', headers: browser.headers, payload: { searchText: 'toner' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().responseName).toBe('SearchResults');
    expect(sorted(ids(res.json()))).toEqual([6, 7]);
    expect(res.json().attributes.linkPath).toBe('search/advantage_search');
    const empty = await t.app.inject({ method: 'POST', url: '/rs/search/header_search', headers: browser.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().attributes.errors[0].message).toBe(SEARCH_TEXTS.emptyKeyword);
  });

  it.each([
    ['allWords=paper&excludeWords=recycled', [4]],
    ['anyWords=gel%20drum', [3, 8]],
    ['exactPhrase=copy%20paper', [4, 5]],
    ['partNumber=TN-45', [6, 7]],
    ['nsn=7530-01-555-0001', [4]],
    ['contractNumber=GS-00F-80803A', [4, 5, 6, 7]],
    ['contractor=supplier%2080802', [1, 3, 6, 8]],
    ['priceMin=100&priceMax=200', [6, 7]],
    ['cat=t-it&delivery=7', [6]],
  ])('runs the advanced criteria %s', async (query, expected) => {
    const { body } = await get(`/rs/search/advanced_search?${query}`);
    expect(body.responseName).toBe('SearchResults');
    expect(sorted(ids(body))).toEqual(expected);
  });

  it('refuses an advanced search without criteria or with exclusions only', async () => {
    expect((await get('/rs/search/advanced_search')).body.attributes.errors[0].message).toBe(SEARCH_TEXTS.advancedNoCriteria);
    expect((await get('/rs/search/advanced_search?excludeWords=pen')).body.attributes.errors[0].message).toBe(SEARCH_TEXTS.advancedOnlyExclusions);
    expect((await get('/rs/search/advanced_search?contractNumber=GS-99F-0000Z')).body.responseName).toBe('ZeroResults');
  });

  it('searches within results, drills down, and lists special programs, stock items and IT security', async () => {
    expect(ids((await get('/rs/search/refine_search?searchText=toner&refineText=cyan')).body)).toEqual([7]);
    const drill = (await get('/rs/search/drilldown?searchText=pen&cat=t-pens')).body;
    expect([drill.responseName, sorted(ids(drill))]).toEqual(['SearchResults', [1, 2, 3]]);
    const env = (await get('/rs/search/special_category_search?program=ENV')).body;
    expect([env.responseName, env.attributes.heading, sorted(ids(env))]).toEqual(['SearchResults', 'Environmental', [4, 5]]);
    expect((await get('/rs/search/special_category_search')).status).toBe(400);
    const gss = (await get('/rs/search/gss_search')).body;
    expect(sorted(ids(gss))).toEqual([4, 8]);
    expect(gss.attributes.selected).toEqual([]);
    const it = (await get('/rs/search/itsecurity')).body;
    expect([it.responseName, ids(it)]).toEqual(['ItSecurity', [6]]);
    expect(it.attributes.sections.map((s: { name: string }) => s.name)).toEqual(['Test Toner']);
  });

  it('lists every manufacturer and contractor of a search with counts and links back to it', async () => {
    const mfr = (await get('/rs/search/mfr_list?searchText=pen')).body;
    expect(mfr.responseName).toBe('ManufacturerList');
    expect(mfr.attributes.items.map((i: { name: string; count: number }) => [i.name, i.count])).toEqual([
      ['Test Maker 90901', 2],
      ['Test Maker 90902', 1],
    ]);
    expect(mfr.attributes.items[0].url).toBe('/ws/search/advantage_search?searchText=pen&mfr=90901');
    const vnd = (await get('/rs/search/vnd_list?searchText=toner&from=search/gss_search')).body;
    expect(vnd.responseName).toBe('ContractorList');
    expect(vnd.attributes.items.map((i: { name: string; count: number }) => [i.name, i.count])).toEqual([
      ['Test Supplier 80802', 1],
      ['Test Supplier 80803', 2],
    ]);
    expect(vnd.attributes.items[0].url).toMatch(/^\/ws\/search\/gss_search\?/);
  });

  it.each([
    ['ball', 'ballpoint pen', 'type'],
    ['chiar', 'chair', 'type'],
    ['tonr', 'toner cartridge', 'type'],
    ['TN-45', 'TN-450X', 'part'],
    ['7510-01', '7510-01-999-0450', 'nsn'],
  ])('suggests for %s', async (term, expected, kindOf) => {
    const { body } = await get(`/rs/autocomplete?term=${encodeURIComponent(term)}&maxResults=8`);
    expect(body.responseName).toBe('Suggestions');
    const hit = body.attributes.suggestions.find((s: { term: string }) => s.term === expected);
    expect(hit?.kind).toBe(kindOf);
    if (kindOf === 'part' || kindOf === 'nsn') expect(hit.url).toMatch(/^\/ws\/catalog\/product_detail\?productId=\d+$/);
  });

  it('gives no suggestions for a term the search would refuse', async () => {
    expect((await get('/rs/autocomplete?term=%25%25')).body.attributes.suggestions).toEqual([]);
    expect((await get('/rs/autocomplete')).body.attributes.suggestions).toEqual([]);
  });
});
