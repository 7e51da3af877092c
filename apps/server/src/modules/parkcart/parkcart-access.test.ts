/**
 * Object-level authorization of every parked-cart path (docs/architecture.md, Security): another member's cart id,
 * or an item id of another cart, answers 404 exactly like an id that does not exist, and changes nothing.
 */
import type { ParkedCartSummary } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type Caller, cartKit, type CartKit, OFFERS } from '../../test-support/cart-kit.js';
import { addItems, ensureActiveCart, findActiveCartId, loadCart } from '../../core/cart/store.js';

const { parkedCarts, parkedCartItems, mailOutbox } = schema;

describe.each(TEST_DATABASES)('parked carts of another member (%s)', (kind) => {
  let kit: CartKit;
  let owner: Caller & { memberId: string; session: string };
  let other: Caller & { memberId: string; session: string };
  let owned: ParkedCartSummary;
  let ownedItemId: number;
  let othersItemId: number;

  async function parkFor(who: Caller & { memberId: string; session: string }, offerId: number, name: string): Promise<ParkedCartSummary> {
    const cartId = await ensureActiveCart(kit.t.app.db, { memberId: who.memberId, sessionId: who.session });
    await addItems(kit.t.app.db, cartId, [{ offerId, quantity: 2 }], 0);
    const res = await kit.post(who, 'parkcart/save_parkcart', { name });
    return res.json().attributes.saved as ParkedCartSummary;
  }

  beforeAll(async () => {
    kit = await cartKit(kind);
    owner = await kit.member('owner');
    other = await kit.member('intruder');
    owned = await parkFor(owner, OFFERS.officePaper, 'Owner cart');
    const otherCart = await parkFor(other, OFFERS.officeChair, 'Intruder cart');
    const db = kit.t.app.db;
    ownedItemId = (await db.select().from(parkedCartItems).where(eq(parkedCartItems.parkedCartId, owned.cartId)))[0]!.id;
    othersItemId = (await db.select().from(parkedCartItems).where(eq(parkedCartItems.parkedCartId, otherCart.cartId)))[0]!.id;
  });
  afterAll(() => kit.t.close());

  /** What a refused request must leave as it was. */
  async function snapshot() {
    const db = kit.t.app.db;
    const cartId = await findActiveCartId(db, { memberId: other.memberId, sessionId: other.session });
    return {
      carts: await db.select().from(parkedCarts).orderBy(parkedCarts.id),
      items: await db.select().from(parkedCartItems).orderBy(parkedCartItems.id),
      mail: (await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]?.n,
      intruderCart: cartId === undefined ? 0 : (await loadCart(db, cartId, 0)).itemCount,
    };
  }

  const refusals: Array<[string, () => ReturnType<CartKit['get']>]> = [
    ['my_parkcart Forward', () => kit.get(other, `parkcart/my_parkcart?cartId=${owned.cartId}`)],
    ['parkcart_detail', () => kit.get(other, `parkcart/parkcart_detail?cartId=${owned.cartId}`)],
    ['forward_submit', () => kit.post(other, 'parkcart/forward_submit', { cartId: owned.cartId, email: 'owner@gsa.gov' })],
    ['removecart (ask)', () => kit.post(other, `parkcart/removecart?cartId=${owned.cartId}`, {})],
    ['removecart (confirm)', () => kit.post(other, `parkcart/removecart?cartId=${owned.cartId}`, { confirm: true })],
    ['addcart', () => kit.post(other, 'parkcart/addcart', { cartId: owned.cartId })],
    ['updatecart', () => kit.post(other, 'parkcart/updatecart', { cartId: owned.cartId, name: 'Taken', items: [{ itemId: ownedItemId, quantity: '9' }] })],
    ['addcart with another cart’s item', () => kit.post(owner, 'parkcart/addcart', { cartId: owned.cartId, itemIds: [othersItemId] })],
    [
      'updatecart with another cart’s item',
      () => kit.post(owner, 'parkcart/updatecart', { cartId: owned.cartId, name: 'Renamed', items: [{ itemId: othersItemId, quantity: '9' }] }),
    ],
    ['an id that does not exist', () => kit.get(owner, 'parkcart/parkcart_detail?cartId=987654')],
  ];

  it.each(refusals)('%s answers 404 and changes nothing', async (_name, send) => {
    const before = await snapshot();
    const res = await send();
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ responseType: 'ERROR', responseName: 'NotFound' });
    expect(await snapshot()).toEqual(before);
  });

  it('lists only the member’s own parked carts', async () => {
    const mine = (await kit.get(other, 'parkcart/my_parkcart')).json().attributes.carts as ParkedCartSummary[];
    expect(mine.map((c) => c.name)).toEqual(['Intruder cart']);
  });
});
