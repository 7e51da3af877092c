/** Screens of the fedstrip section (docs/product/fedstrip.md fedstrip), loaded on demand with the section's chunk. */
import { FEDSTRIP_TITLES as T } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const fedstrip = section(() => import('../../sections/fedstrip/index'));
/** The login section's sign-out screens (the same chunk general.ts loads; not imported from there, which imports this file). */
const login = section(() => import('../../sections/login'));

/**
 * Every answer but the dialogs is one screen that shows the next answer of a form in place (the AAC entry
 * opens the item entry, a line added returns to it), so a clerk keying lines never waits for a page load.
 */
const page = (title: string) => ({ layout: 'classic', title, load: fedstrip('Fedstrip') }) as const;
const AAC = page(T.aacEntry);
const ENTRY = page(T.itemEntry);
const CART = page(T.cart);
const SUMMARY = page(T.orderSummary);
const ORDERED = page(T.ordered);

export const FEDSTRIP_SCREENS = {
  'fedstrip/fedstrip_init': { AACEntry: AAC, collapseItemEntry: ENTRY, expandedItemEntry: ENTRY },
  'fedstrip/fedstrip_newaac': { AACEntry: AAC },
  'fedstrip/fedstrip_aacentry': { AACEntry: AAC, collapseItemEntry: ENTRY, expandedItemEntry: ENTRY },
  'fedstrip/fedstrip_newEntry': { collapseItemEntry: ENTRY, expandedItemEntry: ENTRY },
  'fedstrip/fedstrip_exceptionEntry': { collapseItemEntry: ENTRY, expandedItemEntry: ENTRY },
  'fedstrip/fedstrip_ItemDispatchEntry': { collapseItemEntry: ENTRY, expandedItemEntry: ENTRY },
  'fedstrip/add_to_cart': { Success: ENTRY, Cart: CART },
  'fedstrip/park_cart': { Success: page(T.parked) },
  'fedstrip/fedstrip_shopping_cart': { shoppingCart: CART, Success: ORDERED, OrderSummary: SUMMARY, Initial: CART, AuthFedFunds: page(T.funds) },
  'fedstrip/fedstrip_authorize_funds_submit': { Success: SUMMARY, AuthFedFunds: page(T.funds) },
  'fedstrip/fedstrip_constantProfile': { ConstantProfile: page(T.constantProfile) },
  'fedstrip/fedstrip_constantProfile_save': { ConstantProfile: page(T.constantProfile) },
  'fedstrip/phased_requisition_entry': { Success: page(T.phased), PhasedSuccess: page(T.phased), Cart: CART },
  'fedstrip/valid_unit_of_issue': { ValidUnitOfIssue: { layout: 'modal', modalClass: 'center', title: T.validUnits, load: fedstrip('ValidUnitOfIssue') } },
  'fedstrip/process_Order': { Success: ORDERED, OrderSummary: SUMMARY },
  'fedstrip/change_requisition': { shoppingCart: CART },
  'fedstrip/remove_requisition': { shoppingCart: CART, Initial: CART },
  // The sign-out answers of login/sign_out are its screens; FEDSTRIP adds the question about requisitions not yet ordered.
  'fedstrip/sign_out': {
    SignedOff: { layout: 'classic', title: 'Logout', load: login('SignedOff') },
    LogoutFromAuthServer: { layout: 'classic', title: 'Signing Out', load: login('AuthServerLogout') },
    AdvantageConfirmLogOff: { layout: 'modal', modalClass: 'center', dismissible: false, title: 'Confirm Logout', load: login('ConfirmLogout') },
    FedstripConfirmLogOff: { layout: 'modal', modalClass: 'center', dismissible: false, title: T.confirmSignOut, load: fedstrip('ConfirmSignOut') },
  },
} as const satisfies ScreenRegistry;
