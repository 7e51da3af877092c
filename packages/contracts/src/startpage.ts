/** Store start data returned by `main/start_page` (docs/product/README.md "Per-store settings"). */
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

/** A blanket purchase agreement limited to one agency's store, shown on that store's start page. */
export interface StoreAgreement {
  contractNumber: string;
  contractorName: string;
  /** The contractor's ordering contact. */
  phone: string;
  email: string;
  /** ISO date the agreement ends. */
  endDate: string;
  /** `/ws/catalog/bpa_documents?contractNumber=…` */
  documentsUrl: string;
}

export interface StartPageAttributes {
  storeID: StoreId;
  loggedIn: boolean;
  store: StoreSettings;
  welcomeBlock: { keyName: string; title: string; html: string } | null;
  /** The store's own current BPAs (agency stores); empty where the store has none. */
  agreements: StoreAgreement[];
  /** How many current BPAs the store has in all (`agreements` lists the first few). */
  agreementCount: number;
  /** Echoed from the start page's `type` query (registration finalization), for visitors. */
  registrationType?: StartRegistrationType;
  [key: string]: unknown;
}

/** A GSA Global Supply stocked item on `ggs/start_page` (docs/product/README.md "/ggs/start_page: Welcome page"). */
export interface GlobalSupplyItem {
  productId: number;
  title: string;
  /** FSC-NIIN, `7510-00-286-6985`. */
  nsn: string;
  unitOfIssue: string;
  priceCents: number;
  deliveryText: string;
  url: string;
}

export interface GlobalSupplyWelcomeAttributes extends StartPageAttributes {
  items: GlobalSupplyItem[];
  /** How many stocked items with an NSN the catalog holds. */
  stockedItemCount: number;
}

/**
 * docs/product/README.md "Registration finalization: ... to the start page with type registration, finalize_registration or
 * new_registration": the start page then says where the registration stands and what to do next.
 */
export const START_REGISTRATION_TYPES = ['registration', 'finalize_registration', 'new_registration'] as const;
export type StartRegistrationType = (typeof START_REGISTRATION_TYPES)[number];

export const START_REGISTRATION_TEXT: Record<StartRegistrationType, { heading: string; text: string }> = {
  registration: {
    heading: 'Register to buy on GSA Advantage!',
    text: 'Your sign-in is not linked to a GSA Advantage! account yet. Register as a federal buyer, or as a state or local buyer, to start buying.',
  },
  finalize_registration: {
    heading: 'Finish your registration',
    text: 'You created your sign-in. Sign in with it once more to finish your registration; your details are kept.',
  },
  new_registration: {
    heading: 'Your registration is complete',
    text: 'Welcome to GSA Advantage! Sign in to start shopping with your new account.',
  },
};

/** Texts of the Marine Corps and Global Supply start pages. */
export const STORE_START_TEXT = {
  /** usmc/start_page Success: the first page after signing in. */
  usmcSignedIn: 'You are signed in to the GSA United States Marine Corps store.',
  globalSupplyHeading: 'GSA Global Supply stock',
  globalSupplyIntro: 'Stocked items with a National Stock Number ship from GSA Global Supply distribution centers and arrive in 2 to 7 days. Order them in the cart, by quick order, or by FEDSTRIP/MILSTRIP requisition to your activity address code.',
  agreementsHeading: 'Agreements of this store',
} as const;

/** One row of the legacy map of docs/product/README.md "Old URL mappings": a `.do` path to its new path. */
export interface LegacyUrlMapping {
  oldPath: string;
  newPath: string;
  query?: string;
}
