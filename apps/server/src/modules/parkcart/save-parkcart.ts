import { cartSummary, PARKCART_TEXT, parkedCartNumber, type SaveCartAttributes } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq, sql } from 'drizzle-orm';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { bumpVersion, cartOwner, findActiveCartId, loadCart, publishCart } from '../../core/cart/store.js';
import { nextCartSequence, summarize } from './queries.js';
import { bind } from '../../lib/handler.js';

const { carts, cartItems, parkedCarts } = schema;

/**
 * Copies the active cart's lines into a new parked cart, each at the price the buyer sees now (today's
 * offer price, or the accepted price of a line whose offer left the catalog). Returns the new cart id,
 * or undefined when the cart is empty. The cart's row is locked first (bumpVersion), so an item added
 * at the same moment lands either in the parked copy or in the emptied cart, never nowhere.
 */
export async function parkLines(tx: AppDb, cartId: number, memberId: string, name: string): Promise<number | undefined> {
  await bumpVersion(tx, cartId);
  const [first] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, cartId)).limit(1);
  if (!first) return undefined;
  const cartNumber = parkedCartNumber(await nextCartSequence(tx), new Date());
  const [parked] = await tx.insert(parkedCarts).values({ memberId, cartNumber, name }).returning({ id: parkedCarts.id });
  if (!parked) throw new Error('parked cart insert returned nothing');
  await tx.execute(sql`
    insert into parked_cart_items (parked_cart_id, product_id, offer_id, contract_id, contract_number, contractor_id, contractor_name,
                                   part_number, nsn, title, unit_of_issue, minimum_order_quantity, quantity, parked_price_cents, requisitions)
    select ${parked.id}, ci.product_id, ci.offer_id, ci.contract_id, ci.contract_number, ci.contractor_id, ci.contractor_name,
           ci.part_number, ci.nsn, ci.title, ci.unit_of_issue, ci.minimum_order_quantity, ci.quantity,
           coalesce(o.price_cents, ci.accepted_price_cents),
           -- A FEDSTRIP item keeps its requisitions as keyed (ParkedRequisition), to come back as they were.
           (select jsonb_agg(jsonb_build_object('aac', fl.aac, 'stockNumber', fl.stock_number, 'quantity', fl.quantity, 'codes', fl.codes,
                                                'overseas', fl.overseas, 'exceptionRemarks', fl.exception_remarks, 'exceptionShipTo', fl.exception_ship_to)
                             order by fl.id)
              from fedstrip_lines fl where fl.cart_item_id = ci.id)
      from cart_items ci left join offers o on o.id = ci.offer_id
     where ci.cart_id = ${cartId}
     order by ci.id`);
  // "Park Cart" moves the items: the shopping cart is left empty for the next purchase.
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  return parked.id;
}

/**
 * parkcart/save_parkcart (Save Cart). Without a name it shows the form with what the cart holds; with
 * one it parks the cart under a new cart number and empties the shopping cart, in one transaction.
 */
export const saveParkcart = bind('parkcart/save_parkcart', async ({ ctx, input: { body: input } }) => {
  const { request, store: storeID, db } = ctx;
  const member = ctx.signedIn();
  const owner = cartOwner(request);
  const cartId = await findActiveCartId(db, owner);
  const view = cartId === undefined ? undefined : await loadCart(db, cartId, storeID);
  const cart = { itemCount: view?.itemCount ?? 0, totalCents: view?.totalCents ?? 0 };
  const form = (name: string, errors?: SaveCartAttributes['errors']) =>
    screen('parkcart/save_parkcart', 'SaveCart', { storeID, cart, values: { name }, ...(errors ? { errors } : {}) } satisfies SaveCartAttributes);

  if (input.name === undefined) return form('');
  if (cartId === undefined || cart.itemCount === 0) return form(input.name, [{ field: '', message: PARKCART_TEXT.emptyCart }]);
  const name = input.name;

  const parkedId = await db.transaction(async (tx) => {
    const id = await parkLines(tx, cartId, member.id, name);
    if (id !== undefined) await audit(tx, request, { action: 'parked_cart_saved', outcome: 'success', target: String(id), detail: { cartId } });
    return id;
  });
  if (parkedId === undefined) return form(name, [{ field: '', message: PARKCART_TEXT.emptyCart }]);

  const emptied = await loadCart(db, cartId, storeID);
  publishCart(request, emptied);
  const [row] = await db.select().from(parkedCarts).where(eq(parkedCarts.id, parkedId));
  if (!row) throw new Error('the parked cart vanished after its commit');
  const saved = await summarize(db, row);
  return screen('parkcart/save_parkcart', 'SaveCart', {
    storeID,
    cart: { itemCount: 0, totalCents: 0 },
    values: { name },
    saved,
    shoppingCart: cartSummary(emptied),
  } satisfies SaveCartAttributes);
});
