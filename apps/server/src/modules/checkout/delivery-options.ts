/** checkout/delivery_options (DeliveryOptions): each order's deliver-by date and PO notes, to change. */
import { type DeliveryOptionsAttributes, earliestDeliverBy } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { findActiveCartId, loadCart } from '../cart/store.js';
import { ordersOf } from './review-model.js';
import { checkoutContext } from './state.js';

export async function deliveryOptionsVerb(request: FastifyRequest) {
  const ctx = checkoutContext(request);
  const db = request.server.db;
  const cartId = await findActiveCartId(db, ctx.owner);
  const cart = cartId === undefined ? undefined : await loadCart(db, cartId, ctx.storeId);
  const attributes: DeliveryOptionsAttributes = { orders: ordersOf(cart, ctx.state), earliestDate: earliestDeliverBy() };
  return screen('checkout/delivery_options', 'DeliveryOptions', attributes);
}
