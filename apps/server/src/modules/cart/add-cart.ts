import { type AddCartAttributes, type CartAddItem, CART_TEXT, cartSummary } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { bind, type Context } from '../../lib/handler.js';
import { gateFor, offerPrograms, refusalFor } from '../../lib/state-eligibility.js';
import { chooseOffers } from './best-offer.js';
import { cartContext, keepSession } from './context.js';
import { addItems, ensureActiveCart, loadCart, publishCart } from '../../core/cart/store.js';

/**
 * cart/addCart and the Marine Corps store's cart/add_cart: one item or several. Anonymous visitors
 * may add; their cart is the session's until sign-in merges it. Prices come from the offers table.
 */
async function addCartVerb({ request }: Context, items: CartAddItem[], path: 'cart/addCart' | 'cart/add_cart') {
  const ctx = cartContext(request);
  await keepSession(request, ctx.owner);
  // A state or local member adds only offers open under a program they validated.
  const gate = await gateFor(ctx.db, request.member, request.server.now());
  const chosen = await chooseOffers(ctx.db, items, ctx.storeId, gate?.programs);
  if (gate) {
    const programs = await offerPrograms(ctx.db, chosen.items.map((i) => i.offerId));
    const refused = chosen.items.flatMap((i) => {
      const message = programs.has(i.offerId) ? refusalFor(gate, programs.get(i.offerId) ?? []) : null;
      return message ? [{ offerId: i.offerId, ...(i.productId === undefined ? {} : { productId: i.productId }), message }] : [];
    });
    chosen.items = chosen.items.filter((i) => !refused.some((r) => r.offerId === i.offerId));
    chosen.problems.push(...refused);
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const cartId = await ensureActiveCart(tx, ctx.owner);
    return { cartId, ...(await addItems(tx, cartId, chosen.items, ctx.storeId)) };
  });
  const view = await loadCart(ctx.db, outcome.cartId, ctx.storeId);
  const { added } = outcome;
  const problems = [...chosen.problems, ...outcome.problems];
  if (added > 0) publishCart(request, view);
  const attributes: AddCartAttributes = {
    message: added === 0 ? CART_TEXT.notAdded(items.length) : problems.length ? CART_TEXT.partlyAdded(added, problems.length) : CART_TEXT.added(added),
    cart: cartSummary(view),
    problems,
  };
  return screen(path, added === 0 ? 'Failure' : 'Success', attributes);
}

export const addCart = bind('cart/addCart', async ({ ctx, input: { body } }) => addCartVerb(ctx, body.items, 'cart/addCart'));
export const addCartUsmc = bind('cart/add_cart', async ({ ctx, input: { body } }) => addCartVerb(ctx, body.items, 'cart/add_cart'));
