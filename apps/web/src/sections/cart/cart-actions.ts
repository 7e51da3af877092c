/**
 * The Shopping Cart screen's changes (update_quantity, delete_item, reduce_price, overseas_shipping)
 * and its reload, through the app's one HTTP client. Every answer carries the fresh cart; the screen
 * that shows it also makes it the app's cart data (the header's count).
 *
 * A change the server refuses because the cart changed elsewhere (409) or because the item is gone
 * (404) reloads the cart, so the screen always shows what the server holds and nothing is overwritten.
 */
import { CART_TEXT, type CartView, type EmptyCartAttributes, screenOf } from '@advantage/contracts';
import { callServer } from '../../lib/http/client';
import { fieldErrors } from '../../shell/components/form/submit';

export type ChangePath = 'cart/update_quantity' | 'cart/delete_item' | 'cart/reduce_price' | 'cart/overseas_shipping';

export type ChangeOutcome
  = | { kind: 'cart'; cart: CartView; message: string }
  /** 409 or 404: the cart was read again; `message` says why the change was not made. */
    | { kind: 'reloaded'; cart: CartView | undefined; message: string }
  /** 400 with a field error (a quantity below the minimum order). */
    | { kind: 'invalid'; field: string; message: string }
    | { kind: 'failed'; message: string }
  /** HTTP 401: the app opened the login dialog. */
    | { kind: 'handed-over' };

export function emptyCart(summary: EmptyCartAttributes['cart'] | undefined): CartView {
  return { cartId: summary?.cartId ?? 0, version: summary?.version ?? 0, itemCount: 0, totalCents: 0, overseas: false, groups: [], priceChanges: 0 };
}

/** The cart as the server holds it now (an empty view when it is empty); undefined if it could not be read. */
export async function reloadCart(): Promise<CartView | undefined> {
  const outcome = await callServer('cart/shopping_cart');
  if (outcome.kind !== 'envelope' || !outcome.envelope) return undefined;
  const shown = screenOf('cart/shopping_cart', outcome.envelope);
  if (shown.responseName === 'ShoppingCart') return shown.attributes.cart;
  // Initial: the cart is empty (no other answer is declared for the path).
  return emptyCart(shown.responseName === 'Initial' ? shown.attributes.cart : undefined);
}

export async function changeCart(path: ChangePath, payload: Record<string, unknown>): Promise<ChangeOutcome> {
  const outcome = await callServer(path, { payload });
  const shown = outcome.kind === 'envelope' && outcome.envelope ? screenOf(path, outcome.envelope) : undefined;
  if (shown?.responseName === 'ShoppingCart') {
    const a = shown.attributes;
    return { kind: 'cart', cart: a.cart, message: a.message ?? '' };
  }
  if (outcome.kind === 'http-error') {
    if (outcome.status === 409) return { kind: 'reloaded', cart: await reloadCart(), message: CART_TEXT.stale };
    if (outcome.status === 404) return { kind: 'reloaded', cart: await reloadCart(), message: CART_TEXT.itemNotFound };
    const [first] = fieldErrors(outcome.envelope?.attributes.errors);
    if (outcome.status === 400 && first) return { kind: 'invalid', field: first.field, message: first.message };
    return { kind: 'failed', message: `Your change could not be saved: ${outcome.message}` };
  }
  if (outcome.kind === 'login-required' || outcome.kind === 'session-expired') return { kind: 'handed-over' };
  if (outcome.kind === 'network-error') return { kind: 'failed', message: 'Your change could not be saved: the server could not be reached. Try again.' };
  return { kind: 'failed', message: 'Your change could not be saved. Try again.' };
}
