/**
 * What each FEDSTRIP answer carries (the answer map, answers.ts; docs/adr/0034-typed-contract.md). A file of its own
 * because fedstrip.ts is near the size files keep. The attributes of the park and sign-out answers are written here:
 * nothing else reads them.
 */
import { answer, type AnswerRows } from './answer-table.js';
import type { EnvelopeAttributes } from './envelope.js';
import type {
  AacEntryAttributes, ConstantProfileAttributes, FedstripCartAttributes, FedstripOrderAttributes, ItemEntryAttributes, PhasedAttributes,
  ValidUnitOfIssueAttributes,
} from './fedstrip.js';

/** fedstrip/authorize_funds_submit: the cart, and where the clerk goes next (the review, or checkout's requisition step). */
export interface FedstripFundsAttributes extends FedstripCartAttributes {
  next: string;
}

/** fedstrip/park_cart Success. */
export interface FedstripParkedAttributes extends EnvelopeAttributes {
  parkedCartId: number;
  name: string;
  message: string;
}

/** fedstrip/sign_out: login/sign_out's answers, and the question about requisitions not yet ordered (FedstripConfirmLogOff). */
export interface FedstripSignOutAttributes extends EnvelopeAttributes {
  endSessionEndpoint: string | null;
  pending?: number;
  message?: string;
}

const aacEntry = answer<AacEntryAttributes>();
const itemEntry = answer<ItemEntryAttributes>();
const cart = answer<FedstripCartAttributes>();
const ordered = answer<FedstripOrderAttributes>();
const funds = answer<FedstripFundsAttributes>();
const signOut = answer<FedstripSignOutAttributes>();

export const FEDSTRIP_ANSWERS = {
  'fedstrip/fedstrip_init': { AACEntry: aacEntry, collapseItemEntry: itemEntry, expandedItemEntry: itemEntry },
  'fedstrip/fedstrip_newaac': { AACEntry: aacEntry },
  'fedstrip/fedstrip_aacentry': { AACEntry: aacEntry, collapseItemEntry: itemEntry, expandedItemEntry: itemEntry },
  'fedstrip/fedstrip_newEntry': { collapseItemEntry: itemEntry, expandedItemEntry: itemEntry },
  'fedstrip/fedstrip_exceptionEntry': { collapseItemEntry: itemEntry, expandedItemEntry: itemEntry },
  'fedstrip/fedstrip_ItemDispatchEntry': { collapseItemEntry: itemEntry, expandedItemEntry: itemEntry },
  'fedstrip/add_to_cart': { Success: itemEntry, Cart: cart },
  'fedstrip/park_cart': { Success: answer<FedstripParkedAttributes>() },
  'fedstrip/fedstrip_shopping_cart': { shoppingCart: cart, Success: ordered, OrderSummary: cart, Initial: cart, AuthFedFunds: cart },
  'fedstrip/fedstrip_authorize_funds_submit': { Success: funds, AuthFedFunds: funds },
  'fedstrip/fedstrip_constantProfile': { ConstantProfile: answer<ConstantProfileAttributes>() },
  'fedstrip/fedstrip_constantProfile_save': { ConstantProfile: answer<ConstantProfileAttributes>() },
  'fedstrip/phased_requisition_entry': { Success: answer<PhasedAttributes>(), PhasedSuccess: answer<PhasedAttributes>(), Cart: cart },
  'fedstrip/valid_unit_of_issue': { ValidUnitOfIssue: answer<ValidUnitOfIssueAttributes>() },
  'fedstrip/process_Order': { Success: ordered, OrderSummary: cart },
  'fedstrip/change_requisition': { shoppingCart: cart },
  'fedstrip/remove_requisition': { shoppingCart: cart, Initial: cart },
  'fedstrip/sign_out': { SignedOff: signOut, LogoutFromAuthServer: signOut, AdvantageConfirmLogOff: signOut, FedstripConfirmLogOff: signOut },
} satisfies AnswerRows;
