/**
 * fedstrip/add_to_cart: keyed lines checked and carried to the cart with their requisitions. All lines must be
 * good (a wrong field answers the validation error on `lines.<n>.<field>`, nothing is added); Success returns
 * to the item entry, Cart (view=cart) shows the FEDSTRIP cart.
 */
import { FEDSTRIP_TEXT } from '@advantage/contracts';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';
import { loadCart, publishCart } from '../../core/cart/store.js';
import { fedstripContext } from './context.js';
import { itemEntry } from './entry-view.js';
import { sessionAac } from './item-entry.js';
import { carryToCart } from './carry.js';
import { checkLines, type Good } from './lines.js';
import { readProfile } from './profile-store.js';
import { fedstripCart } from './shopping-cart.js';

export const fedstripAddToCart = bind('fedstrip/add_to_cart', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const { lines, view } = body;
  const db = request.server.db;
  const profile = await readProfile(db, ctx.member.id, aac);
  const checked = await checkLines(db, ctx, aac, profile, lines);
  const errors = checked.flatMap((c, i) => (c.ok ? [] : c.errors.map((e) => ({ field: `lines.${i}.${e.field}`, message: e.message }))));
  if (errors.length > 0) throw new ValidationError(errors);
  const good = checked as Good[];
  const { cartId, refused } = await carryToCart(db, ctx, aac, profile, good);
  const refusedErrors = good.flatMap((g, i) => (refused.has(g.offer.offerId) ? [{ field: `lines.${i}.quantity`, message: refused.get(g.offer.offerId)! }] : []));
  if (refusedErrors.length > 0 && refused.size === new Set(good.map((g) => g.offer.offerId)).size) throw new ValidationError(refusedErrors);
  const added = good.length - refusedErrors.length;
  await audit(db, request, { action: 'fedstrip_add', outcome: 'success', memberId: ctx.member.id, target: aac, detail: { lines: added } });
  publishCart(request, await loadCart(db, cartId, ctx.storeId));
  const message = FEDSTRIP_TEXT.added(added);
  if (view === 'cart') return screen('fedstrip/add_to_cart', 'Cart', await fedstripCart(db, ctx, aac, message));
  return screen('fedstrip/add_to_cart', 'Success', await itemEntry(db, ctx, aac, { expanded: ctx.session.expanded ?? false, message }));
});
