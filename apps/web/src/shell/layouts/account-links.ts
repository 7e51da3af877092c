/**
 * The account menu's pages (docs/product/README.md profile, ggs/profile, aacassignment, state, the funds-control carts) and who
 * may use each: the approval pages only to the members who hold the role (contracts/member-roles.ts), the state
 * and local pages to state and local members (and their supervisors, who decide there). The server checks every
 * page again; the menu only stops offering pages a member cannot use.
 */
import { AAC_URLS, FUNDS_URLS, type MemberAccess, type MemberRole, STATE_URLS } from '@advantage/contracts';

type Shows = (access: MemberAccess) => boolean;

const holds = (role: MemberRole): Shows => (access) => access.roles.includes(role);
const stateMember: Shows = (access) => access.memberType === 'state';

const ACCOUNT_LINKS: ReadonlyArray<readonly [label: string, to: string, shows?: Shows]> = [
  ['Order history', '/ws/orderhistory/my_orders'],
  ['Parked carts', '/ws/parkcart/my_parkcart'],
  ['Quick order', '/ws/ordering/quick_ordering'],
  ['Reconcile card charges', '/ws/orderhistory/reconcile'],
  ['Address book', '/ws/ggs/profile/address_book'],
  ['AAC password requests', AAC_URLS.myRequests],
  ['AAC requests to approve', AAC_URLS.workList, holds('aacSupervisor')],
  ['Funds control requests', FUNDS_URLS.requests],
  ['Funds control carts to authorize', FUNDS_URLS.workList, holds('fundsApprover')],
  ['State and local eligibility', STATE_URLS.validation, stateMember],
  // A state buyer follows their own requests there; their supervisor decides them there.
  ['State and local orders for authorization', STATE_URLS.authorization, (access) => stateMember(access) || holds('stateSupervisor')(access)],
  ['Members you supervise', STATE_URLS.memberLimits, holds('stateSupervisor')],
  ['Payment methods', '/ws/profile/manage_payments'],
  ['Account information', '/ws/profile/update_profile'],
];

/** The pages the member's access allows, in the menu's order; while it is not known, those every member may use. */
export function accountLinks(access: MemberAccess | undefined): Array<{ label: string; to: string }> {
  return ACCOUNT_LINKS.filter(([, , shows]) => !shows || (access !== undefined && shows(access))).map(([label, to]) => ({ label, to }));
}
