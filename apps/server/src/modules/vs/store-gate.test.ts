import { DHS_DOMAINS, VS_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type Browser, restrictedStoreKit } from '../../test-support/restricted-store-kit.js';

/** Every way into the homeland security store's content: start page, home, search, product page, cart, add to cart. */
const ENTRIES: Array<[label: string, method: 'GET' | 'POST', url: string, payload?: object]> = [
  ['start page', 'GET', 'main/start_page?store=DHS'],
  ['home', 'GET', 'main/home'],
  ['search', 'GET', 'search/advantage_search?searchText=paper'],
  ['header search', 'POST', 'search/header_search', { searchText: 'toner' }],
  ['product page', 'GET', 'catalog/product_detail?productId=1'],
  ['cart', 'GET', 'cart/shopping_cart'],
  ['add to cart', 'POST', 'cart/add_cart', { productId: 1, quantity: 1 }],
];

describe.each(TEST_DATABASES)('the restricted-store gate (%s)', (kind) => {
  let kit: Awaited<ReturnType<typeof restrictedStoreKit>>;
  const call = (who: Browser, [, method, url, payload]: (typeof ENTRIES)[number]) => (method === 'GET' ? kit.get(who, url) : kit.post(who, url, payload));

  beforeAll(async () => {
    kit = await restrictedStoreKit(kind);
  });
  afterAll(() => kit.t.close());

  it('answers a visitor Restricted on every entry into the DHS store, with what the store is and its domains', async () => {
    const visitor = await kit.visitor('DHS');
    for (const entry of ENTRIES) {
      const res = await call(visitor, entry);
      expect(res.statusCode, entry[0]).toBe(403);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json(), entry[0]).toMatchObject({
        responseType: 'ERROR',
        responseName: 'Restricted',
        pathInfo: 'vs/restricted',
        attributes: {
          storeID: 8,
          restrictedStoreID: 8,
          loggedIn: false,
          domains: [...DHS_DOMAINS],
          store: { title: 'DHS Virtual Store' },
          msgType: 'Authorization Error',
          detailedErrorMessage: VS_TEXT.restrictedLead,
          wsPath: entry[2].split('?')[0],
        },
      });
      expect(JSON.stringify(res.json()), entry[0]).not.toMatch(/products|searchResults|"items"/);
    }
    expect(await kit.t.app.db.select().from(schema.cartItems)).toEqual([]);
  });

  it('answers a signed-in member who is not a department member AccessDenied on every entry, naming their address', async () => {
    const fran = await kit.member('fran.gate@gsa.gov', 'DHS');
    for (const entry of ENTRIES) {
      const res = await call(fran, entry);
      expect(res.statusCode, entry[0]).toBe(403);
      expect(res.json(), entry[0]).toMatchObject({
        responseName: 'AccessDenied',
        pathInfo: 'vs/access_denied',
        attributes: { storeID: 8, loggedIn: true, email: 'fran.gate@gsa.gov', refusedPath: entry[2].split('?')[0], detailedErrorMessage: VS_TEXT.accessDeniedLead },
      });
    }
  });

  it('shows the store to members on a department domain or a component subdomain', async () => {
    for (const email of ['harper.gate@dhs.gov', 'officer.gate@cbp.dhs.gov', 'coast.gate@d7.uscg.mil', 'agent.gate@secretservice.gov']) {
      const member = await kit.member(email, 'DHS');
      const start = await kit.get(member, 'main/start_page');
      expect(start.statusCode, email).toBe(200);
      expect(start.json(), email).toMatchObject({ responseName: 'StartPage', attributes: { storeID: 8 } });
      expect((await kit.get(member, 'search/advantage_search?searchText=paper')).statusCode, email).toBe(200);
    }
    // A lookalike domain is not the department's.
    const fake = await kit.member('x.gate@notdhs.gov', 'DHS');
    expect((await kit.get(fake, 'main/start_page')).json()).toMatchObject({ responseName: 'AccessDenied' });
  });

  it('keeps the member-side paths open and lets a refused visitor leave for another store', async () => {
    const visitor = await kit.visitor('DHS');
    expect((await kit.get(visitor, 'information/help')).statusCode).toBe(200);
    const page = await kit.get(visitor, 'vs/restricted');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ responseName: 'Restricted', attributes: { storeID: 8, restrictedStoreID: 8 } });
    expect((await kit.get(visitor, 'vs/access_denied')).statusCode).toBe(401);
    const left = await kit.get(visitor, 'main/start_page?store=VA');
    expect(left.statusCode).toBe(200);
    // A visitor's start page answers its Login variant, a member's StartPage.
    expect(left.json()).toMatchObject({ responseName: expect.stringMatching(/^(?:StartPage|Login)$/), attributes: { storeID: 6 } });
  });

  it('refuses the DHS store when main/start_page switches a session into it, and leaves other stores alone', async () => {
    const visitor = await kit.visitor('VA');
    expect((await kit.get(visitor, 'search/advantage_search?searchText=paper')).statusCode).toBe(200);
    const res = await kit.get(visitor, 'main/start_page?store=8');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ responseName: 'Restricted', attributes: { storeID: 8 } });
    const fran = await kit.member('fran.va@gsa.gov', 'VA');
    expect((await kit.get(fran, 'main/start_page')).json()).toMatchObject({ responseName: 'StartPage', attributes: { storeID: 6 } });
    // vs/access_denied read from another store is about the homeland security store, in the member's own store.
    expect((await kit.get(fran, 'vs/access_denied')).json()).toMatchObject({ responseName: 'AccessDenied', attributes: { storeID: 6, restrictedStoreID: 8, email: 'fran.va@gsa.gov' } });
  });

  it('asks the agriculture store for the official-business acknowledgement once per session, kept on the server', async () => {
    const visitor = await kit.visitor('USDA');
    const start = await kit.get(visitor, 'main/start_page');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ responseName: expect.stringMatching(/^(?:StartPage|Login)$/), attributes: { storeID: 5, mustAcknowledge: true } });
    expect((await kit.get(visitor, 'search/advantage_search?searchText=paper')).json()).toMatchObject({ attributes: { mustAcknowledge: true } });
    const refused = await kit.post(visitor, 'cart/add_cart', { productId: 1, quantity: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ responseType: 'ERROR', responseName: 'Forbidden', attributes: { detailedErrorMessage: VS_TEXT.acknowledgeFirst } });

    const bad = await kit.post(visitor, 'vs/acknowledge', { acknowledged: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ responseType: 'ERROR', responseName: 'ValidationError', attributes: { errors: [{ field: 'acknowledged' }] } });
    const ok = await kit.post(visitor, 'vs/acknowledge', { acknowledged: true });
    expect(ok.json()).toMatchObject({ responseName: 'Acknowledged', attributes: { storeID: 5, acknowledged: true } });

    const again = (await kit.get(visitor, 'main/start_page')).json();
    expect(again.attributes.mustAcknowledge).toBeUndefined();
    const audits = await kit.t.app.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'official_business_acknowledged'), eq(schema.auditLog.target, '5')));
    expect(audits.length).toBeGreaterThan(0);
    // Another browser (another session) is asked again; other stores never are.
    expect((await kit.get(await kit.visitor('USDA'), 'main/start_page')).json()).toMatchObject({ attributes: { mustAcknowledge: true } });
    expect((await kit.get(await kit.visitor('VA'), 'main/start_page')).json().attributes.mustAcknowledge).toBeUndefined();
  });
});
