import { isCartNumber, PARKCART_TEXT, type ParkedCartDetailAttributes, type ParkedCartSummary } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type Caller, cartKit, type CartKit, OFFERS } from '../../test-support/cart-kit.js';
import { addItems, ensureActiveCart, findActiveCartId, loadCart } from '../../core/cart/store.js';

const { parkedCarts, parkedCartItems, offers, contracts, auditLog } = schema;

describe.each(TEST_DATABASES)('parked carts (%s)', (kind) => {
  let kit: CartKit;
  let buyer: Caller & { memberId: string; session: string };
  let members = 0;

  beforeAll(async () => {
    kit = await cartKit(kind);
  });
  // Each test starts with a member of its own, so an empty shopping cart and no parked carts.
  beforeEach(async () => {
    members += 1;
    buyer = await kit.member(`parker${members}`);
  });
  afterAll(() => kit.t.close());

  const db = () => kit.t.app.db;
  const fill = async (items: Array<{ offerId: number; quantity: number }>) => {
    const cartId = await ensureActiveCart(db(), { memberId: buyer.memberId, sessionId: buyer.session });
    const result = await addItems(db(), cartId, items, 0);
    expect(result.problems).toEqual([]);
    return cartId;
  };
  const park = async (name: string) => {
    const res = await kit.post(buyer, 'parkcart/save_parkcart', { name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attributes.shoppingCart).toMatchObject({ itemCount: 0, totalCents: 0 });
    return res.json().attributes.saved as ParkedCartSummary;
  };

  it('is for members only', async () => {
    const visitor = await kit.visitor();
    expect((await kit.post(visitor, 'parkcart/save_parkcart', {})).statusCode).toBe(401);
    expect((await kit.get(visitor, 'parkcart/my_parkcart')).statusCode).toBe(401);
  });

  it('shows the Save Cart form, refuses a blank or long name, and an empty cart', async () => {
    const form = (await kit.post(buyer, 'parkcart/save_parkcart', {})).json();
    expect(form).toMatchObject({ responseName: 'SaveCart', attributes: { cart: { itemCount: 0 }, values: { name: '' } } });
    const blank = await kit.post(buyer, 'parkcart/save_parkcart', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().attributes.errors).toEqual([{ field: 'name', message: 'Cart name is required.' }]);
    expect((await kit.post(buyer, 'parkcart/save_parkcart', { name: 'x'.repeat(61) })).json().attributes.errors[0].message).toBe(
      'A cart name has at most 60 characters.',
    );
    const empty = (await kit.post(buyer, 'parkcart/save_parkcart', { name: 'Nothing yet' })).json();
    expect(empty).toMatchObject({ responseName: 'SaveCart', attributes: { errors: [{ field: '', message: PARKCART_TEXT.emptyCart }] } });
    expect(await db().select().from(parkedCarts).where(eq(parkedCarts.memberId, buyer.memberId))).toEqual([]);
  });

  it('parks the cart under a new cart number at today’s prices and empties the shopping cart', async () => {
    const cartId = await fill([
      { offerId: OFFERS.officePaper, quantity: 2 },
      { offerId: OFFERS.officeChair, quantity: 1 },
    ]);
    const form = (await kit.post(buyer, 'parkcart/save_parkcart', {})).json();
    expect(form.attributes.cart).toEqual({ itemCount: 2, totalCents: 2 * 5_000 + 19_900 });

    const saved = await park('Front office, Q3');
    expect(saved).toMatchObject({ name: 'Front office, Q3', itemCount: 2, parkedTotalCents: 29_900, forwardedBy: null });
    expect(saved.cartNumber).toMatch(/^P\d{4}-\d{6}$/);
    expect(isCartNumber(saved.cartNumber)).toBe(true);

    expect((await loadCart(db(), cartId, 0)).itemCount).toBe(0);
    const lines = await db().select().from(parkedCartItems).where(eq(parkedCartItems.parkedCartId, saved.cartId));
    expect(lines.map((l) => [l.offerId, l.quantity, l.parkedPriceCents]).sort()).toEqual([
      [OFFERS.officePaper, 2, 5_000],
      [OFFERS.officeChair, 1, 19_900],
    ]);
    const [row] = await db().select().from(parkedCarts).where(eq(parkedCarts.id, saved.cartId));
    expect(row?.memberId).toBe(buyer.memberId);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'parked_cart_saved'), eq(auditLog.target, String(saved.cartId))));
    expect(audits).toHaveLength(1);

    const list = (await kit.get(buyer, 'parkcart/my_parkcart')).json();
    expect(list).toMatchObject({ responseName: 'Initial', attributes: { carts: [{ cartId: saved.cartId, cartNumber: saved.cartNumber, itemCount: 2 }] } });
  });

  it('parks a cart once when Save is sent several times at once, and loses no item added meanwhile', async () => {
    const cartId = await fill([{ offerId: OFFERS.officeChair, quantity: 1 }]);
    const [saves, adds] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => kit.post(buyer, 'parkcart/save_parkcart', { name: 'Twice' }))),
      Promise.all(Array.from({ length: 5 }, () => addItems(db(), cartId, [{ offerId: OFFERS.globalPaper, quantity: 1 }], 0))),
    ]);
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(adds.every((a) => a.added === 1)).toBe(true);
    const mine = await db().select().from(parkedCarts).where(eq(parkedCarts.memberId, buyer.memberId));
    const parked = await db().select().from(parkedCartItems).where(inArray(parkedCartItems.parkedCartId, mine.map((c) => c.id)));
    // Every save after the first found the cart empty (or holding only what was added after it).
    expect(parked.filter((l) => l.offerId === OFFERS.officeChair).map((l) => l.quantity)).toEqual([1]);
    const paperParked = parked.filter((l) => l.offerId === OFFERS.globalPaper).reduce((n, l) => n + l.quantity, 0);
    const left = (await loadCart(db(), cartId, 0)).groups.flatMap((g) => g.items).find((i) => i.offerId === OFFERS.globalPaper)?.quantity ?? 0;
    expect(paperParked + left).toBe(5);
  });

  it('retrieves a parked cart with prices refreshed, changes shown and unavailable lines flagged, and adds it back', async () => {
    await fill([
      { offerId: OFFERS.officeChair, quantity: 3 },
      { offerId: OFFERS.globalPaper, quantity: 4 },
    ]);
    const saved = await park('Refresh me');
    const [global] = await db().select({ contractId: offers.contractId }).from(offers).where(eq(offers.id, OFFERS.globalPaper));
    await db().update(offers).set({ priceCents: 21_000 }).where(eq(offers.id, OFFERS.officeChair));
    await db().update(contracts).set({ endDate: '2001-01-01' }).where(eq(contracts.id, global!.contractId));
    try {
      const detail = (await kit.get(buyer, `parkcart/parkcart_detail?cartId=${saved.cartId}`)).json();
      expect(detail.responseName).toBe('ParkCartDetail');
      const a = detail.attributes as ParkedCartDetailAttributes;
      const chair = a.items.find((i) => i.offerId === OFFERS.officeChair);
      const paper = a.items.find((i) => i.offerId === OFFERS.globalPaper);
      expect(chair).toMatchObject({ parkedPriceCents: 19_900, todayPriceCents: 21_000, priceChange: 'up', unavailable: false, extendedCents: 63_000 });
      expect(paper).toMatchObject({ parkedPriceCents: 3_999, todayPriceCents: null, priceChange: null, unavailable: true });
      expect(a).toMatchObject({ priceChanges: 1, unavailableCount: 1, todayTotalCents: 63_000, cart: { parkedTotalCents: 3 * 19_900 + 4 * 3_999 } });

      // Adding back: the chair goes in at today's price; the paper is refused with its reason.
      const added = (await kit.post(buyer, 'parkcart/addcart', { cartId: saved.cartId })).json();
      expect(added).toMatchObject({
        responseName: 'Failure',
        attributes: { added: 1, problems: [{ itemId: paper!.itemId, partNumber: paper!.partNumber }], shoppingCart: { itemCount: 1, totalCents: 63_000 } },
      });
      const cartId = await findActiveCartId(db(), { memberId: buyer.memberId, sessionId: buyer.session });
      const view = await loadCart(db(), cartId!, 0);
      expect(view.groups.flatMap((g) => g.items).map((i) => [i.offerId, i.quantity, i.acceptedPriceCents])).toEqual([[OFFERS.officeChair, 3, 21_000]]);
      // The parked cart stays, to be used again.
      expect((await kit.get(buyer, `parkcart/parkcart_detail?cartId=${saved.cartId}`)).statusCode).toBe(200);
    } finally {
      await db().update(offers).set({ priceCents: 19_900 }).where(eq(offers.id, OFFERS.officeChair));
      await db().update(contracts).set({ endDate: '2099-09-30' }).where(eq(contracts.id, global!.contractId));
    }
    // Chosen lines only: Success when each one is added.
    const [paperLine] = await db()
      .select()
      .from(parkedCartItems)
      .where(and(eq(parkedCartItems.parkedCartId, saved.cartId), eq(parkedCartItems.offerId, OFFERS.globalPaper)));
    const again = (await kit.post(buyer, 'parkcart/addcart', { cartId: saved.cartId, itemIds: [paperLine!.id] })).json();
    expect(again).toMatchObject({ responseName: 'Success', attributes: { added: 1, problems: [] } });
  });

  it('renames, changes quantities and removes lines; refuses a quantity under the minimum or removing every line', async () => {
    await fill([
      { offerId: OFFERS.officePaper, quantity: 2 },
      { offerId: OFFERS.officeChair, quantity: 1 },
    ]);
    const saved = await park('Before');
    const lines = await db().select().from(parkedCartItems).where(eq(parkedCartItems.parkedCartId, saved.cartId)).orderBy(parkedCartItems.id);
    const [paper, chair] = lines as [typeof lines[number], typeof lines[number]];

    const below = (await kit.post(buyer, 'parkcart/updatecart', { cartId: saved.cartId, name: 'After', items: [{ itemId: paper.id, quantity: '1' }] })).json();
    expect(below).toMatchObject({ responseName: 'Failure', attributes: { errors: [{ field: 'items.0.quantity', message: 'The minimum order for this item is 2 BX (box).' }] } });
    const all = (await kit.post(buyer, 'parkcart/updatecart', {
      cartId: saved.cartId,
      name: 'After',
      items: [{ itemId: paper.id, quantity: '2', remove: true }, { itemId: chair.id, quantity: '1', remove: true }],
    })).json();
    expect(all).toMatchObject({ responseName: 'Failure', attributes: { errors: [{ field: '', message: PARKCART_TEXT.lastLine }] } });
    const badQuantity = await kit.post(buyer, 'parkcart/updatecart', { cartId: saved.cartId, name: 'After', items: [{ itemId: paper.id, quantity: '123456789' }] });
    expect(badQuantity.statusCode).toBe(400);
    expect((await db().select().from(parkedCarts).where(eq(parkedCarts.id, saved.cartId)))[0]?.name).toBe('Before');

    const ok = (await kit.post(buyer, 'parkcart/updatecart', {
      cartId: saved.cartId,
      name: 'After',
      items: [{ itemId: paper.id, quantity: '12' }, { itemId: chair.id, quantity: '1', remove: true }],
    })).json();
    expect(ok).toMatchObject({ responseName: 'Success', attributes: { notice: PARKCART_TEXT.updated, cart: { name: 'After', itemCount: 1 }, items: [{ itemId: paper.id, quantity: 12 }] } });
    expect(await db().select().from(parkedCartItems).where(eq(parkedCartItems.parkedCartId, saved.cartId))).toHaveLength(1);
  });

  it('asks before deleting a parked cart, then deletes it with its lines', async () => {
    await fill([{ offerId: OFFERS.officeChair, quantity: 1 }]);
    const saved = await park('Delete me');
    const ask = (await kit.post(buyer, `parkcart/removecart?cartId=${saved.cartId}`, {})).json();
    expect(ask).toMatchObject({ responseName: 'DeleteParkedCart', attributes: { deleted: false, cart: { cartNumber: saved.cartNumber } } });
    expect(await db().select().from(parkedCarts).where(eq(parkedCarts.id, saved.cartId))).toHaveLength(1);

    const done = (await kit.post(buyer, `parkcart/removecart?cartId=${saved.cartId}`, { confirm: true })).json();
    expect(done).toMatchObject({ responseName: 'DeleteParkedCart', attributes: { deleted: true, cart: { name: 'Delete me' } } });
    expect(await db().select().from(parkedCarts).where(eq(parkedCarts.id, saved.cartId))).toEqual([]);
    expect(await db().select().from(parkedCartItems).where(eq(parkedCartItems.parkedCartId, saved.cartId))).toEqual([]);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, 'parked_cart_deleted'), eq(auditLog.target, saved.cartNumber)))).toHaveLength(1);
    expect((await kit.get(buyer, `parkcart/parkcart_detail?cartId=${saved.cartId}`)).statusCode).toBe(404);
  });
});
