/**
 * The cart about to be submitted for funds authorization (afc_cart OrderSummary without a request): the
 * buyer's active cart and checkout choices, when they pay by accounting codes charged to an AAC under funds
 * control. Checkout sends the buyer here instead of placing the order (fundsControlAnswer).
 */
import { type Envelope, FUNDS_URLS, type FundsCartAttributes, type ServerPath } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { redirect } from '../../lib/envelope.js';
import type { CheckoutContext, CheckoutState } from '../../core/orders/checkout-state.js';
import { fundsControlAac } from './funds-queries.js';
import { fundsCartView } from './funds-view.js';
import { findActiveCartId, loadCart } from '../../core/cart/store.js';

/** The funds-control AAC the checkout charges, if it charges one. */
export async function fundsControlOf(db: AppDb, state: CheckoutState) {
  const payment = state.payment;
  if (payment?.kind !== 'accounting') return undefined;
  const aac = await fundsControlAac(db, payment.codes.aac);
  return aac ? { aac, codes: payment.codes } : undefined;
}

/**
 * The one call of checkout's submission: for a cart charged by accounting codes to a funds-control AAC it
 * answers a REDIRECT to the cart's OrderSummary instead of placing the order; otherwise undefined.
 */
export async function fundsControlAnswer(request: FastifyRequest, path: ServerPath, state: CheckoutState): Promise<Envelope | undefined> {
  const charged = await fundsControlOf(request.server.db, state);
  return charged ? redirect(path, FUNDS_URLS.current) : undefined;
}

export async function draftView(db: AppDb, ctx: CheckoutContext, notice: string | null = null): Promise<FundsCartAttributes | undefined> {
  const charged = await fundsControlOf(db, ctx.state);
  const cartId = await findActiveCartId(db, ctx.owner);
  if (!charged || cartId === undefined) return undefined;
  const cart = await loadCart(db, cartId, ctx.storeId);
  const view = await fundsCartView(db, {
    memberId: ctx.member.id,
    cart,
    state: ctx.state,
    codes: charged.codes,
    aacName: charged.aac.name,
    agency: charged.aac.agency,
    billTo: charged.aac.billTo,
    request: null,
    version: 0,
    can: { canSubmit: false, canWithdraw: false, canDecide: false, ownCart: false },
    notice,
  });
  return { ...view, canSubmit: view.problems.length === 0 };
}
