/** Store start data returned by `main/start_page` (spec §1 "Per-store settings"). */
import type { StoreId, StoreName, Theme } from './stores.js';

export interface StoreImage {
  src: string;
  alt: string;
}

export interface StoreSettings {
  storeID: StoreId;
  storeName: StoreName;
  theme: Theme;
  title: string;
  logo: StoreImage;
  loginWelcomeText: string;
  description: string;
  welcomeBlockKey: string;
  privacyActMessage: boolean;
  logoutHomeImage: StoreImage;
}

export interface StartPageAttributes {
  storeID: StoreId;
  loggedIn: boolean;
  store: StoreSettings;
  welcomeBlock: { keyName: string; title: string; html: string } | null;
  [key: string]: unknown;
}

/** One row of the legacy map of spec §2 "Old URL mappings": a `.do` path to its new path. */
export interface LegacyUrlMapping {
  oldPath: string;
  newPath: string;
  query?: string;
}
