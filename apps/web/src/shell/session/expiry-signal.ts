/**
 * docs/product/accounts-and-sign-in.md Session: "An http session-expiry event offers a new session." The HTTP client signals
 * 'advantage:session-expired'; the 'Session expired' prompt (SessionHost, a lazy chunk) shows while
 * this flag is up. Installed when the module loads, like the login-required listener.
 */
import { useSyncExternalStore } from 'react';
import { SESSION_EXPIRED_EVENT } from '../../lib/config';

let prompting = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (prompting === next) return;
  prompting = next;
  for (const listener of listeners) listener();
}

export function raiseExpiredPrompt(): void {
  set(true);
}

export function dismissExpiredPrompt(): void {
  set(false);
}

export function expiredPromptShown(): boolean {
  return prompting;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useExpiredPrompt(): boolean {
  return useSyncExternalStore(subscribe, expiredPromptShown, expiredPromptShown);
}

if (typeof window !== 'undefined') window.addEventListener(SESSION_EXPIRED_EVENT, raiseExpiredPrompt);
