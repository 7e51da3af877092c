/** Inputs, views and buyer-facing texts of the member's address book, saved purchase cards and profile (docs/product/README.md profile, ggs/profile). */
import { z } from 'zod';
import { addressFields, type AddressKind, type AddressView, withAddressRules } from './account-address.js';
import { savedCodesInputSchema } from './account-accounting.js';
import { cardInputSchema, type SavedCardView } from './account-payments.js';
import { objectIdSchema } from './catalog.js';
import type { AacAccess } from './checkout-aac.js';
import type { SavedCodesView } from './checkout-views.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { schemas } from './validation.js';

export * from './account-address.js';
export * from './account-payments.js';
export * from './account-accounting.js';

const ID_MAX = 2_147_483_647;

/** An id in a JSON body: a number or a numeric string; one too large to exist reads as 0 (not found). */
export function bodyIdSchema(label: string) {
  const message = `${label} must be a positive whole number.`;
  return z.union([z.number().int().positive().transform((n) => (n <= ID_MAX ? n : 0)), objectIdSchema(label)], { error: message });
}

/** A body without `action` is a save: the forms send only their fields. */
const withAction = (value: unknown) =>
  typeof value === 'object' && value !== null && !('action' in value) ? { ...value, action: 'save' } : value;

/** ggs/profile/address_book_save: a new or edited address, or "make this my default". */
export const addressSaveSchema = z.preprocess(
  withAction,
  z.discriminatedUnion('action', [
    withAddressRules(addressFields.extend({ action: z.literal('save'), id: bodyIdSchema('The address id').optional() })),
    z.object({ action: z.literal('makeDefault'), id: bodyIdSchema('The address id') }),
  ]),
);

/** profile/manage_payments_save: a new card, or "make this my default". */
export const cardSaveSchema = z.preprocess(
  withAction,
  z.discriminatedUnion('action', [
    cardInputSchema.extend({ action: z.literal('save') }),
    z.object({ action: z.literal('makeDefault'), id: bodyIdSchema('The card id') }),
  ]),
);

const profileText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} may have at most ${max} characters.` });

/** ggs/profile/update_profile: no fields reads the profile; the four fields save it. The email is the sign-in identity's. */
export const profileUpdateSchema = z
  .object({
    firstName: profileText('First name', 60).optional(),
    lastName: profileText('Last name', 60).optional(),
    phone: z.string({ error: 'Phone is required.' }).pipe(schemas.phone).optional(),
    agency: profileText('Agency or organization', 120).optional(),
  })
  .optional();
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'agency'] as const;

const optionalId = (label: string) => objectIdSchema(label).optional();
const addressFormQuery = z.object({ id: optionalId('The address id') });

export const ACCOUNT_INPUTS = {
  'ggs/profile/address_book': {
    query: z.object({
      // An unknown view shows the address book itself.
      view: z.enum(['newAAC', 'create', 'legacy']).optional().catch(undefined),
      id: optionalId('The address id'),
      kind: z.enum(['standard', 'overseas', 'freight_forwarder']).optional().catch(undefined),
      saved: optionalId('The saved address id').catch(undefined),
    }),
  },
  'ggs/profile/address_book_save': { body: addressSaveSchema },
  'ggs/profile/address_book_delete': { body: z.object({ id: bodyIdSchema('The address id') }) },
  'profile/overseas_address': { query: addressFormQuery },
  'profile/freight_forwarder_address': { query: addressFormQuery },
  'profile/dodaac_entry': { query: addressFormQuery },
  'profile/manage_payments': { query: z.object({}) },
  'profile/manage_payments_save': { body: cardSaveSchema },
  'profile/manage_payments_delete': { body: z.object({ id: bodyIdSchema('The card id') }) },
  'profile/manage_payments_save_codes': { body: savedCodesInputSchema },
  'profile/manage_payments_delete_codes': { body: z.object({ id: bodyIdSchema('The accounting codes id') }) },
  'ggs/profile/update_profile': { body: profileUpdateSchema },
  'profile/update_profile': { body: profileUpdateSchema },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

export interface AccountFieldError {
  field: string;
  message: string;
}

/** An address in the book; `problems` lists what today's rules refuse in an address of the older format. */
export interface AddressBookEntry extends AddressView {
  problems: AccountFieldError[];
  /** Of an AAC/DoDAAC address: what the member may do with its AAC ('none': it cannot be ordered to). */
  aacAccess?: AacAccess;
}

/** Initial: the member's addresses, default first. */
export interface AddressBookAttributes {
  addresses: AddressBookEntry[];
  notice?: string;
  [key: string]: unknown;
}

/** Which form shows an address: the ordinary one, AAC/DoDAAC, APO/FPO/DPO, freight forwarder, DoDAAC entry. */
export type AddressFormName = 'create' | 'newAAC' | 'overseas' | 'freightForwarder' | 'dodaac';

/** NewAAC, Create, OverseasAddress, FreightForwarderAddress, DodaacEntry: a blank form or the address to edit. */
export interface AddressFormAttributes {
  form: AddressFormName;
  kind: AddressKind;
  address: AddressView | null;
  /** What the member sent, shown again with the errors. */
  values?: Record<string, unknown>;
  errors?: AccountFieldError[];
  [key: string]: unknown;
}

/** LegacyAddress: an address saved in an older format, shown as stored with what must change before it is used. */
export interface LegacyAddressAttributes {
  address: AddressView;
  problems: AccountFieldError[];
  [key: string]: unknown;
}

export interface ManagePaymentsAttributes {
  cards: SavedCardView[];
  /** Saved lines of accounting, the newest first. */
  accountingCodes: SavedCodesView[];
  notice?: string;
  [key: string]: unknown;
}

export interface ProfileMember {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  agency: string;
  memberType: string;
}

/** EditProfile and Failure ("Profile Member Information"). */
export interface EditProfileAttributes {
  member: ProfileMember;
  saved?: boolean;
  errors?: AccountFieldError[];
  [key: string]: unknown;
}

export const ACCOUNT_TEXT = {
  addressSaved: (name: string) => `Address “${name}” saved.`,
  addressDeleted: (name: string) => `Address “${name}” deleted.`,
  addressDefault: (name: string) => `“${name}” is now your default shipping address.`,
  cardSaved: (label: string) => `${label} saved.`,
  cardDeleted: (label: string) => `${label} deleted.`,
  cardDefault: (label: string) => `${label} is now your default card.`,
  profileSaved: 'Your profile information was saved.',
} as const;
