/**
 * The "last activity" clock (docs/product/accounts-and-sign-in.md Session: "The timer resets on any API call except end_session").
 * The session-expiry warning of a later issue subscribes to it.
 */

type Listener = (at: number) => void;

let lastActivityAt = Date.now();
const listeners = new Set<Listener>();

export function touchActivity(at: number = Date.now()): void {
  lastActivityAt = at;
  for (const listener of listeners) listener(at);
}

export function lastActivity(): number {
  return lastActivityAt;
}

export function onActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
