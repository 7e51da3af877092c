/**
 * The app's own dialogs (not server screens): which one is open, and what gets the focus back when it
 * closes. The dialogs themselves are lazy chunks rendered by the frame's DialogHost.
 */
import { useSyncExternalStore } from 'react';

export type AppDialogName = 'smart-card';

export interface OpenDialog {
  name: AppDialogName;
  /** The control that opened it: the focus returns there (or to the main content if it is gone). */
  opener: HTMLElement | null;
}

let open: OpenDialog | undefined;
const listeners = new Set<() => void>();

function set(next: OpenDialog | undefined): void {
  open = next;
  for (const listener of listeners) listener();
}

export function openAppDialog(name: AppDialogName, opener: HTMLElement | null = null): void {
  set({ name, opener });
}

export function closeAppDialog(): void {
  if (open) set(undefined);
}

export function currentAppDialog(): OpenDialog | undefined {
  return open;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppDialog(): OpenDialog | undefined {
  return useSyncExternalStore(subscribe, currentAppDialog, currentAppDialog);
}
