/**
 * A contract's maximum order amount at the cart: an add or a larger quantity that
 * would bring a contractor's order above it is refused with a message naming the limit, and the cart is
 * left exactly as it was; the cart screen flags a group that is above it (e.g. merged at sign-in).
 */
import { CART_TEXT, type CartView } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { FIXTURE } from '../../test-support/catalog-fixture.js';
import { type Caller, cartKit, type CartKit, OFFERS } from '../../test-support/cart-kit.js';

const OFFICE = 'GS-02F-0001X';
/** The office contract's maximum order in these tests: $1,000.00 (five $199.00 chairs fit, six do not). */
const MAXIMUM = 100_000;
const chair = (quantity: number) => ({ productId: FIXTURE.chairBlack, offerId: OFFERS.officeChair, contractNumber: OFFICE, quantity: String(quantity) });
const globalPaper = (quantity: number) => ({ productId: FIXTURE.paper, offerId: OFFERS.globalPaper, contractNumber: 'GS-FX-GSS01', quantity: String(quantity) });

describe.each(TEST_DATABASES)('contract maximum order at the cart (%s)', (kind) => {
  let k: CartKit;
  beforeAll(async () => {
    k = await cartKit(kind);
    await k.t.app.db.update(schema.contracts).set({ maximumOrderCents: MAXIMUM }).where(eq(schema.contracts.contractNumber, OFFICE));
  });
  afterAll(() => k.t.close());

  const cartOf = async (caller: Caller): Promise<CartView> => (await k.get(caller, 'cart/shopping_cart')).json().attributes.cart as CartView;
  const rowsOf = async (cartId: number) => {
    const rows = await k.t.app.db.select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cartId));
    return rows.map((r) => [r.offerId, r.quantity]).sort();
  };
  const versionOf = async (cartId: number) => {
    const [row] = await k.t.app.db.select({ v: schema.carts.version }).from(schema.carts).where(eq(schema.carts.id, cartId));
    return row?.v;
  };

  it('shows the contract maximum on the cart group', async () => {
    const visitor = await k.visitor();
    await k.post(visitor, 'cart/addCart', { items: [chair(2), globalPaper(1)] });
    const groups = (await cartOf(visitor)).groups.map((g) => [g.contractNumber, g.maximumOrderCents]);
    expect(groups).toEqual([['GS-02F-0001X', MAXIMUM], ['GS-FX-GSS01', null]]);
  });

  it('refuses the 99,999,999-unit add with the limit named, and writes no cart line', async () => {
    const visitor = await k.visitor();
    const res = await k.post(visitor, 'cart/addCart', chair(99_999_999));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.responseName).toBe('Failure');
    expect(body.attributes.problems).toEqual([
      { offerId: OFFERS.officeChair, productId: FIXTURE.chairBlack, message: CART_TEXT.aboveMaximum(99_999_999 * 19_900, MAXIMUM, OFFICE) },
    ]);
    expect(body.attributes.problems[0].message).toContain('maximum order of $1,000.00');
    expect(body.attributes.cart).toMatchObject({ itemCount: 0, totalCents: 0 });
  });

  it('refuses an add that takes the order over the maximum and leaves the cart (and its version) as it was', async () => {
    const buyer = await k.member('max-add');
    expect((await k.post(buyer, 'cart/addCart', chair(5))).json().responseName).toBe('Success');
    const before = await cartOf(buyer);
    expect(before.totalCents).toBe(99_500);

    const res = (await k.post(buyer, 'cart/add_cart', { items: [chair(1), globalPaper(2)] })).json();
    // The other contractor's item still goes in; only the chair is refused.
    expect(res.responseName).toBe('Success');
    expect(res.attributes.message).toBe(CART_TEXT.partlyAdded(1, 1));
    expect(res.attributes.problems).toEqual([
      { offerId: OFFERS.officeChair, productId: FIXTURE.chairBlack, message: CART_TEXT.aboveMaximum(119_400, MAXIMUM, OFFICE) },
    ]);
    expect(await rowsOf(before.cartId)).toEqual([[OFFERS.globalPaper, 2], [OFFERS.officeChair, 5]].sort());

    const version = await versionOf(before.cartId);
    const refused = (await k.post(buyer, 'cart/addCart', chair(1))).json();
    expect(refused.responseName).toBe('Failure');
    expect(await rowsOf(before.cartId)).toEqual([[OFFERS.globalPaper, 2], [OFFERS.officeChair, 5]].sort());
    expect(await versionOf(before.cartId)).toBe(version);
  });

  it('refuses a larger quantity over the maximum with 400 on the field, the cart unchanged; a smaller one goes through', async () => {
    const buyer = await k.member('max-update');
    await k.post(buyer, 'cart/addCart', chair(4));
    const cart = await cartOf(buyer);
    const itemId = cart.groups[0]!.items[0]!.itemId;

    const res = await k.post(buyer, 'cart/update_quantity', { itemId, quantity: '6', version: cart.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.errors).toEqual([{ field: 'quantity', message: CART_TEXT.aboveMaximum(6 * 19_900, MAXIMUM, OFFICE) }]);
    const after = await cartOf(buyer);
    expect(after.version).toBe(cart.version);
    expect(after.groups[0]!.items[0]!.quantity).toBe(4);

    expect((await k.post(buyer, 'cart/update_quantity', { itemId, quantity: '5', version: cart.version })).statusCode).toBe(200);
    expect((await cartOf(buyer)).totalCents).toBe(99_500);
  });

  it('lets a group already above the maximum (a price rise) be lowered, and refuses raising it', async () => {
    const buyer = await k.member('max-lower');
    await k.post(buyer, 'cart/addCart', chair(5));
    // Another contractor's price rise is what puts an order above the maximum without a cart change.
    await k.t.app.db.update(schema.offers).set({ priceCents: 25_000 }).where(eq(schema.offers.id, OFFERS.officeChair));
    try {
      const cart = await cartOf(buyer);
      expect(cart.groups[0]).toMatchObject({ subtotalCents: 125_000, maximumOrderCents: MAXIMUM });
      const itemId = cart.groups[0]!.items[0]!.itemId;
      expect((await k.post(buyer, 'cart/update_quantity', { itemId, quantity: '6', version: cart.version })).statusCode).toBe(400);
      expect((await k.post(buyer, 'cart/update_quantity', { itemId, quantity: '4', version: cart.version })).statusCode).toBe(200);
    } finally {
      await k.t.app.db.update(schema.offers).set({ priceCents: 19_900 }).where(eq(schema.offers.id, OFFERS.officeChair));
    }
  });

  it('refuses a quick-order row over the maximum, keeping the row with its message', async () => {
    const visitor = await k.visitor();
    const res = (await k.post(visitor, 'ordering/quick_ordering_cart', { rows: [{ contractNumber: OFFICE, partNumber: `FX-${FIXTURE.chairBlack}`, quantity: '99999999' }] })).json();
    expect(res.responseName).toBe('QuickOrder');
    expect(res.attributes.added).toBe(0);
    expect(res.attributes.rows).toEqual([
      { contractNumber: OFFICE, partNumber: `FX-${FIXTURE.chairBlack}`, quantity: '99999999', message: CART_TEXT.aboveMaximum(99_999_999 * 19_900, MAXIMUM, OFFICE) },
    ]);
  });

  it('refuses a parked cart whose lines would take the order over the maximum, the shopping cart unchanged', async () => {
    const buyer = await k.member('max-parked');
    await k.post(buyer, 'cart/addCart', chair(3));
    const saved = (await k.post(buyer, 'parkcart/save_parkcart', { name: 'Three chairs' })).json().attributes.saved as { cartId: number };
    await k.post(buyer, 'cart/addCart', chair(3));
    const before = await cartOf(buyer);

    const res = (await k.post(buyer, 'parkcart/addcart', { cartId: saved.cartId })).json();
    expect(res.responseName).toBe('Failure');
    expect(res.attributes.added).toBe(0);
    expect(res.attributes.problems.map((p: { message: string }) => p.message)).toEqual([CART_TEXT.aboveMaximum(6 * 19_900, MAXIMUM, OFFICE)]);
    const after = await cartOf(buyer);
    expect([after.version, after.totalCents]).toEqual([before.version, 3 * 19_900]);
  });
});
