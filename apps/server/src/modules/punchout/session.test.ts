import { ANTI_FORGERY_HEADER, COOKIES, PUNCHOUT_START_SECONDS, PUNCHOUT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { OFFERS } from '../../test-support/cart-kit.js';
import { FIXTURE } from '../../test-support/catalog-fixture.js';
import { cookieValue } from '../../test-support/cookies.js';
import { BUYER_ORIGIN, FORM_POST_URL, ORG, type PunchoutKit, punchoutKit, setupXml, type SetupOptions } from '../../test-support/punchout-kit.js';
import { checkCxmlStructure } from '../../test-support/cxml-structure.js';
import { attr, child, children, parseCxml, text } from './cxml-parse.js';
import { sweepPunchout } from './sweep.js';

const START = Date.UTC(2026, 10, 27, 11, 0, 0);
const unescapeHtml = (v: string) => v.replace(/&quot;/g, '"').replace(/&apos;/g, '\'').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe.each(TEST_DATABASES)('punchout shopping session and Return cart (%s)', (kind) => {
  let k: PunchoutKit;
  let clock = START;
  beforeAll(async () => {
    k = await punchoutKit(kind, { now: () => clock });
  });
  afterAll(() => k.t.close());

  async function startUrl(options: SetupOptions = {}) {
    const res = await k.postXml('/punchout/setup', setupXml(options));
    const url = new URL(text(child(parseCxml(res.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')));
    return `${url.pathname}${url.search}`;
  }

  /** Opens the StartPage as the buyer's browser does: a top-level GET, then the cookies it was given. */
  async function open(path: string) {
    const res = await k.t.app.inject({ method: 'GET', url: path });
    const session = cookieValue(res, COOKIES.session);
    const xsrf = cookieValue(res, COOKIES.antiForgery) ?? '';
    const headers = { cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf };
    return { res, headers, sessionId: session ? (k.t.app.unsignCookie(session).value ?? '') : '' };
  }

  function returnedMessage(res: LightMyRequestResponse) {
    const form = /<form id="punchout-return" method="post" action="([^"]*)" enctype="application\/x-www-form-urlencoded"><input type="hidden" name="cXML-urlencoded" value="([^"]*)">/.exec(res.body);
    expect(form, res.body).not.toBeNull();
    const xml = unescapeHtml(form![2]!);
    return { action: unescapeHtml(form![1]!), xml, root: parseCxml(xml) };
  }

  it('opens the store once, signed in to the punchout with no marketplace sign-in; the link cannot be used again', async () => {
    const path = await startUrl();
    const { res, sessionId } = await open(path);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/ws/main/home');
    const [row] = await k.db.select().from(schema.sessions).where(eq(schema.sessions.id, sessionId));
    expect(row?.storeId).toBe(4);
    const [po] = await k.db.select().from(schema.punchoutSessions).orderBy(desc(schema.punchoutSessions.id)).limit(1);
    const view = { organization: ORG.name, operation: 'create', endUser: { name: 'Dana Labor', email: 'dana.labor@dol.gov' }, readOnly: false };
    expect(row?.data).toEqual({ punchout: { id: po!.id, organizationId: k.org.id, view } });
    // Every screen answer of the session carries it, for the banner and the cart's Return cart button.
    const cookie = `${COOKIES.session}=${cookieValue(res, COOKIES.session)}`;
    const screen = (await k.t.app.inject({ method: 'GET', url: '/rs/cart/shopping_cart', headers: { cookie } })).json();
    expect(screen.attributes.punchout).toEqual(view);
    expect((await k.t.app.inject({ method: 'GET', url: '/rs/cart/shopping_cart' })).json().attributes.punchout).toBeUndefined();
    expect(po).toMatchObject({ webSessionId: sessionId, startedAt: new Date(START) });

    const again = await open(path);
    expect(again.res.statusCode).toBe(410);
    expect(again.res.headers['content-type']).toMatch(/^text\/html/);
    expect(again.res.body).toContain('This punchout link can no longer be used');
    expect(again.res.headers['set-cookie'] ?? '').not.toContain('punchout');
  });

  it('refuses a StartPage opened after five minutes, and a made-up one', async () => {
    const path = await startUrl();
    clock = START + PUNCHOUT_START_SECONDS * 1000 + 1;
    try {
      expect((await open(path)).res.statusCode).toBe(410);
    } finally {
      clock = START;
    }
    expect((await open('/rs/punchout/start?token=' + 'A'.repeat(43))).res.statusCode).toBe(410);
    expect((await open('/rs/punchout/start?token=short')).res.statusCode).toBe(410);
  });

  it('changes nothing of the browser’s session on a refused StartPage: a used one opened again, or any site’s made-up link', async () => {
    const path = await startUrl();
    const shopper = await open(path);
    const add = await k.t.app.inject({
      method: 'POST', url: '/rs/cart/addCart', headers: shopper.headers, payload: { items: [{ productId: FIXTURE.paper, offerId: OFFERS.officePaper, quantity: 3 }] },
    });
    expect(add.json().responseName).toBe('Success');
    const [before] = await k.db.select().from(schema.sessions).where(eq(schema.sessions.id, shopper.sessionId));
    // A double click in the agency's system, then a cross-site link with any 43 characters, both from the shopper's browser.
    for (const url of [path, `/rs/punchout/start?token=${'B'.repeat(43)}`]) {
      const res = await k.t.app.inject({ method: 'GET', url, headers: { 'cookie': shopper.headers.cookie, 'sec-fetch-site': 'cross-site' } });
      expect(res.statusCode, url).toBe(410);
      expect(cookieValue(res, COOKIES.session), url).toBeUndefined();
    }
    const [after] = await k.db.select().from(schema.sessions).where(eq(schema.sessions.id, shopper.sessionId));
    expect(after?.data).toEqual(before?.data);
    expect(after?.storeId).toBe(4);
    const cart = (await k.t.app.inject({ method: 'GET', url: '/rs/cart/shopping_cart', headers: shopper.headers })).json();
    expect(cart.attributes.punchout).toMatchObject({ organization: ORG.name, operation: 'create' });
    const items = cart.attributes.cart.groups.flatMap((g: { items: Array<{ offerId: number; quantity: number }> }) => g.items);
    expect(items.map((i: { offerId: number; quantity: number }) => [i.offerId, i.quantity])).toEqual([[OFFERS.officePaper, 3]]);
    const [po] = await k.db.select().from(schema.punchoutSessions).where(eq(schema.punchoutSessions.webSessionId, shopper.sessionId));
    expect(po?.startedAt).toEqual(new Date(START));
  });

  it('returns the cart as a PunchOutOrderMessage in a form posted to the BrowserFormPost URL', async () => {
    const shopper = await open(await startUrl());
    const add = await k.t.app.inject({
      method: 'POST', url: '/rs/cart/addCart', headers: shopper.headers,
      payload: {
        items: [
          { productId: FIXTURE.paper, offerId: OFFERS.officePaper, quantity: 2 },
          { productId: FIXTURE.chairBlack, offerId: OFFERS.officeChair, quantity: 1 },
        ],
      },
    });
    expect(add.json().responseName).toBe('Success');
    const res = await k.t.app.inject({ method: 'GET', url: '/rs/punchout/return_cart', headers: { 'cookie': shopper.headers.cookie, 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain(`form-action ${BUYER_ORIGIN};`);
    expect(res.body).toContain('<script src="/punchout/return.js" defer></script>');
    expect(res.body).toContain(`<button type="submit" class="usa-button">Return cart to ${ORG.name}</button>`);
    const { action, xml, root } = returnedMessage(res);
    expect(action).toBe(FORM_POST_URL);
    checkCxmlStructure(xml);
    expect(text(child(root, 'Header', 'From', 'Credential', 'Identity'))).toBe(ORG.toIdentity);
    expect(text(child(root, 'Header', 'To', 'Credential', 'Identity'))).toBe(ORG.fromIdentity);
    const message = child(root, 'Message', 'PunchOutOrderMessage');
    expect(text(child(message, 'BuyerCookie'))).toBe('cookie-1234 & <more>');
    expect(attr(child(message, 'PunchOutOrderMessageHeader'), 'operationAllowed')).toBe('edit');
    expect(text(child(message, 'PunchOutOrderMessageHeader', 'Total', 'Money'))).toBe('299.00');
    const lines = children(message, 'ItemIn').map((item) => ({
      quantity: attr(item, 'quantity'),
      lineNumber: attr(item, 'lineNumber'),
      part: text(child(item, 'ItemID', 'SupplierPartID')),
      aux: text(child(item, 'ItemID', 'SupplierPartAuxiliaryID')),
      price: text(child(item, 'ItemDetail', 'UnitPrice', 'Money')),
      currency: attr(child(item, 'ItemDetail', 'UnitPrice', 'Money'), 'currency'),
      uom: text(child(item, 'ItemDetail', 'UnitOfMeasure')),
      unspsc: text(child(item, 'ItemDetail', 'Classification')),
      manufacturer: text(child(item, 'ItemDetail', 'ManufacturerName')),
      leadTime: text(child(item, 'ItemDetail', 'LeadTime')),
    }));
    expect(lines).toEqual([
      expect.objectContaining({ quantity: '2', lineNumber: '1', aux: String(OFFERS.officePaper), price: '50.00', currency: 'USD', uom: 'BX', unspsc: '14110000', manufacturer: 'Fixture Paper Mills', leadTime: '5' }),
      expect.objectContaining({ quantity: '1', lineNumber: '2', aux: String(OFFERS.officeChair), price: '199.00', uom: 'EA', unspsc: '14110000', leadTime: '10' }),
    ]);
    expect(lines[0]!.part).toMatch(/^FX-/);
  });

  it('puts the items of an edit back into the cart, and refuses the Return cart page to another browser or a cross-site request', async () => {
    const path = await startUrl({ operation: 'edit', items: [{ part: 'FX-x', aux: String(OFFERS.officeChair), quantity: 4 }, { part: 'gone', aux: 'nope', quantity: 1 }] });
    const shopper = await open(path);
    const cart = (await k.t.app.inject({ method: 'GET', url: '/rs/cart/shopping_cart', headers: shopper.headers })).json();
    const items = cart.attributes.cart.groups.flatMap((g: { items: Array<{ offerId: number; quantity: number }> }) => g.items);
    expect(items.map((i: { offerId: number; quantity: number }) => [i.offerId, i.quantity])).toEqual([[OFFERS.officeChair, 4]]);
    const message = child(returnedMessage(await k.t.app.inject({ method: 'GET', url: '/rs/punchout/return_cart', headers: { cookie: shopper.headers.cookie } })).root, 'Message', 'PunchOutOrderMessage');
    expect(text(child(message, 'PunchOutOrderMessageHeader', 'Total', 'Money'))).toBe('796.00');

    const stranger = await k.t.app.inject({ method: 'GET', url: '/rs/punchout/return_cart' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('cXML-urlencoded');
    const crossSite = await k.t.app.inject({ method: 'GET', url: '/rs/punchout/return_cart', headers: { 'cookie': shopper.headers.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).not.toContain('cXML-urlencoded');
  });

  it('opens an inspect punchout read-only: the cart shows its items and refuses every change', async () => {
    const shopper = await open(await startUrl({ operation: 'inspect', items: [{ part: 'FX-x', aux: String(OFFERS.officeChair), quantity: 2 }] }));
    const cart = (await k.t.app.inject({ method: 'GET', url: '/rs/cart/shopping_cart', headers: shopper.headers })).json();
    expect(cart.attributes.punchout.readOnly).toBe(true);
    expect(cart.attributes.cart.itemCount).toBe(1);
    const add = await k.t.app.inject({
      method: 'POST', url: '/rs/cart/addCart', headers: shopper.headers, payload: { items: [{ productId: FIXTURE.paper, offerId: OFFERS.officePaper, quantity: 2 }] },
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().attributes.detailedErrorMessage ?? add.body).toContain(PUNCHOUT_TEXT.readOnly);
    const message = child(returnedMessage(await k.t.app.inject({ method: 'GET', url: '/rs/punchout/return_cart', headers: { cookie: shopper.headers.cookie } })).root, 'Message', 'PunchOutOrderMessage');
    expect(attr(child(message, 'PunchOutOrderMessageHeader'), 'operationAllowed')).toBe('inspect');
    expect(children(message, 'ItemIn')).toHaveLength(1);
  });

  it('sweeps setup sessions past the 12-hour session limit and keeps newer ones', async () => {
    await startUrl();
    const before = await k.db.$count(schema.punchoutSessions);
    await sweepPunchout(k.db, Date.now() + 11 * 3600_000);
    expect(await k.db.$count(schema.punchoutSessions)).toBe(before);
    await sweepPunchout(k.db, Date.now() + 13 * 3600_000);
    expect(await k.db.$count(schema.punchoutSessions)).toBe(0);
  });
});
