/**
 * An error screen that replaces the page without a navigation: the fatal 'Session Expired' and
 * 'Please relaunch this application' screens (timers decide them, not a route), and the failures of
 * actions started from a page (sign-in, switch user, sign-out, PIV/CAC card registration).
 * A fatal one stays until the page reloads; any other one goes away with the next navigation.
 */
import { useSyncExternalStore } from 'react';
import type { LayoutsModule } from './routes/layouts-chunk';
import { loadLayouts } from './routes/layouts-chunk';
import type { ErrorPageData } from './routes/page-data';
import { currentStore } from '../kit/store/store-state';

export type TakeoverError = ErrorPageData['error'];

export interface Takeover {
  error: TakeoverError;
  store: ErrorPageData['store'];
  settings?: ErrorPageData['settings'];
  /** The layouts chunk; absent when it could not be loaded (the server is gone): plain markup then. */
  ui?: LayoutsModule;
}

let current: Takeover | undefined;
const listeners = new Set<() => void>();

function set(next: Takeover | undefined): void {
  current = next;
  for (const listener of listeners) listener();
}

export async function showTakeover(error: TakeoverError): Promise<void> {
  let ui: LayoutsModule | undefined;
  try {
    ui = await loadLayouts();
  } catch {
    ui = undefined;
  }
  if (current?.error.fatal && !error.fatal) return;
  const { store, settings } = currentStore();
  set({ error, store, ...(settings ? { settings } : {}), ...(ui ? { ui } : {}) });
}

/** The next navigation ends a non-fatal takeover. */
export function clearTakeover(): void {
  if (current && !current.error.fatal) set(undefined);
}

export function currentTakeover(): Takeover | undefined {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTakeover(): Takeover | undefined {
  return useSyncExternalStore(subscribe, currentTakeover, currentTakeover);
}

/** For tests. */
export function resetTakeover(): void {
  current = undefined;
}
