import { bind } from '../../../lib/handler.js';
import type { ModuleFactory } from '../../../routes.js';
import { addressBookVerb, addressFormVerbs } from './address-book.js';
import { addressDeleteVerb } from './address-delete.js';
import { addressSaveVerb } from './address-save.js';
import { codesDeleteVerb } from './codes-delete.js';
import { codesSaveVerb } from './codes-save.js';
import { managePaymentsVerb } from './manage-payments.js';
import { paymentDeleteVerb } from './payment-delete.js';
import { paymentSaveVerb } from './payment-save.js';
import { updateProfileVerb } from './update-profile.js';

/**
 * Routes of the profile/account area (docs/product/accounts-and-sign-in.md profile, ggs/profile): the address book and its overseas,
 * freight-forwarder and DoDAAC forms, saved purchase cards and lines of accounting, and the member's profile. All are member-only;
 * each verb lives in its own file next to this one.
 */
export const accountModule: ModuleFactory = () => ({
  'ggs/profile/address_book': addressBookVerb,
  'ggs/profile/address_book_save': addressSaveVerb,
  'ggs/profile/address_book_delete': addressDeleteVerb,
  ...addressFormVerbs,
  'profile/manage_payments': managePaymentsVerb,
  'profile/manage_payments_save': paymentSaveVerb,
  'profile/manage_payments_delete': paymentDeleteVerb,
  'profile/manage_payments_save_codes': codesSaveVerb,
  'profile/manage_payments_delete_codes': codesDeleteVerb,
  'ggs/profile/update_profile': bind('ggs/profile/update_profile', async ({ ctx, input: { body } }) => updateProfileVerb(ctx.request, 'ggs/profile/update_profile', body)),
  'profile/update_profile': bind('profile/update_profile', async ({ ctx, input: { body } }) => updateProfileVerb(ctx.request, 'profile/update_profile', body)),
});
