/**
 * ggs/cart/select_shipping and ggs/cart/select_aac_shipping. Initial (Select Shipping Address): the
 * member's addresses (only AAC/DoDAAC ones on select_aac_shipping) with the current choice marked.
 * With ?addressId: Destination (Verify Purchase Information), the address and what ships there; the
 * choice itself is made with checkout/select_shipping. Another member's address id answers 404.
 */
import type { DestinationAttributes, ShippingListAttributes } from '@advantage/contracts';
import type { InputOf } from '@advantage/contracts';
import { withAacAccess } from '../../core/aac/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { bind, type Context } from '../../lib/handler.js';
import { findAddress, listAddresses } from '../../core/orders/address-store.js';
import { resolveShipTo, reviewData } from '../../core/orders/review-model.js';
import { checkoutContext } from '../../core/orders/checkout-state.js';

type ListPath = 'ggs/cart/select_shipping' | 'ggs/cart/select_aac_shipping';

async function shippingList({ request, db }: Context, path: ListPath, { addressId }: InputOf<ListPath>['query']) {
  const ctx = checkoutContext(request);
  const aacOnly = path === 'ggs/cart/select_aac_shipping';
  if (addressId !== undefined) {
    const found = await findAddress(db, ctx.member.id, addressId);
    const [address] = found ? await withAacAccess(ctx.aac, [found]) : [];
    if (!address || (aacOnly && address.kind !== 'aac')) throw new NotFoundError('The address was not found in your address book.');
    const { attributes: review } = await reviewData(db, ctx);
    const attributes: DestinationAttributes = {
      address,
      orders: review.orders.map((o) => ({
        key: o.key,
        contractorName: o.contractorName,
        contractNumber: o.contractNumber,
        subtotalCents: o.subtotalCents,
        itemCount: o.items.length,
      })),
      itemCount: review.itemCount,
      totalCents: review.totalCents,
    };
    return screen(path, 'Destination', attributes);
  }
  const shipTo = await resolveShipTo(db, ctx.member.id, ctx.state);
  const addresses = await withAacAccess(ctx.aac, (await listAddresses(db, ctx.member.id)).filter((a) => !aacOnly || a.kind === 'aac'));
  const attributes: ShippingListAttributes = { addresses, selectedId: shipTo?.id ?? null, aacOnly, paymentChosen: Boolean(ctx.state.payment), notice: null };
  return screen(path, 'Initial', attributes);
}

export const selectShippingList = bind('ggs/cart/select_shipping', async ({ ctx, input: { query } }) => shippingList(ctx, 'ggs/cart/select_shipping', query));
export const selectAacShippingList = bind('ggs/cart/select_aac_shipping', async ({ ctx, input: { query } }) => shippingList(ctx, 'ggs/cart/select_aac_shipping', query));
