/**
 * What registration, the address book, saved payments and the profile answer (the answer map, answers.ts;
 * docs/adr/0034-typed-contract.md). A file of its own because the area's views are spread over profile.ts and account.ts.
 */
import type { AddressBookAttributes, AddressFormAttributes, EditProfileAttributes, LegacyAddressAttributes, ManagePaymentsAttributes } from './account.js';
import { answer, type AnswerRows } from './answer-table.js';
import type { ConfirmPromptAttributes, RegistrationAttributes, RegistrationDetailsAttributes, StateEmailValidationAttributes } from './profile.js';

const registration = answer<RegistrationAttributes>();
const details = answer<RegistrationDetailsAttributes>();
const stateEmail = answer<StateEmailValidationAttributes>();
const book = answer<AddressBookAttributes>();
const form = answer<AddressFormAttributes>();
const payments = answer<ManagePaymentsAttributes>();
const profile = answer<EditProfileAttributes>();
const confirm = answer<ConfirmPromptAttributes>();
const addressBook = { Initial: book, NewAAC: form, Create: form, LegacyAddress: answer<LegacyAddressAttributes>() };

export const PROFILE_ANSWERS = {
  'profile/registration': { 'Initial': registration, 'Failure': registration, 'Pre-Register': registration },
  'ggs/profile/registration': { 'Initial': registration, 'Failure': registration, 'Pre-Register': registration },
  'profile/state_registration': { 'Initial': registration, 'Failure': registration, 'Pre-Register': registration },
  'profile/validatestateemail': { Step1: stateEmail, Step2: stateEmail, Failure: stateEmail },
  'profile/registration_submit': { Initial: details, Failure: details },
  'ggs/profile/registration_submit': { Initial: details, Failure: details },
  // DEFAULT is the app's display screen (docs/architecture.md /ds/profile/confirm_prompt): the server never answers it.
  'profile/confirm_prompt': { ConfirmPrompt: confirm },
  'ggs/profile/address_book': addressBook,
  'ggs/profile/address_book_save': addressBook,
  'ggs/profile/address_book_delete': { Initial: book },
  'profile/overseas_address': { OverseasAddress: form },
  'profile/freight_forwarder_address': { FreightForwarderAddress: form },
  'profile/dodaac_entry': { DodaacEntry: form },
  'profile/manage_payments': { ManagePayments: payments },
  'profile/manage_payments_save': { ManagePayments: payments },
  'profile/manage_payments_delete': { ManagePayments: payments },
  'profile/manage_payments_save_codes': { ManagePayments: payments },
  'profile/manage_payments_delete_codes': { ManagePayments: payments },
  'profile/update_profile': { EditProfile: profile, Failure: profile },
  'ggs/profile/update_profile': { EditProfile: profile, Failure: profile },
} satisfies AnswerRows;
