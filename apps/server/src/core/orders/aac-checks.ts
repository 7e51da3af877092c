/**
 * At submission: an order to an AAC (its ship-to address or the AAC of its accounting
 * codes) without an approved grant unlocked in this session is refused before anything is written. The
 * review shows the same problems (review-model.ts).
 */
import type { CheckoutProblem } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { aacProblems, aacViewer } from '../aac/aac-access.js';
import { orderAacs, resolveShipTo } from './review-model.js';
import type { CheckoutContext } from './checkout-state.js';

export async function submitAacProblems(request: FastifyRequest, ctx: CheckoutContext): Promise<CheckoutProblem[]> {
  const shipTo = await resolveShipTo(request.server.db, ctx.member.id, ctx.state);
  return aacProblems(aacViewer(request), orderAacs(shipTo, ctx.state.payment));
}
