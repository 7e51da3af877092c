/**
 * The signed-in member's unread message count: the header's "Messages (N)". It comes from
 * the message center's answers, its count view, and `{"op":"messages","unread":N}` pushes after an event.
 */
import { useSyncExternalStore } from 'react';

let unread: number | undefined;
const listeners = new Set<() => void>();

export function setUnreadMessages(value: unknown): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return;
  unread = value;
  for (const listener of listeners) listener();
}

export function unreadMessages(): number | undefined {
  return unread;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadMessages(): number | undefined {
  return useSyncExternalStore(subscribe, unreadMessages, unreadMessages);
}
