/**
 * ggs/cart/process_order AFCDataEntry (docs/product/funds-control.md 'Funds Control Cart Review'): the Global Supply stores' address
 * of the funds approver's review, the same as cart/afc_cart AFCDataEntry. Only a funds approver of the request's
 * AAC sees it (404 for anyone else; the buyer's own cart is their afc_cart OrderSummary).
 */
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { requireMember } from '../../lib/member.js';
import { REQUEST_NOT_FOUND, visibleRequest } from './afc-cart.js';
import { requestView } from './funds-view.js';

export async function fundsReviewVerb(request: FastifyRequest, id: number) {
  const member = requireMember(request);
  const db = request.server.db;
  const { r, approver } = await visibleRequest(db, id, member.id);
  if (!approver) throw new NotFoundError(REQUEST_NOT_FOUND);
  return screen('ggs/cart/process_order', 'AFCDataEntry', await requestView(db, r, { memberId: member.id, approver }));
}
