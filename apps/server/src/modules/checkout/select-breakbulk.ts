/**
 * checkout/select_breakbulk {breakbulkPoint}: the DoDAAC of the consolidation point where an overseas
 * surface shipment is broken down; kept with the ship-to copy of the order group. Blank clears it.
 */
import { CHECKOUT_TEXT } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { reviewData } from './review-model.js';
import { checkoutContext, saveCheckoutState } from './state.js';

export async function selectBreakbulkVerb(request: FastifyRequest) {
  const { breakbulkPoint } = request.body as { breakbulkPoint: string };
  const ctx = checkoutContext(request);
  const { breakbulkPoint: _previous, ...rest } = ctx.state;
  ctx.state = breakbulkPoint ? { ...rest, breakbulkPoint } : rest;
  await saveCheckoutState(request, ctx.state);
  const { attributes } = await reviewData(request.server.db, ctx, CHECKOUT_TEXT.breakbulkSaved);
  return screen('checkout/select_breakbulk', 'ProcessYourOrder', attributes);
}
