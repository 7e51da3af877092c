import { type AddParkedCartAttributes, type AddProblemView, cartSummary } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { stateRefusals } from '../../lib/state-eligibility.js';
import { addItems, cartOwner, ensureActiveCart, loadCart, publishCart } from '../../core/cart/store.js';
import { restoreRequisitions } from '../fedstrip/restore.js';
import { findParkedCart, PARKED_CART_NOT_FOUND, parkedItems, summarize } from './queries.js';
import { bind } from '../../lib/handler.js';

/**
 * parkcart/addcart (Adding Items to Shopping Cart ...): all the parked cart's lines, or the chosen
 * ones, go to the active cart at today's prices through the cart core, which checks each offer (still
 * in the catalog, offered in this store, minimum order). The parked cart stays, to be used again. A parked FEDSTRIP
 * item comes back as the requisitions it was (fedstrip/restore.ts).
 * Success when every line was added; Failure names each line that was not, and why.
 */
export const addParkedCart = bind('parkcart/addcart', async ({ ctx, input: { body: input } }) => {
  const { request, store: storeID, db } = ctx;
  const member = ctx.signedIn();
  const parked = await findParkedCart(db, member.id, input.cartId);
  const lines = (await parkedItems(db, parked.id)).map((r) => r.item);
  const chosen = input.itemIds ? lines.filter((l) => input.itemIds?.includes(l.id)) : lines;
  // An item id of another cart names nothing here: the same answer as an unknown cart, and nothing is added.
  if (input.itemIds && chosen.length !== new Set(input.itemIds).size) throw new NotFoundError(PARKED_CART_NOT_FOUND);

  // A state or local member restores only lines open under a program they validated; the rest stay parked.
  const refused = await stateRefusals(db, member, request.server.now(), chosen.map((l) => l.offerId));
  const allowed = chosen.filter((l) => !refused.has(l.offerId));
  const owner = cartOwner(request);
  const { cartId, result } = await db.transaction(async (tx) => {
    const id = await ensureActiveCart(tx, owner);
    const added = await addItems(tx, id, allowed.map((l) => ({ offerId: l.offerId, quantity: l.quantity })), storeID);
    const refusedOffers = new Set(added.problems.map((p) => p.offerId));
    await restoreRequisitions(tx, id, member.id, ctx.now(), allowed.filter((l) => !refusedOffers.has(l.offerId)));
    return { cartId: id, result: added };
  });
  result.problems.push(...[...refused].map(([offerId, message]) => ({ offerId, message })));
  const view = await loadCart(db, cartId, storeID);
  if (result.added > 0) publishCart(request, view);

  const problems: AddProblemView[] = result.problems.flatMap((p) =>
    chosen.filter((l) => l.offerId === p.offerId).map((l) => ({ itemId: l.id, title: l.title, partNumber: l.partNumber, message: p.message })),
  );
  const attributes: AddParkedCartAttributes = { storeID, cart: await summarize(db, parked), added: result.added, problems, shoppingCart: cartSummary(view) };
  return screen('parkcart/addcart', problems.length === 0 ? 'Success' : 'Failure', attributes);
});
