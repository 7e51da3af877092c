/**
 * checkout/requisition (Requisition Appropriation Data): the agency accounting-code form, prefilled
 * with the codes chosen before, or with the AAC of an AAC/DoDAAC ship-to address (and a FEDSTRIP cart's fund and
 * project codes, when the cart was handed to funds control). The form is sent to
 * ggs/cart/select_payment with method 'accounting'. The member's saved lines of accounting are offered to fill it.
 */
import type { AccountingCodes, RequisitionAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { listSavedCodes } from '../profile/account/codes-store.js';
import { resolveShipTo } from '../../core/orders/review-model.js';
import { checkoutContext } from '../../core/orders/checkout-state.js';

export const requisition = bind('checkout/requisition', async ({ ctx: { request } }) => {
  const ctx = checkoutContext(request);
  const shipTo = await resolveShipTo(request.server.db, ctx.member.id, ctx.state);
  const shipToAac = shipTo?.kind === 'aac' ? shipTo.aac : null;
  const prefill = ctx.state.accountingPrefill ?? { fundCode: '', projectJob: '' };
  const blank: AccountingCodes = { aac: shipToAac ?? '', ...prefill, appropriation: '', objectClass: '', documentNumber: '' };
  const values = ctx.state.payment?.kind === 'accounting' ? ctx.state.payment.codes : blank;
  const savedCodes = await listSavedCodes(request.server.db, ctx.member.id);
  const attributes: RequisitionAttributes = { values, shipToAac, savedCodes };
  return screen('checkout/requisition', 'Requisition', attributes);
});
