import { CART_TEXT, type CartView } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { FIXTURE } from '../../test-support/catalog-fixture.js';
import { type Caller, cartKit, type CartKit, OFFERS } from '../../test-support/cart-kit.js';

const chair = (quantity = 2) => ({ productId: FIXTURE.chairBlack, offerId: OFFERS.officeChair, contractNumber: 'GS-02F-0001X', quantity: String(quantity) });
const paper = (quantity = 2) => ({ productId: FIXTURE.paper, offerId: OFFERS.officePaper, contractNumber: 'GS-02F-0001X', quantity: String(quantity) });

describe.each(TEST_DATABASES)('shopping cart changes (%s)', (kind) => {
  let k: CartKit;
  beforeAll(async () => {
    k = await cartKit(kind);
  });
  afterAll(() => k.t.close());

  const cartOf = async (caller: Caller): Promise<CartView> => (await k.get(caller, 'cart/shopping_cart')).json().attributes.cart as CartView;
  const item = (cart: CartView, offerId: number) => cart.groups.flatMap((g) => g.items).find((i) => i.offerId === offerId)!;
  const buyerWith = async (subject: string, items: object[]) => {
    const buyer = await k.member(subject);
    await k.post(buyer, 'cart/addCart', { items });
    return { buyer, cart: await cartOf(buyer) };
  };

  it('changes a quantity at the cart’s version and answers the fresh cart', async () => {
    const { buyer, cart } = await buyerWith('qty', [chair(2)]);
    const res = await k.post(buyer, 'cart/update_quantity', { itemId: item(cart, OFFERS.officeChair).itemId, quantity: '5', version: cart.version });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ responseName: 'ShoppingCart', attributes: { message: 'The quantity was updated.' } });
    expect(body.attributes.cart).toMatchObject({ version: cart.version + 1, totalCents: 5 * 19_900 });
  });

  it('refuses a change made to an older version with 409 and keeps the newer change', async () => {
    const { buyer, cart } = await buyerWith('stale', [chair(2)]);
    const itemId = item(cart, OFFERS.officeChair).itemId;
    expect((await k.post(buyer, 'cart/update_quantity', { itemId, quantity: 3, version: cart.version })).statusCode).toBe(200);
    const stale = await k.post(buyer, 'cart/update_quantity', { itemId, quantity: 7, version: cart.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ responseType: 'ERROR', responseName: 'CartChanged', attributes: { detailedErrorMessage: CART_TEXT.stale } });
    expect(CART_TEXT.stale.startsWith('Your cart changed in another window')).toBe(true);
    expect(item(await cartOf(buyer), OFFERS.officeChair).quantity).toBe(3);
  });

  it('lets exactly one of 20 parallel changes at one version through and loses nothing silently', async () => {
    const { buyer, cart } = await buyerWith('race', [chair(2)]);
    const itemId = item(cart, OFFERS.officeChair).itemId;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => k.post(buyer, 'cart/update_quantity', { itemId, quantity: 10 + n, version: cart.version })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = results.find((r) => r.statusCode === 200)!.json().attributes.cart as CartView;
    const after = await cartOf(buyer);
    expect(after.version).toBe(cart.version + 1);
    expect(item(after, OFFERS.officeChair).quantity).toBe(item(winner, OFFERS.officeChair).quantity);
  });

  it('refuses a quantity below the minimum order or over 8 digits', async () => {
    const { buyer, cart } = await buyerWith('moq', [paper(4)]);
    const itemId = item(cart, OFFERS.officePaper).itemId;
    const below = await k.post(buyer, 'cart/update_quantity', { itemId, quantity: '1', version: cart.version });
    expect(below.statusCode).toBe(400);
    expect(below.json().attributes.errors).toEqual([{ field: 'quantity', message: CART_TEXT.belowMinimum(2, 'BX') }]);
    const long = await k.post(buyer, 'cart/update_quantity', { itemId, quantity: '100000000', version: cart.version });
    expect(long.json().attributes.errors).toEqual([{ field: 'quantity', message: 'Quantity must be a whole number of 1 to 8 digits.' }]);
    expect(await cartOf(buyer)).toEqual(cart);
  });

  it('answers 404 for another member’s item on every path and changes nothing', async () => {
    const { buyer: owner, cart } = await buyerWith('owner', [chair(2)]);
    const itemId = item(cart, OFFERS.officeChair).itemId;
    const { buyer: other } = await buyerWith('intruder', [paper(2)]);
    const visitor = await k.visitor();
    for (const caller of [other, visitor]) {
      const attempts = [
        await k.post(caller, 'cart/update_quantity', { itemId, quantity: 9, version: cart.version }),
        await k.post(caller, 'cart/delete_item', { itemId }),
        await k.post(caller, 'cart/reduce_price', { itemId }),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(404);
        expect(res.json().responseName).toBe('NotFound');
      }
    }
    expect(await cartOf(owner)).toEqual(cart);
  });

  it('removes an item, and a second removal is 404', async () => {
    const { buyer, cart } = await buyerWith('remover', [chair(2), paper(2)]);
    const itemId = item(cart, OFFERS.officeChair).itemId;
    const body = (await k.post(buyer, 'cart/delete_item', { itemId })).json();
    expect(body).toMatchObject({ responseName: 'ShoppingCart', attributes: { message: 'The item was removed from the cart.' } });
    expect(body.attributes.cart).toMatchObject({ itemCount: 1, totalCents: 2 * 5_000, version: cart.version + 1 });
    expect((await k.post(buyer, 'cart/delete_item', { itemId })).statusCode).toBe(404);
    expect((await cartOf(buyer)).version).toBe(cart.version + 1);
  });

  it('shows a changed price beside the accepted one until the buyer accepts it', async () => {
    const { buyer } = await buyerWith('pricer', [paper(2)]);
    await k.t.app.db.update(schema.offers).set({ priceCents: 4_500 }).where(eq(schema.offers.id, OFFERS.officePaper));
    try {
      const changed = await cartOf(buyer);
      expect(changed.priceChanges).toBe(1);
      const line = item(changed, OFFERS.officePaper);
      expect(line).toMatchObject({ unitPriceCents: 4_500, acceptedPriceCents: 5_000, priceChanged: true, extendedCents: 9_000 });
      const body = (await k.post(buyer, 'cart/reduce_price', { itemId: line.itemId, priceCents: 1 })).json();
      expect(body.attributes.message).toBe('The new price was accepted.');
      expect(item(body.attributes.cart, OFFERS.officePaper)).toMatchObject({ unitPriceCents: 4_500, acceptedPriceCents: 4_500, priceChanged: false });
      expect(body.attributes.cart).toMatchObject({ priceChanges: 0, version: changed.version + 1 });
    } finally {
      await k.t.app.db.update(schema.offers).set({ priceCents: 5_000 }).where(eq(schema.offers.id, OFFERS.officePaper));
    }
  });

  it('flags an item whose offer left the catalog and leaves it out of the totals', async () => {
    const [global] = await k.t.app.db.select().from(schema.contracts).where(eq(schema.contracts.contractNumber, 'GS-FX-GSS01'));
    const temporary = 9_000_099;
    await k.t.app.db.insert(schema.offers).values({
      id: temporary,
      productId: FIXTURE.chairBlue,
      contractId: global!.id,
      contractorId: global!.contractorId,
      priceCents: 1_000,
      deliveryDays: 3,
      deliveryText: '3 days',
      stockStatus: 'in_stock',
    });
    const { buyer } = await buyerWith('leaver', [chair(1), { productId: FIXTURE.chairBlue, offerId: temporary, contractNumber: 'GS-FX-GSS01', quantity: '1' }]);
    await k.t.app.db.delete(schema.offers).where(eq(schema.offers.id, temporary));
    const cart = await cartOf(buyer);
    expect(item(cart, temporary)).toMatchObject({ unavailable: true, priceChanged: false });
    expect(cart).toMatchObject({ itemCount: 2, totalCents: 19_900 });
    expect(cart.groups.map((g) => [g.contractorName, g.subtotalCents])).toEqual([
      ['Fixture Office Depot', 19_900],
      ['GSA Global Supply', 0],
    ]);
    const refused = (await k.post(buyer, 'cart/reduce_price', { itemId: item(cart, temporary).itemId })).json();
    expect(refused.attributes).toMatchObject({ message: CART_TEXT.priceNotAccepted, cart: { version: cart.version } });
  });

  it('records whether the order ships overseas', async () => {
    const { buyer, cart } = await buyerWith('overseas', [chair(1)]);
    expect(cart.overseas).toBe(false);
    const on = (await k.post(buyer, 'cart/overseas_shipping', { overseas: true })).json();
    expect(on.attributes).toMatchObject({ message: CART_TEXT.overseasOn, cart: { overseas: true, version: cart.version + 1 } });
    expect((await k.post(buyer, 'cart/overseas_shipping', { overseas: 'maybe' })).statusCode).toBe(400);
    expect((await cartOf(buyer)).overseas).toBe(true);
  });
});
