/**
 * fedstrip/park_cart: parks the FEDSTRIP cart under a name, through the parked carts' own copy (parkcart's
 * parkLines): the items, quantities and each item's requisitions as keyed (codes, exception data) are kept for later
 * or to forward; the cart is left empty. Brought back (parkcart/addcart), they are the requisitions they were.
 */
import { FEDSTRIP_TEXT } from '@advantage/contracts';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';
import { findActiveCartId, loadCart, publishCart } from '../../core/cart/store.js';
import { parkLines } from '../parkcart/save-parkcart.js';
import { fedstripContext } from './context.js';

export const fedstripParkCart = bind('fedstrip/park_cart', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const { name } = body;
  const db = request.server.db;
  const cartId = await findActiveCartId(db, ctx.owner);
  const parkedId = cartId === undefined
    ? undefined
    : await db.transaction(async (tx) => {
        const id = await parkLines(tx, cartId, ctx.member.id, name);
        if (id !== undefined) await audit(tx, request, { action: 'parked_cart_saved', outcome: 'success', target: String(id), detail: { cartId, fedstrip: true } });
        return id;
      });
  if (cartId === undefined || parkedId === undefined) throw new ValidationError([{ field: 'name', message: FEDSTRIP_TEXT.parkEmpty }]);
  publishCart(request, await loadCart(db, cartId, ctx.storeId));
  return screen('fedstrip/park_cart', 'Success', { parkedCartId: parkedId, name, message: FEDSTRIP_TEXT.parked(name) });
});
