/**
 * cart/authorize_funds (docs/product/funds-control.md: Initial, Success 'Funds Control Shopping Cart'): a funds approver of the
 * request's AAC decides it. Authorize (the line of accounting checked with checkout's accounting-code rules)
 * places the order and answers Success; Reject needs a reason, returns the cart to the buyer and answers
 * Success; Save keeps a corrected line of accounting and answers Initial. A member who is not a funds approver
 * of the AAC gets 404; the buyer may not decide their own cart (403); a decided request cannot be decided again
 * (409). Parallel authorizations of one cart place one order: the others replay its answer or are refused.
 */
import { type AccountingCodes, accountingCodesSchema, type AuthorizeFundsInput, FUNDS_TEXT, IDEMPOTENT_REPLAYED_HEADER } from '@advantage/contracts';
import { answerOf, screen } from '../../lib/envelope.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { CheckoutConflictError, OrderRefused } from '../../core/orders/errors.js';
import { REQUEST_NOT_FOUND, visibleRequest } from './afc-cart.js';
import { authorizeCart, rejectCart, saveAccounting } from './funds-decide.js';
import { requestView } from './funds-view.js';

function checkedCodes(aac: string, input: AuthorizeFundsInput): AccountingCodes {
  const { fundCode, appropriation, objectClass, projectJob, documentNumber } = input;
  const parsed = accountingCodesSchema.safeParse({ aac, fundCode, appropriation, objectClass, projectJob, documentNumber });
  if (parsed.success) return parsed.data;
  throw new ValidationError(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'fundCode'), message: i.message })));
}

export const authorizeFunds = bind('cart/authorize_funds', async ({ ctx, input: { body: input } }) => {
  const { request, reply, db } = ctx;
  const member = ctx.signedIn();
  const { r, approver, own } = await visibleRequest(db, input.id, member.id);
  if (own) throw new ForbiddenError(FUNDS_TEXT.ownCart);
  if (!approver) throw new NotFoundError(REQUEST_NOT_FOUND);
  if (r.row.status !== 'Pending') throw new CheckoutConflictError(FUNDS_TEXT.alreadyDecided(r.row.status));
  const decision = { request, approver: member, r, version: input.version };
  if (input.decision === 'reject') return rejectCart(decision, input.reason);
  const codes = checkedCodes(r.row.aac, input);
  if (input.decision === 'save') return saveAccounting(decision, codes);
  try {
    const outcome = await authorizeCart(decision, codes);
    if (outcome.kind === 'replay') {
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      reply.code(outcome.status);
    }
    return answerOf('cart/authorize_funds', outcome.body);
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error;
    // Nothing was written: the request is still Pending, and the approver sees why the cart cannot be ordered.
    const view = await requestView(db, r, { memberId: member.id, approver: true }, FUNDS_TEXT.notOrdered);
    return screen('cart/authorize_funds', 'Initial', { ...view, problems: error.problems.length > 0 ? error.problems : view.problems });
  }
});
