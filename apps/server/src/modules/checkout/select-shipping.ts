/** checkout/select_shipping {addressId}: ships to one of the member's addresses (another member's id: 404). */
import { CHECKOUT_TEXT } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { findAddress } from '../profile/account/address-store.js';
import { reviewData } from './review-model.js';
import { checkoutContext, saveCheckoutState } from './state.js';

export async function selectShippingVerb(request: FastifyRequest) {
  const { addressId } = request.body as { addressId: number };
  const ctx = checkoutContext(request);
  const address = await findAddress(request.server.db, ctx.member.id, addressId);
  if (!address) throw new NotFoundError('The address was not found in your address book.');
  ctx.state = { ...ctx.state, addressId: address.id };
  await saveCheckoutState(request, ctx.state);
  const { attributes } = await reviewData(request.server.db, ctx, CHECKOUT_TEXT.addressSaved);
  return screen('checkout/select_shipping', 'ProcessYourOrder', attributes);
}
