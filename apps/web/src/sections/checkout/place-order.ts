/**
 * Sends the order on the review (checkout/checkout_review_submit, or ggs/cart/process_order on the Global
 * Supply stores) with an Idempotency-Key. The key is made once per cart version and kept in the tab's
 * session storage until the order is confirmed, so a retry after a lost answer, a double click or a
 * reload while the order is processed sends the same key: the server places the order once and answers
 * the first answer again.
 */
import { CHECKOUT_TEXT, IDEMPOTENCY_KEY_HEADER, type CheckoutProblem, type OrderConfirmationAttributes, screenOf } from '@advantage/contracts';
import { callServer } from '../../lib/http/client';

export type SubmitPath = 'checkout/checkout_review_submit' | 'ggs/cart/process_order';

export type PlaceOutcome
  = | { kind: 'placed'; confirmation: OrderConfirmationAttributes }
    | { kind: 'refused'; message: string; problems: CheckoutProblem[] }
  /** 409: ordered already (`ordered`) or changed since the review. */
    | { kind: 'conflict'; message: string; ordered: boolean }
  /** No answer: the order may or may not be placed; the same key is sent again on retry. */
    | { kind: 'unknown'; message: string }
    | { kind: 'failed'; message: string }
  /** HTTP 401: the app opened the login dialog; the key is kept for the retry. */
    | { kind: 'handed-over' }
  /** A cart charged to a funds-control AAC is not ordered: it goes to its funds-control summary (cart/afc_cart). */
    | { kind: 'funds-control'; to: string };

const storageKey = (cartId: number, version: number) => `adv-checkout-key:${cartId}:${version}`;

function keyFor(cartId: number, version: number): string {
  const name = storageKey(cartId, version);
  try {
    const kept = sessionStorage.getItem(name);
    if (kept) return kept;
    const key = crypto.randomUUID();
    sessionStorage.setItem(name, key);
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

function forgetKey(cartId: number, version: number): void {
  try {
    sessionStorage.removeItem(storageKey(cartId, version));
  } catch {
    // Storage may be unavailable; nothing to forget then.
  }
}

/** `program`: a state or local order's program, purpose and reference (program, programPurpose, programReference). */
export async function placeOrder(path: SubmitPath, cartId: number, version: number, program: Record<string, string> = {}): Promise<PlaceOutcome> {
  const key = keyFor(cartId, version);
  const payload = path === 'ggs/cart/process_order' ? { submit: true, cartId, version, ...program } : { cartId, version, ...program };
  const outcome = await callServer(path, { payload, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  if (outcome.kind === 'envelope' && outcome.envelope) {
    const { responseType, redirectURL } = outcome.envelope;
    if (responseType === 'REDIRECT' && redirectURL) return { kind: 'funds-control', to: redirectURL };
    const shown = screenOf(path, outcome.envelope);
    if (shown.responseName === 'OrderConfirmation') {
      forgetKey(cartId, version);
      return { kind: 'placed', confirmation: shown.attributes };
    }
    if (shown.responseName === 'OrderError') {
      const a = shown.attributes;
      return { kind: 'refused', message: a.message, problems: a.problems };
    }
    if (shown.responseName === 'Initial') return { kind: 'refused', message: CHECKOUT_TEXT.orderNotPlaced, problems: shown.attributes.problems };
  }
  if (outcome.kind === 'http-error') {
    const message = typeof outcome.envelope?.attributes.detailedErrorMessage === 'string' ? outcome.envelope.attributes.detailedErrorMessage : outcome.message;
    if (outcome.status === 409) return { kind: 'conflict', message, ordered: message === CHECKOUT_TEXT.alreadyOrdered };
    if (outcome.status >= 500) return { kind: 'unknown', message: 'The server could not finish processing your order. Select Place order again: your order will not be placed twice.' };
    return { kind: 'failed', message };
  }
  if (outcome.kind === 'network-error') {
    return { kind: 'unknown', message: 'The server could not be reached, so we cannot tell whether your order was placed. Select Place order again: it will not be placed twice.' };
  }
  if (outcome.kind === 'login-required' || outcome.kind === 'session-expired') return { kind: 'handed-over' };
  return { kind: 'failed', message: 'Your order could not be placed. Try again.' };
}
