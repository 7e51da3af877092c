/**
 * The account confirmation prompt (docs/product/accounts-and-sign-in.md "the confirm_prompt modal",
 * docs/architecture.md display screen /ds/profile/confirm_prompt).
 */
import type { AccountFieldError } from './account.js';
import type { EnvelopeAttributes } from './envelope.js';
import type { StoreId, StoreName } from './stores.js';

export interface ConfirmPromptAttributes {
  member: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    agency: string | null;
    memberType: string;
    storeName: StoreName;
  };
  [key: string]: unknown;
}

/**
 * profile/registration, ggs/profile/registration and profile/state_registration: the email form (Initial), what is
 * wrong with the address (Failure), and the way on (Pre-Register).
 */
export interface RegistrationAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  kind: 'federal' | 'state';
  emailAddress?: string;
  errors?: AccountFieldError[];
  /** Pre-Register of a federal address: the provider's sign-up page for it, null when the provider has none. */
  signUpUrl?: string | null;
  /** Pre-Register of a state or local address: the validation by code comes next. */
  next?: 'profile/validatestateemail';
}

/** profile/validatestateemail: the code asked for (Step1, with what was wrong), the address validated (Step2), or no registration (Failure). */
export interface StateEmailValidationAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  emailAddress: string;
  errors?: AccountFieldError[];
  /** Step2: the provider's sign-up page for the address, null when the provider has none. */
  signUpUrl?: string | null;
}

/** registration_submit: the member's details asked for (Initial) or what is missing (Failure); a new member is signed in (AUTHENTICATED). */
export interface RegistrationDetailsAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  emailAddress?: string;
  memberType?: 'federal' | 'military' | 'state';
  errors?: AccountFieldError[];
}

export const CONFIRM_PROMPT = {
  title: 'Confirm Your Account Information',
  intro: 'Please confirm that the information on your GSA Advantage! account is correct. Orders, order confirmations and shipping notices use it.',
  confirm: 'Yes, this is correct',
} as const;
