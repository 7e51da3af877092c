/**
 * fedstrip/fedstrip_authorize_funds_submit: hands a FEDSTRIP cart charged to a funds-control AAC to funds control
 *: checkout's choices become the AAC's address-book entry as ship-to, and the clerk enters the line
 * of accounting on checkout's requisition step, whose submission sends the cart to the funds approver
 * (cart/afc_cart). An AAC not under funds control answers Success: the cart is ordered with process_Order.
 */
import { FEDSTRIP_TEXT } from '@advantage/contracts';
import { requireAacAccess } from '../../core/aac/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';
import { readCheckoutState, saveCheckoutState } from '../../core/orders/checkout-state.js';
import { fedstripContext } from './context.js';
import { sessionAac } from './item-entry.js';
import { aacAddressId } from './process-order.js';
import { fedstripCart } from './shopping-cart.js';

/** Where the line of accounting is entered (checkout's requisition step). */
export const FUNDS_NEXT = '/ws/checkout/requisition';

export const fedstripAuthorizeFundsSubmit = bind('fedstrip/fedstrip_authorize_funds_submit', async ({ ctx: { request } }) => {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const db = request.server.db;
  await requireAacAccess(request, aac, { field: 'aac' });
  const cart = await fedstripCart(db, ctx, aac);
  if (!cart.fundsControl) return screen('fedstrip/fedstrip_authorize_funds_submit', 'Success', { ...cart, next: '/ws/fedstrip/fedstrip_shopping_cart?view=review' });
  const addressId = await aacAddressId(db, ctx.member.id, aac);
  if (addressId === undefined) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.noAacAddress(aac) }]);
  // The line of accounting starts from the requisitions' fund and project codes (the first requisition's).
  const first = cart.lines[0]?.requisition;
  const accountingPrefill = { fundCode: first?.fundCode ?? '', projectJob: first?.projectCode ?? '' };
  await saveCheckoutState(request, { ...readCheckoutState(request), addressId, accountingPrefill });
  return screen('fedstrip/fedstrip_authorize_funds_submit', 'AuthFedFunds', { ...cart, next: FUNDS_NEXT });
});
