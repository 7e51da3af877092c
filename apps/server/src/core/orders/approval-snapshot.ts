/**
 * What was approved is what ships (ADR 0022). A request for approval (a funds-control cart, cart/afc_submit; a
 * state or local order sent to the supervisor, state/request_authorization) keeps a copy of what it asks
 * approval for: the cart's lines by order with their prices and the total, the ship-to address as the address
 * book read at submission, the bill-to (the charged AAC's), the payment and the orders' options. The approver is
 * shown the copy, and the approved order is placed from it (place-order.ts `approved`), in the order's
 * transaction and after two checks:
 * - the frozen cart and the ship-to entry still match the copy; a change refuses the order with ApprovalChanged
 *   and the caller withdraws the request (the buyer is told), so a change never rides on an approval;
 * - the buyer still holds an approved, unlocked grant for each AAC the order goes to (the grant may have been
 *   revoked since the submission's checks).
 */
import {
  type AddressView, type ApprovalChange, APPROVAL_TEXT, type CartView, type CheckoutProblem, type FundsRequisitionView, type PostalAddress,
} from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { aacStandings } from '../aac/aac-access.js';
import { isObject } from '../../lib/json-column.js';
import { findAddress } from './address-store.js';
import { orderAacs } from './review-model.js';
import type { CheckoutState, OrderOptions, StoredPayment } from './checkout-state.js';

export interface ApprovalSnapshot {
  /** The shape's version, so a later change of it can still read the requests waiting. */
  v: 1;
  /** The cart as submitted (pictures and badges left out): its lines by order, their prices, the total. */
  cart: CartView;
  shipTo: AddressView;
  /** The charged AAC's bill-to address (funds control); null where the order names none. */
  billTo: PostalAddress | null;
  payment: StoredPayment;
  orders?: Record<string, OrderOptions>;
  breakbulkPoint?: string;
  /** A FEDSTRIP cart's requisitions as the approver is shown them (funds control); absent for an ordinary cart. */
  requisitions?: FundsRequisitionView[];
}

/** Refuses the order in its transaction: the caller withdraws the request instead of ordering it. */
export class ApprovalChanged extends Error {
  constructor(readonly change: ApprovalChange) {
    super(`the request changed after submission: ${change}`);
    this.name = 'ApprovalChanged';
  }
}

function bareCart(cart: CartView): CartView {
  return {
    ...cart,
    groups: cart.groups.map((g) => ({
      ...g,
      items: g.items.map(({ image: _image, features: _features, statePrograms: _programs, stateAccess: _access, ...item }) => item),
    })),
  };
}

export function takeSnapshot(
  cart: CartView,
  shipTo: AddressView,
  payment: StoredPayment,
  state: CheckoutState,
  billTo: PostalAddress | null = null,
  requisitions: FundsRequisitionView[] = [],
): ApprovalSnapshot {
  return {
    v: 1,
    cart: bareCart(cart),
    shipTo,
    billTo,
    payment,
    ...(state.orders ? { orders: state.orders } : {}),
    ...(state.breakbulkPoint ? { breakbulkPoint: state.breakbulkPoint } : {}),
    ...(requisitions.length > 0 ? { requisitions } : {}),
  };
}

/** A copy this server wrote (version 1): its frame is checked, its contents are what takeSnapshot kept. */
function isSnapshot(raw: unknown): raw is ApprovalSnapshot {
  return isObject(raw) && raw.v === 1 && isObject(raw.cart) && isObject(raw.shipTo) && isObject(raw.payment);
}

/** The stored copy, or null for a request written before copies were kept (or not in the expected shape). */
export function readSnapshot(raw: unknown): ApprovalSnapshot | null {
  return isSnapshot(raw) ? raw : null;
}

/** The checkout choices the order is placed with, as the order path reads them. */
export function snapshotState(s: ApprovalSnapshot): CheckoutState {
  return {
    addressId: s.shipTo.id,
    payment: s.payment,
    ...(s.orders ? { orders: s.orders } : {}),
    ...(s.breakbulkPoint ? { breakbulkPoint: s.breakbulkPoint } : {}),
  };
}

/** Each line as what was agreed: the offer, the quantity and the price the buyer accepted. */
const lineKeys = (cart: CartView) =>
  cart.groups
    .flatMap((g) => g.items.map((i) => `${i.offerId}x${i.quantity}@${i.acceptedPriceCents}`))
    .sort()
    .join(',');

const ADDRESS_FIELDS = ['kind', 'aac', 'name', 'contactName', 'phone', 'email', 'organization', 'line1', 'line2', 'city', 'state', 'zip', 'country'] as const;

/** What changed since submission, if anything: the cart's lines, or the ship-to entry (changed or deleted). */
export async function approvalChange(db: AppDb, memberId: string, snapshot: ApprovalSnapshot, cart: CartView): Promise<ApprovalChange | undefined> {
  if (lineKeys(cart) !== lineKeys(snapshot.cart)) return 'cart';
  const now = await findAddress(db, memberId, snapshot.shipTo.id);
  if (!now || ADDRESS_FIELDS.some((f) => (now[f] ?? '') !== (snapshot.shipTo[f] ?? ''))) return 'shipTo';
  return undefined;
}

/**
 * The buyer's grants for the AACs of the copy, checked again when the order is placed: the buyer entered the
 * AAC passwords at submission, in their own session, so a grant is good here unless revoked or locked since.
 */
export async function grantProblems(db: AppDb, memberId: string, snapshot: ApprovalSnapshot, now: Date): Promise<CheckoutProblem[]> {
  // A FEDSTRIP requisition ships to or bills the AACs its signal code names; each of them needs the grant too.
  const named = (snapshot.requisitions ?? []).flatMap((r) => [r.shipToAac, r.billToAac ?? '']).filter((aac) => aac !== '');
  const aacs = [...new Set([...orderAacs(snapshot.shipTo, snapshot.payment), ...named])];
  const standings = await aacStandings({ db, memberId, unlocked: new Set(aacs), now }, aacs);
  return [...standings].flatMap(([aac, s]): CheckoutProblem[] => {
    if (s.access === 'none') return [{ code: 'aacNoGrant', aac, message: APPROVAL_TEXT.noGrant(aac) }];
    if (s.access === 'locked') return [{ code: 'aacLocked', aac, message: APPROVAL_TEXT.locked(aac) }];
    return [];
  });
}

/** The approver's warning on a pending request its decision would withdraw. */
export function changeProblem(change: ApprovalChange): CheckoutProblem {
  return { code: 'changedAfterSubmission', message: APPROVAL_TEXT.changedPending(change) };
}
