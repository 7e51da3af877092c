/**
 * The account confirmation prompt (docs/product/accounts-and-sign-in.md "the confirm_prompt modal",
 * docs/architecture.md display screen /ds/profile/confirm_prompt).
 */
import type { StoreName } from './stores.js';

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

export const CONFIRM_PROMPT = {
  title: 'Confirm Your Account Information',
  intro: 'Please confirm that the information on your GSA Advantage! account is correct. Orders, order confirmations and shipping notices use it.',
  confirm: 'Yes, this is correct',
} as const;
