/**
 * Spec §3 "Cart data: the latest cart data is kept and broadcast to interested screens." The server
 * pushes it over the WebSocket as `{"op":"cart","data":...}`; screens read it with useCartData().
 */
import { useSyncExternalStore } from 'react';

type Listener = (data: unknown) => void;

let latest: unknown;
const listeners = new Set<Listener>();

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
