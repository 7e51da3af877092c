import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import { type CartKit, cartKit } from '../../test-support/cart-kit.js';
import { cookieValue } from '../../test-support/cookies.js';

describe.each(TEST_DATABASES)('start-page variants and store pages (%s)', (kind) => {
  let k: CartKit;
  // The app's clock: real time, moved on where a test waits for the server's session cache to lapse.
  let skew = 0;
  beforeAll(async () => {
    k = await cartKit(kind, {}, { now: () => Date.now() + skew });
  });
  afterAll(() => k.t.close());

  it('main/start_page: a visitor gets the Login variant with the store’s login welcome text, a member the StartPage', async () => {
    const visitor = await k.visitor('/rs/main/start_page?store=VA');
    const anonymous = (await k.get(visitor, 'main/start_page')).json();
    expect(anonymous).toMatchObject({ responseName: 'Login', attributes: { storeID: 6, loggedIn: false } });
    expect(anonymous.attributes.store.loginWelcomeText).toBe('Welcome to the Department of Veterans Affairs virtual store.');
    const member = await k.member('start-va', visitor);
    expect((await k.get(member, 'main/start_page')).json()).toMatchObject({ responseName: 'StartPage', attributes: { storeID: 6, loggedIn: true } });
    // The browse-categories dialog is asked for by view, signed in or not.
    expect((await k.get(visitor, 'main/start_page?view=browseCategories')).json().responseName).toBe('BrowseCategories');
  });

  it('main/start_page: view=survey answers the Survey dialog; type echoes where a visitor’s registration stands', async () => {
    const visitor = await k.visitor('/rs/main/start_page?store=VA');
    expect((await k.get(visitor, 'main/start_page?view=survey')).json()).toMatchObject({
      responseName: 'Survey',
      attributes: { storeID: 6, department: '', values: { satisfaction: '', found: '', purpose: '', comments: '' } },
    });
    for (const type of ['registration', 'finalize_registration', 'new_registration']) {
      expect((await k.get(visitor, `main/start_page?type=${type}`)).json()).toMatchObject({ responseName: 'Login', attributes: { registrationType: type } });
    }
    // Anything else is no registration type at all.
    expect((await k.get(visitor, 'main/start_page?type=admin')).json().attributes.registrationType).toBeUndefined();
  });

  it('main/home: the home page, and StartPage when its store query enters another store', async () => {
    const visitor = await k.visitor('/rs/main/start_page?store=VA');
    expect((await k.get(visitor, 'main/home')).json()).toMatchObject({ responseName: 'HomePage', attributes: { storeID: 6 } });
    expect((await k.get(visitor, 'main/home?store=VA')).json()).toMatchObject({ responseName: 'HomePage', attributes: { storeID: 6 } });
    // A store outside the nine changes nothing: the home page of the stored store.
    expect((await k.get(visitor, 'main/home?store=DOLPUNCHOUT')).json()).toMatchObject({ responseName: 'HomePage', attributes: { storeID: 6 } });
    expect((await k.get(visitor, 'main/home?store=AIRFORCE')).json()).toMatchObject({ responseName: 'StartPage', attributes: { storeID: 2 } });
  });

  it('a store change starts a new session that keeps the member signed in, except in a store they may not use', async () => {
    const member = await k.member('store-walker', await k.visitor('/rs/main/start_page?store=VA'));
    const follow = (res: Awaited<ReturnType<typeof k.get>>) => {
      const session = cookieValue(res, COOKIES.session);
      const xsrf = cookieValue(res, COOKIES.antiForgery);
      expect(session, 'a new session cookie').toBeTruthy();
      expect(session).not.toBe(member.signedSession);
      return { headers: { ...member.headers, cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf ?? '' } };
    };
    const general = await k.get(member, 'main/home?store=ADVANTAGE');
    expect(general.json()).toMatchObject({ responseName: 'StartPage', attributes: { storeID: 0, loggedIn: true } });
    const inGeneral = follow(general);
    expect((await k.get(inGeneral, 'main/message_center')).statusCode).toBe(200);
    // The old session is gone with its sign-in.
    expect((await k.get(member, 'main/message_center')).statusCode).toBe(401);

    // The homeland security store's gate tells a member outside the department how to get access: still signed in.
    const dhs = await k.get(inGeneral, 'main/start_page?store=DHS');
    expect(dhs.json()).toMatchObject({ responseName: 'AccessDenied', attributes: { storeID: 8, loggedIn: true } });
    const inDhs = follow(dhs);
    expect((await k.get(inDhs, 'main/message_center')).statusCode).toBe(200);

    // The agriculture store is limited to its department: a gsa.gov member arrives there signed out.
    const usda = await k.get(inDhs, 'main/start_page?store=USDA');
    expect(usda.json()).toMatchObject({ responseName: 'Login', attributes: { storeID: 5, loggedIn: false } });
    expect((await k.get(follow(usda), 'main/message_center')).statusCode).toBe(401);
  });

  it('an agency store’s start data lists its own current BPAs with the contractor’s contact; the state store lists none', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await k.t.app.db.select().from(schema.contracts);
    const usdaBpas = all
      .filter((c) => c.kind === 'BPA' && c.storeIds.includes(5) && c.startDate <= today && c.endDate >= today)
      .map((c) => c.contractNumber)
      .sort();
    expect(usdaBpas).toContain(k.fx.contracts.usdaBpa);

    const usda = (await k.get(await k.visitor('/rs/main/start_page?store=USDA'), 'main/start_page')).json().attributes;
    expect(usda.agreementCount).toBe(usdaBpas.length);
    expect(usda.agreements.map((a: { contractNumber: string }) => a.contractNumber)).toEqual(usdaBpas.slice(0, 6));
    const [farm] = await k.t.app.db.select().from(schema.contractors).where(eq(schema.contractors.name, 'Fixture Farm Supply'));
    const fixtureBpa = { contractNumber: k.fx.contracts.usdaBpa, contractorName: farm!.name, phone: farm!.phone, email: farm!.email, endDate: '2099-12-31' };
    const listed = usda.agreements.find((a: { contractNumber: string }) => a.contractNumber === k.fx.contracts.usdaBpa);
    if (listed) expect(listed).toEqual({ ...fixtureBpa, documentsUrl: `/ws/catalog/bpa_documents?contractNumber=${k.fx.contracts.usdaBpa}` });

    const state = (await k.get(await k.visitor('/rs/main/start_page?store=STATE'), 'main/start_page')).json().attributes;
    expect(state).toMatchObject({ agreements: [], agreementCount: 0 });
  });

  it('usmc/start_page: Login for a visitor, Success right after sign-in, HomePage later; in another store it goes to the USMC entry', async () => {
    const visitor = await k.visitor('/rs/main/start_page?store=USMC');
    expect((await k.get(visitor, 'usmc/start_page')).json()).toMatchObject({ responseName: 'Login', attributes: { storeID: 9, loggedIn: false } });
    const marine = await k.member('start-usmc', visitor);
    expect(marine.response.json().attributes.storeID).toBe(9);
    expect((await k.get(marine, 'usmc/start_page')).json()).toMatchObject({ responseName: 'Success', attributes: { storeID: 9, loggedIn: true } });
    // Signed in three minutes ago: the same session sees its home page.
    const [row] = await k.t.app.db.select({ data: schema.sessions.data }).from(schema.sessions).where(eq(schema.sessions.id, marine.session));
    const earlier = { ...row!.data, signedInAt: new Date(Date.now() - 3 * 60_000).toISOString() };
    await k.t.app.db.update(schema.sessions).set({ data: earlier }).where(eq(schema.sessions.id, marine.session));
    // The server keeps a session's row in memory for up to two seconds of its clock.
    skew += 2_100;
    expect((await k.get(marine, 'usmc/start_page')).json()).toMatchObject({ responseName: 'HomePage', attributes: { loggedIn: true } });

    const elsewhere = await k.visitor('/rs/main/start_page?store=FSS');
    expect((await k.get(elsewhere, 'usmc/start_page')).json()).toMatchObject({ responseType: 'REDIRECT', redirectURL: '/ws/main/start_page?store=USMC' });
  });

  it('usmc/start_page?store=USMC: a member entering the store from another gets its StartPage (the welcome), a visitor Login', async () => {
    const visitor = await k.visitor('/rs/main/start_page?store=FSS');
    const member = await k.member('start-usmc-enter', visitor);
    const entered = (await k.get(member, 'usmc/start_page?store=USMC')).json();
    expect(entered).toMatchObject({ responseType: 'SCREEN', responseName: 'StartPage', pathInfo: 'usmc/start_page', attributes: { storeID: 9, loggedIn: true } });
    // Once in the store, the same query is no entering any more.
    expect((await k.get(member, 'usmc/start_page?store=USMC')).json().responseName).not.toBe('StartPage');
    const stranger = await k.visitor('/rs/main/start_page?store=VA');
    expect((await k.get(stranger, 'usmc/start_page?store=usmc')).json()).toMatchObject({ responseName: 'Login', attributes: { storeID: 9, loggedIn: false } });
  });

  it('ggs/start_page: Global Supply stock with NSNs up front, with the store’s start data', async () => {
    const res = (await k.get(await k.visitor('/rs/main/start_page?store=FSS'), 'ggs/start_page')).json();
    expect(res).toMatchObject({ responseName: 'Welcome', attributes: { storeID: 3, stockedItemCount: 1 } });
    expect(res.attributes.items).toEqual([
      expect.objectContaining({ title: 'Fixture Copy Paper, 8-1/2 x 11, 20 lb, White, 10 Reams/Box', nsn: '7530-01-579-0001', unitOfIssue: 'BX', priceCents: 3_999, url: '/ws/catalog/product_detail?productId=900001' }),
    ]);
  });

  it('login answers its DEFAULT screen', async () => {
    expect((await k.get(await k.visitor(), 'login')).json()).toMatchObject({ responseType: 'SCREEN', responseName: 'DEFAULT', pathInfo: 'login', attributes: { loggedIn: false } });
  });
});
