/**
 * How a product page row or a search result adds to the cart: cart/addCart through the app's one
 * HTTP client. The answer's cart summary becomes the app's cart data (the header's count), and the
 * outcome is a sentence for the caller's live region or a quantity error for its field.
 */
import { type AddCartAttributes, CART_TEXT, type Envelope, screenOf } from '@advantage/contracts';
import { setCartData } from '../../lib/connection/cart-data';
import { callServer } from '../../lib/http/client';
import { fieldErrors } from '../../shell/components/form/submit';

export type AddOutcome
  = | { kind: 'done' | 'failed'; text: string }
  /** The server refused the quantity (HTTP 400): shown on the field. */
    | { kind: 'field'; message: string }
  /** HTTP 401: the login dialog opened, and the client replays the add after sign-in. */
    | { kind: 'handed-over' };

/** Both answers of cart/addCart (Success, Failure) carry AddCartAttributes; no envelope reads as nothing said. */
function readAttributes(envelope: Envelope | undefined): Partial<AddCartAttributes> {
  return envelope ? screenOf('cart/addCart', envelope).attributes : {};
}

export async function addToCart(payload: unknown): Promise<AddOutcome> {
  const outcome = await callServer('cart/addCart', { payload });
  if (outcome.kind === 'envelope') {
    const a = readAttributes(outcome.envelope);
    if (a.cart) setCartData(a.cart);
    const problems = Array.isArray(a.problems) ? a.problems.map((p) => p.message).filter(Boolean) : [];
    const added = outcome.envelope?.responseName === 'Success';
    const message = typeof a.message === 'string' && a.message ? a.message : added ? CART_TEXT.added(1) : CART_TEXT.notAdded(1);
    return { kind: added ? 'done' : 'failed', text: [message, ...problems].join(' ') };
  }
  if (outcome.kind === 'http-error') {
    const quantity = fieldErrors(outcome.envelope?.attributes.errors).find((e) => e.field === 'quantity' || e.field.endsWith('.quantity'));
    if (quantity) return { kind: 'field', message: quantity.message };
    return { kind: 'failed', text: `${CART_TEXT.notAdded(1)} ${outcome.message}` };
  }
  if (outcome.kind === 'login-required' || outcome.kind === 'session-expired') return { kind: 'handed-over' };
  return { kind: 'failed', text: `${CART_TEXT.notAdded(1)} The server could not be reached.` };
}
