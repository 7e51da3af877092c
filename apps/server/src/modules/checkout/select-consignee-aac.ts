/**
 * checkout/select_consigneeaac {aac}: ships to the consignee named by its AAC/DoDAAC. The AAC must be
 * one of the member's AAC/DoDAAC addresses (the ship-to address of a code is not looked up elsewhere), and
 * the member must hold its grant, unlocked in this session (aacPassword unlocks it).
 */
import { CHECKOUT_TEXT } from '@advantage/contracts';
import { requireAacAccess } from '../../core/aac/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { ValidationError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { listAddresses } from '../../core/orders/address-store.js';
import { reviewData } from '../../core/orders/review-model.js';
import { checkoutContext, saveCheckoutState } from '../../core/orders/checkout-state.js';

export const selectConsigneeAac = bind('checkout/select_consigneeaac', async ({ ctx: { request }, input: { body: { aac, aacPassword } } }) => {
  const ctx = checkoutContext(request);
  const addresses = await listAddresses(request.server.db, ctx.member.id);
  const address = addresses.find((a) => a.kind === 'aac' && a.aac === aac);
  if (!address) throw new ValidationError([{ field: 'aac', message: CHECKOUT_TEXT.noAacAddress(aac) }]);
  await requireAacAccess(request, aac, { password: aacPassword, field: 'aac' });
  ctx.state = { ...ctx.state, addressId: address.id };
  await saveCheckoutState(request, ctx.state);
  const { attributes } = await reviewData(request.server.db, ctx, CHECKOUT_TEXT.addressSaved);
  return screen('checkout/select_consigneeaac', 'ProcessYourOrder', attributes);
});
