import { type AddCartAttributes, CART_TEXT, type EmptyCartAttributes, productImageUrl, type ShoppingCartAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { FIXTURE } from '../../test-support/catalog-fixture.js';
import { cartKit, type CartKit, OFFERS } from '../../test-support/cart-kit.js';

const chair = (quantity: number | string = 2) => ({
  productId: FIXTURE.chairBlack,
  offerId: OFFERS.officeChair,
  contractNumber: 'GS-02F-0001X',
  quantity: String(quantity),
});
const BELOW_MINIMUM = CART_TEXT.belowMinimum(2, 'BX');
const paper = (offerId: number, quantity: number | string, contractNumber: string) => ({
  productId: FIXTURE.paper,
  offerId,
  contractNumber,
  quantity: String(quantity),
});

describe.each(TEST_DATABASES)('cart/addCart (%s)', (kind) => {
  let k: CartKit;
  beforeAll(async () => {
    k = await cartKit(kind);
  });
  afterAll(() => k.t.close());

  const itemsOf = async (cartId: number) =>
    k.t.app.db.select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cartId)).orderBy(schema.cartItems.offerId);

  it('lets an anonymous visitor add an item to a cart kept with the server session', async () => {
    const visitor = await k.visitor();
    const res = await k.post(visitor, 'cart/addCart', chair(2));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.responseName).toBe('Success');
    const a = body.attributes as AddCartAttributes;
    expect(a.message).toBe('The item was added to the cart.');
    expect(a.cart).toMatchObject({ itemCount: 1, totalCents: 39_800, version: 1 });
    expect(a.problems).toEqual([]);
    // The session row now exists, so the cart expires with the session.
    const [session] = await k.t.app.db.select().from(schema.sessions).where(eq(schema.sessions.id, visitor.session));
    expect(session).toBeDefined();
    const [cart] = await k.t.app.db.select().from(schema.carts).where(eq(schema.carts.id, a.cart.cartId));
    expect(cart).toMatchObject({ sessionId: visitor.session, memberId: null, status: 'active' });

    const shown = (await k.get(visitor, 'cart/shopping_cart')).json();
    expect(shown.responseName).toBe('ShoppingCart');
    const view = (shown.attributes as ShoppingCartAttributes).cart;
    expect(view.groups).toHaveLength(1);
    expect(view.groups[0]).toMatchObject({ contractorName: 'Fixture Office Depot', contractNumber: 'GS-02F-0001X', subtotalCents: 39_800 });
    expect(view.groups[0]?.items[0]).toMatchObject({
      title: 'Fixture Task Chair, Black',
      partNumber: `FX-${FIXTURE.chairBlack}`,
      unitOfIssue: { code: 'EA', meaning: 'each' },
      quantity: 2,
      unitPriceCents: 19_900,
      extendedCents: 39_800,
      priceChanged: false,
      unavailable: false,
      // The product's picture and its colour (not its other attributes), for the line.
      image: productImageUrl(`fx-paper/${FIXTURE.chairBlack % 4}`),
      features: [{ name: 'Color', value: 'Black' }],
    });
  });

  it('answers the same on the Marine Corps path cart/add_cart', async () => {
    const visitor = await k.visitor();
    const body = (await k.post(visitor, 'cart/add_cart', chair(1))).json();
    expect(body).toMatchObject({ responseName: 'Success', pathInfo: 'cart/add_cart', attributes: { cart: { itemCount: 1 } } });
  });

  it('shows an empty cart as Initial and writes nothing for a read', async () => {
    const visitor = await k.visitor();
    const body = (await k.get(visitor, 'cart/shopping_cart')).json();
    expect(body.responseName).toBe('Initial');
    expect((body.attributes as EmptyCartAttributes)).toEqual({ message: 'Your shopping cart is empty.', cart: { cartId: 0, version: 0, itemCount: 0, totalCents: 0 } });
    expect(await k.t.app.db.select().from(schema.sessions).where(eq(schema.sessions.id, visitor.session))).toEqual([]);
  });

  it('ignores a price or total sent by the client', async () => {
    const visitor = await k.visitor();
    const body = (await k.post(visitor, 'cart/addCart', { ...chair(1), priceCents: 1, unitPriceCents: 1, acceptedPriceCents: 1, totalCents: 1 })).json();
    expect(body.attributes.cart.totalCents).toBe(19_900);
    const [item] = await itemsOf(body.attributes.cart.cartId);
    expect(item?.acceptedPriceCents).toBe(19_900);
  });

  it('refuses less than the minimum order quantity, an unknown offer and an offer named with another contract', async () => {
    const visitor = await k.visitor();
    const below = (await k.post(visitor, 'cart/addCart', paper(OFFERS.officePaper, 1, 'GS-02F-0001X'))).json();
    expect(below.responseName).toBe('Failure');
    expect(below.attributes.message).toBe('The item could not be added to the cart.');
    expect(below.attributes.problems).toEqual([{ offerId: OFFERS.officePaper, productId: FIXTURE.paper, message: BELOW_MINIMUM }]);
    const unknown = (await k.post(visitor, 'cart/addCart', { ...chair(1), offerId: 12_345 })).json();
    expect(unknown.attributes.problems).toEqual([{ offerId: 12_345, productId: FIXTURE.chairBlack, message: CART_TEXT.unknownOffer }]);
    const wrongContract = (await k.post(visitor, 'cart/addCart', { ...chair(1), contractNumber: 'GS-FX-GSS01' })).json();
    expect(wrongContract.attributes.problems[0].message).toBe(CART_TEXT.unknownOffer);
    expect(wrongContract.attributes.cart.itemCount).toBe(0);
  });

  it('refuses an ended contract and a BPA offered to another store, and accepts the BPA in its store', async () => {
    const general = await k.visitor();
    const ended = (await k.post(general, 'cart/addCart', paper(OFFERS.endedPaper, 1, 'GS-02F-0999Z'))).json();
    expect(ended.attributes.problems[0].message).toBe(CART_TEXT.notOffered);
    const bpa = (await k.post(general, 'cart/addCart', paper(OFFERS.usdaPaper, 1, '47QSWA21A00FX'))).json();
    expect(bpa).toMatchObject({ responseName: 'Failure', attributes: { problems: [{ offerId: OFFERS.usdaPaper, message: CART_TEXT.notOffered }] } });
    const usda = await k.visitor('/rs/main/start_page?store=USDA');
    // The agriculture store takes cart changes once the session acknowledged official business (ADR 0016).
    await k.post(usda, 'vs/acknowledge', { acknowledged: true });
    const own = (await k.post(usda, 'cart/addCart', paper(OFFERS.usdaPaper, 1, '47QSWA21A00FX'))).json();
    expect(own).toMatchObject({ responseName: 'Success', attributes: { cart: { itemCount: 1, totalCents: 3_500 } } });
  });

  it('takes 1 to 8 digits and keeps one line within 8 digits', async () => {
    const visitor = await k.visitor();
    for (const bad of ['123456789', '0', '-1', '1.5', 'ten', '']) {
      const res = await k.post(visitor, 'cart/addCart', chair(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().attributes.errors[0].field).toBe('items.0.quantity');
    }
    expect((await k.post(visitor, 'cart/addCart', chair(99_999_999))).json().responseName).toBe('Success');
    const over = (await k.post(visitor, 'cart/addCart', chair(1))).json();
    expect(over).toMatchObject({ responseName: 'Failure', attributes: { problems: [{ message: CART_TEXT.tooMany('EA') }] } });
    const [item] = await itemsOf(over.attributes.cart.cartId);
    expect(item?.quantity).toBe(99_999_999);
  });

  it('adds several items at once and reports the ones it could not add', async () => {
    const visitor = await k.visitor();
    const body = (
      await k.post(visitor, 'cart/addCart', { items: [chair(1), paper(OFFERS.globalPaper, 3, 'GS-FX-GSS01'), paper(OFFERS.officePaper, 1, 'GS-02F-0001X')] })
    ).json();
    expect(body.responseName).toBe('Success');
    expect(body.attributes.message).toBe('2 items were added to the cart; 1 item could not be added.');
    expect(body.attributes.problems).toEqual([{ offerId: OFFERS.officePaper, productId: FIXTURE.paper, message: BELOW_MINIMUM }]);
    expect(body.attributes.cart).toMatchObject({ itemCount: 2, totalCents: 19_900 + 3 * 3_999 });
    const view = (await k.get(visitor, 'cart/shopping_cart')).json().attributes.cart as ShoppingCartAttributes['cart'];
    expect(view.groups.map((g) => [g.contractorName, g.subtotalCents])).toEqual([
      ['Fixture Office Depot', 19_900],
      ['GSA Global Supply', 11_997],
    ]);
  });

  it('adds a search result’s product at its lowest price open to the store that takes the quantity', async () => {
    const visitor = await k.visitor();
    // Two offers at $39.99: the faster one wins; the $50.00 offer (minimum 2) is not the cheapest.
    const one = (await k.post(visitor, 'cart/addCart', { productId: FIXTURE.paper, quantity: '1' })).json();
    expect(one.responseName).toBe('Success');
    const view = (await k.get(visitor, 'cart/shopping_cart')).json().attributes.cart as ShoppingCartAttributes['cart'];
    expect(view.groups.flatMap((g) => g.items.map((i) => [i.offerId, i.unitPriceCents]))).toEqual([[9_000_003, 3_999]]);
    const usda = await k.visitor('/rs/main/start_page?store=USDA');
    // The agriculture store takes cart changes once the session acknowledged official business (ADR 0016).
    await k.post(usda, 'vs/acknowledge', { acknowledged: true });
    await k.post(usda, 'cart/addCart', { items: [{ productId: FIXTURE.paper, quantity: 1 }] });
    const own = (await k.get(usda, 'cart/shopping_cart')).json().attributes.cart as ShoppingCartAttributes['cart'];
    expect(own.groups[0]?.items[0]).toMatchObject({ offerId: OFFERS.usdaPaper, unitPriceCents: 3_500 });
    const none = (await k.post(visitor, 'cart/addCart', { productId: FIXTURE.unavailable, quantity: '1' })).json();
    expect(none).toMatchObject({ responseName: 'Failure', attributes: { problems: [{ offerId: 0, productId: FIXTURE.unavailable, message: CART_TEXT.noOffer }] } });
  });

  it('merges the visitor’s cart into the member’s at sign-in, adding quantities', async () => {
    const earlier = await k.member('merger');
    await k.post(earlier, 'cart/addCart', chair(1));
    const visitor = await k.visitor();
    await k.post(visitor, 'cart/addCart', { items: [chair(2), paper(OFFERS.globalPaper, 3, 'GS-FX-GSS01')] });
    const [anonymous] = await k.t.app.db.select().from(schema.carts).where(eq(schema.carts.sessionId, visitor.session));

    const signedIn = await k.member('merger', visitor);
    const view = (await k.get(signedIn, 'cart/shopping_cart')).json().attributes.cart as ShoppingCartAttributes['cart'];
    // The sign-in answer carries the merged cart's summary, so the header counts it at once.
    expect(signedIn.response.json().attributes.cart).toEqual({ cartId: view.cartId, version: view.version, itemCount: 2, totalCents: view.totalCents });
    const quantities = view.groups.flatMap((g) => g.items.map((i) => [i.offerId, i.quantity]));
    expect(quantities).toEqual([
      [OFFERS.officeChair, 3],
      [OFFERS.globalPaper, 3],
    ]);
    const [after] = await k.t.app.db.select().from(schema.carts).where(eq(schema.carts.id, anonymous!.id));
    expect(after?.status).toBe('merged');
    const active = await k.t.app.db.select().from(schema.carts).where(and(eq(schema.carts.memberId, signedIn.memberId), eq(schema.carts.status, 'active')));
    expect(active).toHaveLength(1);
    // The old session's cart is no longer anyone's: a visitor with that cookie sees nothing.
    expect((await k.get(visitor, 'cart/shopping_cart')).json().responseName).toBe('Initial');
  });

  it('gives a member who had no cart the visitor’s cart at sign-in', async () => {
    const visitor = await k.visitor();
    await k.post(visitor, 'cart/addCart', paper(OFFERS.officePaper, 4, 'GS-02F-0001X'));
    const signedIn = await k.member('newcomer', visitor);
    const a = (await k.get(signedIn, 'cart/shopping_cart')).json().attributes as ShoppingCartAttributes;
    expect(a.cart.groups[0]?.items.map((i) => [i.offerId, i.quantity, i.minimumOrderQuantity])).toEqual([[OFFERS.officePaper, 4, 2]]);
  });

  it('loses none of 20 parallel adds of one offer', async () => {
    const buyer = await k.member('parallel-adder');
    const first = (await k.post(buyer, 'cart/addCart', paper(OFFERS.globalPaper, 5, 'GS-FX-GSS01'))).json();
    const results = await Promise.all(Array.from({ length: 20 }, () => k.post(buyer, 'cart/addCart', paper(OFFERS.globalPaper, 1, 'GS-FX-GSS01'))));
    expect(results.map((r) => r.json().responseName)).toEqual(Array(20).fill('Success'));
    const [item] = await itemsOf(first.attributes.cart.cartId);
    expect(item?.quantity).toBe(25);
    const [cart] = await k.t.app.db.select().from(schema.carts).where(eq(schema.carts.id, first.attributes.cart.cartId));
    expect(cart?.version).toBe(21);
  });

  it('creates one cart for 20 parallel first adds', async () => {
    const buyer = await k.member('parallel-first');
    await Promise.all(Array.from({ length: 20 }, () => k.post(buyer, 'cart/addCart', chair(1))));
    const rows = await k.t.app.db.select().from(schema.carts).where(eq(schema.carts.memberId, buyer.memberId));
    expect(rows).toHaveLength(1);
    expect((await itemsOf(rows[0]!.id))[0]?.quantity).toBe(20);
  });
});
