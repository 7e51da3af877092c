/**
 * ggs/cart/edit_shipping: adds a ship-to address during checkout. Without an address: the form, NewAAC
 * (an AAC/DoDAAC address) or Create (an exception address: an ordinary ship-to address). With one: it
 * is saved to the member's address book (the address book's rules and duplicate-name check), chosen
 * as the ship-to address, and Initial lists the addresses with the new one chosen. An AAC/DoDAAC address
 * is taken only with the member's grant for its AAC, unlocked in this session (aacPassword unlocks it).
 */
import { type ShippingAddressFormAttributes, type ShippingListAttributes } from '@advantage/contracts';
import { requireAacAccess, withAacAccess } from '../../core/aac/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { listAddresses, saveAddress } from '../../core/orders/address-store.js';
import { checkoutContext, saveCheckoutState } from '../../core/orders/checkout-state.js';

export const editShipping = bind('ggs/cart/edit_shipping', async ({ ctx: { request, db }, input: { query, body: sent } }) => {
  const body = sent ?? {};
  const ctx = checkoutContext(request);
  if (!body.address) {
    const view = body.view ?? query.view ?? 'create';
    const m = ctx.member;
    const attributes: ShippingAddressFormAttributes = {
      view,
      prefill: { contactName: `${m.firstName} ${m.lastName}`.trim(), email: m.email, phone: m.phone ?? '', organization: m.agency ?? '' },
    };
    return screen('ggs/cart/edit_shipping', view === 'newAAC' ? 'NewAAC' : 'Create', attributes);
  }
  if (body.address.kind === 'aac') await requireAacAccess(request, body.address.aac, { password: body.aacPassword, field: 'address.aac' });
  const saved = await saveAddress(db, ctx.member.id, body.address);
  await saveCheckoutState(request, { ...ctx.state, addressId: saved.id });
  const attributes: ShippingListAttributes = {
    addresses: await withAacAccess(ctx.aac, await listAddresses(db, ctx.member.id)),
    selectedId: saved.id,
    aacOnly: false,
    paymentChosen: Boolean(ctx.state.payment),
    notice: `The address “${saved.name}” was added to your address book and will be used for this order.`,
  };
  return screen('ggs/cart/edit_shipping', 'Initial', attributes);
});
