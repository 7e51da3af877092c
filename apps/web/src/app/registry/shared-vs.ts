/** Screens of the restricted stores (docs/product/agency-stores.md "restricted and vs/access_denied pages", "DHS email validation pages"; ADR 0016). */
import { VS_TITLES as T } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const shared = section(() => import('../../sections/shared-vs/RestrictedStore'));
const dhs = section(() => import('../../sections/dhs-vs'));

/** A refused visitor has no use for the store's search or categories: each search would be refused too. */
const QUIET = { hideSearchBar: true, hideCategories: true, hideShopNow: true } as const;

export const RESTRICTED_SCREENS = {
  'vs/restricted': { Restricted: { layout: 'virtual-store', title: T.restricted, flags: QUIET, load: shared('RestrictedStore') } },
  'vs/access_denied': { AccessDenied: { layout: 'virtual-store', title: T.accessDenied, flags: QUIET, load: shared('StoreAccessDenied') } },
  'dhs/email_validation': {
    Initial: { layout: 'classic', title: T.emailValidation, flags: QUIET, load: dhs('EmailValidation') },
    Success: { layout: 'classic', title: T.emailValidation, flags: QUIET, load: dhs('EmailValidation') },
    Failure: { layout: 'classic', title: T.emailValidation, flags: QUIET, load: dhs('EmailValidation') },
  },
  'dhs/validate_email': {
    Success: { layout: 'classic', title: T.validateEmail, flags: QUIET, load: dhs('ValidateEmail') },
    Failure: { layout: 'classic', title: T.validateEmail, flags: QUIET, load: dhs('ValidateEmail') },
  },
} as const satisfies ScreenRegistry;
