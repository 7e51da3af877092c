/**
 * The store the app shows and its settings. The landing page and AUTHENTICATED answers switch it;
 * any screen answer carrying a storeID confirms it (the server session is the authority).
 */
import { CLIENT_STORAGE_KEYS, isStoreName, type StoreName, type StoreSettings, type Theme, themeForStore } from '@advantage/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

export interface StoreState {
  store: StoreName;
  theme: Theme;
  /** From the last start page answer for this store, when there was one. */
  settings?: StoreSettings;
}

const listeners = new Set<() => void>();
let state: StoreState = initialState();

function initialState(): StoreState {
  const stored = readStorage('local', CLIENT_STORAGE_KEYS.store)?.toUpperCase();
  const store: StoreName = isStoreName(stored) ? stored : 'ADVANTAGE';
  return { store, theme: themeForStore(store) };
}

export function currentStore(): StoreState {
  return state;
}

export function setStore(store: StoreName, settings?: StoreSettings): StoreState {
  const keep = settings ?? (state.store === store ? state.settings : undefined);
  const next: StoreState = { store, theme: themeForStore(store), ...(keep ? { settings: keep } : {}) };
  writeStorage('local', CLIENT_STORAGE_KEYS.store, next.store);
  writeStorage('local', CLIENT_STORAGE_KEYS.theme, next.theme);
  if (next.store !== state.store || next.settings !== state.settings) {
    state = next;
    for (const listener of listeners) listener();
  }
  return state;
}

/** For tests: re-read the stored store. */
export function resetStoreState(): void {
  state = initialState();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStoreState(): StoreState {
  return useSyncExternalStore(subscribe, currentStore, currentStore);
}
