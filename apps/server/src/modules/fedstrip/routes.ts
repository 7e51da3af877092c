import { bind } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { fedstripAacEntry, fedstripInit, fedstripNewAac } from './aac-entry.js';
import { fedstripAddToCart } from './add-to-cart.js';
import { fedstripAuthorizeFundsSubmit } from './authorize-funds.js';
import { fedstripChangeRequisition, fedstripRemoveRequisition } from './change-requisition.js';
import { fedstripConstantProfile, fedstripConstantProfileSave } from './constant-profile.js';
import { fedstripExceptionEntry, fedstripItemDispatchEntry, fedstripNewEntry } from './item-entry.js';
import { fedstripParkCart } from './park-cart.js';
import { phasedRequisitionEntry } from './phased-entry.js';
import { fedstripProcessOrder } from './process-order.js';
import { fedstripShoppingCart } from './shopping-cart.js';
import { fedstripSignOut } from './sign-out.js';
import { fedstripValidUnitOfIssue } from './valid-unit-of-issue.js';

/** FEDSTRIP/MILSTRIP requisition ordering (docs/product/fedstrip.md fedstrip): member-only; every cart, profile and order is the member's own. */
export const fedstripModule: ModuleFactory = (app) => ({
  'fedstrip/fedstrip_init': fedstripInit,
  'fedstrip/fedstrip_newaac': fedstripNewAac,
  'fedstrip/fedstrip_aacentry': fedstripAacEntry,
  'fedstrip/fedstrip_newEntry': fedstripNewEntry,
  'fedstrip/fedstrip_exceptionEntry': fedstripExceptionEntry,
  'fedstrip/fedstrip_ItemDispatchEntry': fedstripItemDispatchEntry,
  'fedstrip/add_to_cart': fedstripAddToCart,
  'fedstrip/park_cart': fedstripParkCart,
  'fedstrip/fedstrip_shopping_cart': fedstripShoppingCart,
  'fedstrip/fedstrip_authorize_funds_submit': fedstripAuthorizeFundsSubmit,
  'fedstrip/fedstrip_constantProfile': fedstripConstantProfile,
  'fedstrip/fedstrip_constantProfile_save': fedstripConstantProfileSave,
  'fedstrip/phased_requisition_entry': phasedRequisitionEntry,
  'fedstrip/valid_unit_of_issue': fedstripValidUnitOfIssue,
  'fedstrip/process_Order': fedstripProcessOrder,
  'fedstrip/change_requisition': fedstripChangeRequisition,
  'fedstrip/remove_requisition': fedstripRemoveRequisition,
  'fedstrip/sign_out': bind('fedstrip/sign_out', async ({ ctx: { request }, input: { query } }) =>
    fedstripSignOut(request, query, app.identity?.providerConfig(request).end_session_endpoint)),
});
