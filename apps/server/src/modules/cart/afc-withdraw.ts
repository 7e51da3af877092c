/**
 * cart/afc_withdraw (not in the spec's lists; see methods.ts): the buyer takes back a request still waiting
 * for authorization. The request becomes Withdrawn only if it is still Pending at the version the buyer saw
 * (one atomic move of funds control's table, funds-decide.ts, so it cannot cross an approver's decision), and
 * the cart becomes the buyer's active cart again (a cart started meanwhile is merged into it,
 * core/cart/frozen-cart.ts), in one transaction with the audit row.
 */
import { FUNDS_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { claim } from '../../core/approvals/transitions.js';
import { REQUEST_NOT_FOUND } from './afc-cart.js';
import { FUNDS_REQUESTS } from './funds-decide.js';
import { loadRequest, storeOf } from './funds-queries.js';
import { returnFrozenCart } from '../../core/cart/frozen-cart.js';
import { requestView } from './funds-view.js';
import { loadCart, publishCart } from '../../core/cart/store.js';

const fa = schema.fundsAuthorizations;

export const afcWithdraw = bind('cart/afc_withdraw', async ({ ctx, input: { body } }) => {
  const { request, db } = ctx;
  const member = ctx.signedIn();
  const r = await loadRequest(db, body.id);
  // Only the buyer withdraws; an approver or anyone else is answered as for a request that does not exist.
  if (!r || r.row.memberId !== member.id) throw new NotFoundError(REQUEST_NOT_FOUND);

  const merged = await db.transaction(async (tx) => {
    await claim(tx, FUNDS_REQUESTS, {
      id: body.id,
      from: 'Pending',
      to: 'Withdrawn',
      set: { decidedAt: sql`now()`, decidedBy: member.id, version: sql`${fa.version} + 1` },
      guard: and(eq(fa.memberId, member.id), eq(fa.version, body.version)),
    });
    const mergedOther = await returnFrozenCart(tx, r.row.cartId, member.id);
    await audit(tx, request, { action: 'funds_withdrawn', outcome: 'success', target: `funds-${body.id}`, detail: { cartId: r.row.cartId, mergedOther } });
    return mergedOther;
  });

  const cart = await loadCart(db, r.row.cartId, storeOf(r.row));
  publishCart(request, cart);
  const fresh = await loadRequest(db, body.id);
  if (!fresh) throw new NotFoundError(REQUEST_NOT_FOUND);
  const notice = merged ? `${FUNDS_TEXT.withdrawn} ${FUNDS_TEXT.merged}` : FUNDS_TEXT.withdrawn;
  return screen('cart/afc_withdraw', 'OrderSummary', await requestView(db, fresh, { memberId: member.id, approver: false }, notice));
});
