/**
 * cart/afc_submit (not in the spec's lists; see methods.ts): the buyer submits the cart shown on afc_cart
 * OrderSummary for funds authorization. In ONE transaction: the cart is locked and checked (active, the
 * version shown, orderable), frozen (status funds_control, so the member's next add starts a new active
 * cart), the Pending request is written with the line of accounting, the checkout choices and the copy of
 * what is asked for that the order will be placed from (core/orders/approval-snapshot.ts, ADR 0022), the AAC's
 * funds approvers are emailed the link to the review, and the audit row is written.
 */
import { type CheckoutProblem, FUNDS_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { jsonRecord } from '../../lib/json-column.js';
import { appOrigin } from '../../core/app-context.js';
import { flushMail } from '../../core/approvals/decide.js';
import { holdCart, publishHeld } from '../../core/approvals/hold.js';
import { submitAacProblems } from '../../core/orders/aac-checks.js';
import { CheckoutConflictError, OrderRefused } from '../../core/orders/errors.js';
import { takeSnapshot } from '../../core/orders/approval-snapshot.js';
import { type CheckoutContext, checkoutContext, saveCheckoutState } from '../../core/orders/checkout-state.js';
import { approvalRequisitions } from '../fedstrip/approval-requisitions.js';
import { draftView, fundsControlOf } from './funds-draft.js';
import { approverMail } from './funds-mail.js';
import { fundsApprovers, lineOfAccounting, loadRequest, type StoredFundsCheckout, summaryOf } from './funds-queries.js';
import { FROZEN_STATUS } from '../../core/cart/frozen-cart.js';
import { requestView } from './funds-view.js';

const { fundsAuthorizations } = schema;

async function refusedView(request: FastifyRequest, ctx: CheckoutContext, problems: CheckoutProblem[]) {
  const view = await draftView(request.server.db, ctx);
  if (!view) throw new CheckoutConflictError(FUNDS_TEXT.notFundsControl);
  return screen('cart/afc_submit', 'OrderSummary', { ...view, problems: [...problems, ...view.problems], canSubmit: false });
}

export const afcSubmit = bind('cart/afc_submit', async ({ ctx: { request, db }, input: { body } }) => {
  const ctx = checkoutContext(request);
  const charged = await fundsControlOf(db, ctx.state);
  if (!charged) throw new CheckoutConflictError(FUNDS_TEXT.notFundsControl);
  // The same AAC checks as checkout's submission: a client skipping the screens is refused here too.
  const aacRefused = await submitAacProblems(request, ctx);
  if (aacRefused.length > 0) return refusedView(request, ctx, aacRefused);
  const approvers = (await fundsApprovers(db, charged.aac.code)).filter((a) => a.id !== ctx.member.id);
  if (approvers.length === 0) throw new CheckoutConflictError(FUNDS_TEXT.noApprover(charged.aac.code));
  const origin = appOrigin(request);

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const { view, shipTo, payment } = await holdCart(tx, {
        ctx, cartId: body.cartId, version: body.version, cardLimitCents: Number.MAX_SAFE_INTEGER, frozenStatus: FROZEN_STATUS, frozenAgain: FUNDS_TEXT.frozen,
      });
      // A FEDSTRIP cart's requisitions go into the copy as the approver will be shown them.
      const requisitions = await approvalRequisitions(tx, ctx.member.id, view);
      const checkout: StoredFundsCheckout = {
        storeId: ctx.storeId,
        addressId: shipTo.id,
        ...(ctx.state.orders ? { orders: ctx.state.orders } : {}),
        ...(ctx.state.breakbulkPoint ? { breakbulkPoint: ctx.state.breakbulkPoint } : {}),
      };
      const [row] = await tx
        .insert(fundsAuthorizations)
        .values({
          cartId: body.cartId,
          memberId: ctx.member.id,
          aac: charged.aac.code,
          accounting: lineOfAccounting(charged.codes),
          checkout: jsonRecord(checkout),
          snapshot: jsonRecord(takeSnapshot(view, shipTo, payment, ctx.state, charged.aac.billTo, requisitions)),
          totalCents: view.totalCents,
        })
        .returning({ id: fundsAuthorizations.id });
      if (!row) throw new Error('the funds authorization was not written');
      const written = await loadRequest(tx, row.id);
      if (!written) throw new Error('the funds authorization was not read back');
      const summary = summaryOf(written);
      for (const approver of approvers) await request.server.mail.enqueue(approverMail(approver.email, approver.firstName, summary, origin), tx);
      await audit(tx, request, {
        action: 'funds_submit',
        outcome: 'success',
        target: `funds-${row.id}`,
        detail: { cartId: body.cartId, aac: charged.aac.code, totalCents: view.totalCents, approvers: approvers.length },
      });
      return row.id;
    });
  } catch (error) {
    // The draft view finds the same problems again (orderProblems).
    if (error instanceof OrderRefused) return refusedView(request, ctx, []);
    throw error;
  }
  flushMail(request);

  // The payment and the orders' options went with the request; the address stays the buyer's choice.
  await saveCheckoutState(request, ctx.state.addressId === undefined ? {} : { addressId: ctx.state.addressId });
  publishHeld(request, body.cartId, body.version);
  const r = await loadRequest(db, id);
  if (!r) throw new NotFoundError('The funds-control request was not found.');
  const view = await requestView(db, r, { memberId: ctx.member.id, approver: false }, FUNDS_TEXT.submitted(charged.aac.code));
  return screen('cart/afc_submit', 'OrderSummary', view);
});
