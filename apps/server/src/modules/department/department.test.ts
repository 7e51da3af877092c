import type {
  Adv2GitAttributes, AdvSelectSuggestAttributes, DepartmentMainAttributes, HomeOfficeAttributes, SearchResultsAttributes,
} from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession } from '../../test-support/cookies.js';
import { DEPT_FIXTURE, insertDepartmentCatalog } from '../../test-support/department-fixture.js';
import { QUIET_MAIL } from '../../test-support/search-fixture.js';

interface Answer<A> {
  status: number;
  body: { responseType: string; responseName: string; attributes: A };
  headers: Record<string, unknown>;
}

describe.each(TEST_DATABASES)('department pages and search (%s)', (kind) => {
  let t: TestApp;
  const get = async <A>(url: string, cookie?: string): Promise<Answer<A>> => {
    const res = await t.app.inject({ method: 'GET', url: url.replace(/^\/ws\//, '/rs/'), headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const ids = (a: SearchResultsAttributes) => a.results.map((r) => r.productId).sort((x, y) => x - y);

  beforeAll(async () => {
    t = await createTestApp(kind, QUIET_MAIL);
    await insertDepartmentCatalog(t.database.db);
  });
  afterAll(() => t.close());

  it('lists the departments with their current agreements, and a chosen one with its agreements', async () => {
    const all = await get<DepartmentMainAttributes>('/rs/department/main');
    expect(all.body.responseName).toBe('DepartmentMain');
    // The reference catalog's BPAs are there too (stores 2, 5, 6 and 8); the fixture adds one to DHS and VA.
    expect(all.body.attributes.departments.map((d) => d.code)).toEqual(['DHS', 'USDA', 'VA', 'USAF', 'USMC']);
    expect(all.body.attributes.selected).toBeNull();

    const dhs = (await get<DepartmentMainAttributes>('/rs/department/main?dept=dhs')).body.attributes;
    expect(dhs.selected?.name).toBe('Department of Homeland Security');
    const numbers = dhs.selected?.agreements.map((a) => a.contractNumber) ?? [];
    expect(numbers).toContain(DEPT_FIXTURE.dhsBpa);
    // The ended BPA is not an agreement any more, and another store's is not this department's.
    expect(numbers).not.toContain(DEPT_FIXTURE.endedDhsBpa);
    expect(numbers).not.toContain(DEPT_FIXTURE.vaBpa);
    expect(dhs.selected?.agreementCount).toBe(numbers.length);
    expect(all.body.attributes.departments.find((d) => d.code === 'DHS')?.agreementCount).toBe(numbers.length);
    expect(dhs.selected?.agreements.find((a) => a.contractNumber === DEPT_FIXTURE.dhsBpa)).toMatchObject({
      kind: 'BPA',
      holder: 'Test Supplier 80801',
      scheduleContract: DEPT_FIXTURE.dhsSchedule,
      // Seen from the general store, a DHS-only agreement's documents are not linked (information/page would not serve them there).
      documents: [],
      searchUrl: `/ws/department/main_search?dept=DHS&contractNumber=${DEPT_FIXTURE.dhsBpa}`,
    });
    // In the store the agreement is limited to, they are (VA: the DHS store shows its pages to department members only).
    const fromVa = (await browserSession(t.app, '/rs/main/start_page?store=VA')).cookie;
    const vaDocuments = [{ title: 'BPA Terms and Conditions', url: `/ws/information/page?keyName=BPA_${DEPT_FIXTURE.vaBpa}` }];
    const inVa = (await get<DepartmentMainAttributes>('/rs/department/main?dept=VA', fromVa)).body.attributes;
    expect(inVa.selected?.agreements.find((a) => a.contractNumber === DEPT_FIXTURE.vaBpa)?.documents).toEqual(vaDocuments);
    const homeInVa = (await get<HomeOfficeAttributes>('/rs/department/homeoffice?dept=VA', fromVa)).body.attributes;
    expect(homeInVa.agreements.find((a) => a.contractNumber === DEPT_FIXTURE.vaBpa)?.documents).toEqual(vaDocuments);
    const homeElsewhere = (await get<HomeOfficeAttributes>('/rs/department/homeoffice?dept=VA')).body.attributes;
    expect(homeElsewhere.agreements.find((a) => a.contractNumber === DEPT_FIXTURE.vaBpa)?.documents).toEqual([]);
    expect(dhs.selected?.homeOfficeUrl).toBe('/ws/department/homeoffice?dept=DHS');

    const unknown = (await get<DepartmentMainAttributes>('/rs/department/main?dept=NOPE')).body.attributes;
    expect(unknown).toMatchObject({ selected: null, unknown: true });
  });

  it('searches only the department’s agreements, and its links stay in the department', async () => {
    const everywhere = await get<SearchResultsAttributes>('/rs/search/advantage_search?searchText=pen');
    expect(ids(everywhere.body.attributes)).toEqual([1, 2, 3]);

    const dhs = await get<SearchResultsAttributes>('/rs/department/main_search?dept=DHS&searchText=pen');
    expect(dhs.status).toBe(200);
    expect(dhs.body.responseName).toBe('SearchResults');
    expect(ids(dhs.body.attributes)).toEqual([1]);
    expect(dhs.body.attributes.heading).toBe('Department of Homeland Security: results for "pen"');
    expect(dhs.body.attributes.linkPath).toBe('department/main_search');
    for (const choice of dhs.body.attributes.sort) expect(choice.url).toMatch(/^\/ws\/department\/main_search\?dept=DHS&searchText=pen/);
    const facetUrls = dhs.body.attributes.facets.flatMap((f) => f.values.map((v) => v.url));
    expect(facetUrls.length).toBeGreaterThan(0);
    for (const url of facetUrls) expect(url).toMatch(/^\/ws\/department\/main_search\?dept=DHS&/);
    expect(dhs.body.attributes.facets.every((f) => f.moreUrl === undefined)).toBe(true);

    const va = await get<SearchResultsAttributes>('/rs/department/main_search?dept=VA&searchText=pen');
    expect(ids(va.body.attributes)).toEqual([2]);

    const everything = await get<SearchResultsAttributes>('/rs/department/main_search?dept=DHS');
    expect(ids(everything.body.attributes)).toEqual([1, 6]);
    expect(everything.body.attributes.heading).toBe('Department of Homeland Security: items on its agreements');
  });

  it('narrows to one agreement, and a contract outside the department finds nothing', async () => {
    const one = await get<SearchResultsAttributes>(`/rs/department/main_search?dept=DHS&contractNumber=${DEPT_FIXTURE.dhsBpa}&searchText=toner`);
    expect(ids(one.body.attributes)).toEqual([6]);
    const foreign = await get<{ message: string }>(`/rs/department/main_search?dept=DHS&contractNumber=${DEPT_FIXTURE.vaBpa}&searchText=pen`);
    expect(foreign.body.responseName).toBe('ZeroResults');
    const ended = await get<{ message: string }>(`/rs/department/main_search?dept=DHS&contractNumber=${DEPT_FIXTURE.endedDhsBpa}&searchText=gel`);
    expect(ended.body.responseName).toBe('ZeroResults');
  });

  it('refuses a search without a known department, naming the field', async () => {
    for (const url of ['/rs/department/main_search?searchText=pen', '/rs/department/main_search?dept=NOPE&searchText=pen', '/rs/department/main_search?dept=d1&searchText=pen']) {
      const res = await get<{ errors: unknown[] }>(url);
      expect(res.status, url).toBe(400);
      expect(res.body.responseName).toBe('ValidationError');
      expect(res.body.attributes.errors).toEqual([{ field: 'dept', message: 'Choose a department from the list.' }]);
    }
    const keyword = await get<{ errors: unknown[] }>('/rs/department/main_search?dept=DHS&searchText=%25pen');
    expect(keyword.status).toBe(400);
    expect(keyword.body.attributes.errors).toEqual([{ field: 'searchText', message: expect.stringMatching(/start with a letter or a digit/) }]);
  });

  it('suggests departments by name or code and agreements by number or holder, as the buyer types', async () => {
    const byName = await get<AdvSelectSuggestAttributes>('/rs/department/adv_select_suggest?term=home');
    expect(byName.body.attributes.suggestions).toEqual([
      { kind: 'department', value: 'DHS', label: 'Department of Homeland Security', department: 'Department of Homeland Security', url: '/ws/department/main?dept=DHS' },
    ]);
    expect(byName.headers['cache-control']).toBe('private, max-age=60');
    const byNumber = await get<AdvSelectSuggestAttributes>('/rs/department/adv_select_suggest?term=80812');
    expect(byNumber.body.attributes.suggestions).toEqual([
      expect.objectContaining({ kind: 'agreement', value: DEPT_FIXTURE.vaBpa, department: 'Department of Veterans Affairs', url: `/ws/department/main_search?dept=VA&contractNumber=${DEPT_FIXTURE.vaBpa}` }),
    ]);
    const byCode = await get<AdvSelectSuggestAttributes>('/rs/department/adv_select_suggest?term=usd');
    expect(byCode.body.attributes.suggestions.map((s) => s.value)).toEqual(['USDA']);
    expect((await get<AdvSelectSuggestAttributes>('/rs/department/adv_select_suggest?term=h')).body.attributes.suggestions).toEqual([]);
  });

  it('shows the home office with its address, contacts and agreements; an unknown department is not found', async () => {
    const res = await get<HomeOfficeAttributes>('/rs/department/homeoffice?dept=DHS');
    expect(res.body.responseName).toBe('HomeOffice');
    const { department, contacts, agreements } = res.body.attributes;
    expect(department).toMatchObject({
      code: 'DHS',
      address: { street: '245 Murray Lane SW', city: 'Washington', state: 'DC', zip: '20528' },
      storeUrl: '/home?store=DHS',
      searchUrl: '/ws/department/main_search?dept=DHS',
    });
    expect(contacts.map((c) => c.role)).toEqual(['Strategic Sourcing Program Manager', 'Purchase Card Program Coordinator']);
    expect(agreements.map((a) => a.contractNumber)).toContain(DEPT_FIXTURE.dhsBpa);
    expect(agreements.every((a) => a.kind === 'BPA' && a.endDate >= new Date().toISOString().slice(0, 10))).toBe(true);
    expect((await get('/rs/department/homeoffice?dept=NOPE')).status).toBe(404);
    expect((await get('/rs/department/homeoffice')).status).toBe(400);
  });

  it('says what the program offers a department, with the contact form for it', async () => {
    const res = await get<Adv2GitAttributes>('/rs/department/adv2git?dept=VA');
    expect(res.body.responseName).toBe('Adv2Git');
    expect(res.body.attributes.offers.length).toBe(6);
    expect(res.body.attributes.department?.name).toBe('Department of Veterans Affairs');
    expect(res.body.attributes.contactUrl).toBe('/ws/department/adv2git_contact?dept=VA');
    expect((await get<Adv2GitAttributes>('/rs/department/adv2git')).body.attributes.contactUrl).toBe('/ws/department/adv2git_contact');
  });
});
