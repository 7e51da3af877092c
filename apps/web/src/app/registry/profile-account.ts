/** Screens of the profile/account section (docs/product/accounts-and-sign-in.md), loaded on demand with the section's chunk. */
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';
import { ACCOUNT_TITLES as T } from '../../sections/profile/account/titles';

const account = section(() => import('../../sections/profile/account/index'));

/** The book and its forms: the save answers the book, or the form again with its errors. */
const ADDRESS_BOOK = {
  Initial: { layout: 'classic', title: T.addressBook, load: account('AddressBook') },
  NewAAC: { layout: 'classic', title: T.newAac, load: account('AddressForm') },
  Create: { layout: 'classic', title: T.create, load: account('AddressForm') },
  LegacyAddress: { layout: 'classic', title: T.legacy, load: account('LegacyAddress') },
} as const;

const PROFILE = {
  EditProfile: { layout: 'classic', title: T.profile, load: account('EditProfile') },
  Failure: { layout: 'classic', title: T.profile, load: account('EditProfile') },
} as const;

const PAYMENTS = { ManagePayments: { layout: 'classic', title: T.payments, load: account('ManagePayments') } } as const;

export const ACCOUNT_SCREENS = {
  'ggs/profile/address_book': ADDRESS_BOOK,
  'ggs/profile/address_book_save': ADDRESS_BOOK,
  'ggs/profile/address_book_delete': { Initial: ADDRESS_BOOK.Initial },
  'profile/overseas_address': { OverseasAddress: { layout: 'classic', title: T.overseas, load: account('AddressForm') } },
  'profile/freight_forwarder_address': { FreightForwarderAddress: { layout: 'classic', title: T.freightForwarder, load: account('AddressForm') } },
  'profile/dodaac_entry': { DodaacEntry: { layout: 'classic', title: T.dodaac, load: account('AddressForm') } },
  'profile/manage_payments': PAYMENTS,
  'profile/manage_payments_save': PAYMENTS,
  'profile/manage_payments_delete': PAYMENTS,
  'profile/manage_payments_save_codes': PAYMENTS,
  'profile/manage_payments_delete_codes': PAYMENTS,
  'ggs/profile/update_profile': PROFILE,
  'profile/update_profile': PROFILE,
} as const satisfies ScreenRegistry;
