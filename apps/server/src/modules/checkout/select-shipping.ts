/**
 * checkout/select_shipping {addressId}: ships to one of the member's addresses (another member's id: 404);
 * to an AAC/DoDAAC address only with the member's grant for its AAC, unlocked in this session.
 */
import { CHECKOUT_TEXT } from '@advantage/contracts';
import { requireAacAccess } from '../../core/aac/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { findAddress } from '../../core/orders/address-store.js';
import { reviewData } from '../../core/orders/review-model.js';
import { checkoutContext, saveCheckoutState } from '../../core/orders/checkout-state.js';

export const selectShipping = bind('checkout/select_shipping', async ({ ctx: { request }, input: { body: { addressId, aacPassword } } }) => {
  const ctx = checkoutContext(request);
  const address = await findAddress(request.server.db, ctx.member.id, addressId);
  if (!address) throw new NotFoundError('The address was not found in your address book.');
  if (address.kind === 'aac' && address.aac) await requireAacAccess(request, address.aac, { password: aacPassword, field: 'addressId' });
  ctx.state = { ...ctx.state, addressId: address.id };
  await saveCheckoutState(request, ctx.state);
  const { attributes } = await reviewData(request.server.db, ctx, CHECKOUT_TEXT.addressSaved);
  return screen('checkout/select_shipping', 'ProcessYourOrder', attributes);
});
