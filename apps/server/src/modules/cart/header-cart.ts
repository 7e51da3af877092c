import { CART_SUMMARY_HEADER, cartSummary, EMPTY_CART_SUMMARY } from '@advantage/contracts';
import type { FastifyInstance } from 'fastify';
import { cartOwner, findActiveCartId, loadCart } from '../../core/cart/store.js';

function isEnvelope(payload: unknown): payload is { responseType: string; attributes: Record<string, unknown> } {
  const p = payload as { responseType?: unknown; attributes?: unknown } | null;
  return typeof p === 'object' && p !== null && typeof p.responseType === 'string' && typeof p.attributes === 'object' && p.attributes !== null;
}

/**
 * A call that sends CART_SUMMARY_HEADER (the web app's first calls of a page load, before it knows the
 * cart) gets the caller's cart summary in its envelope as attributes.headerCart: one read of the active
 * cart, only then, so the header's count is right on every load without a call of its own.
 */
export function addHeaderCart(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.headers[CART_SUMMARY_HEADER.toLowerCase()] || !isEnvelope(payload) || !request.session) return payload;
    const cartId = await findActiveCartId(app.db, cartOwner(request));
    const headerCart = cartId === undefined ? EMPTY_CART_SUMMARY : cartSummary(await loadCart(app.db, cartId, request.session.storeId));
    return { ...payload, attributes: { ...payload.attributes, headerCart } };
  });
}
