/**
 * docs/product/cart-and-parked-carts.md "Cart data: the latest cart data is kept and broadcast to interested screens." The server
 * pushes it over the WebSocket as `{"op":"cart","data":...}`; screens read it with useCartData().
 */
import { useSyncExternalStore } from 'react';

type Listener = (data: unknown) => void;

let latest: unknown;
let answered = false;
const listeners = new Set<Listener>();

/**
 * A page load's call answered an envelope: the server could add the cart summary to it (the HTTP client
 * asks for it until the cart is known). A page with none asks on its own (the header's CartLink).
 */
export function noteEnvelopeAnswered(): void {
  answered = true;
}

export function envelopeAnswered(): boolean {
  return answered;
}

/** For tests: a new page load. */
export function resetEnvelopeAnswered(): void {
  answered = false;
}

export function setCartData(data: unknown): void {
  latest = data;
  for (const listener of listeners) listener(data);
}

export function cartData(): unknown {
  return latest;
}

export function subscribeCartData(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartData<T = unknown>(): T | undefined {
  return useSyncExternalStore(subscribeCartData, cartData, cartData) as T | undefined;
}
