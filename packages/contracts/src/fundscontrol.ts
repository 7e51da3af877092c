/**
 * Funds-control carts (docs/product/README.md, docs/product/funds-control.md cart/afc_cart, cart/authorize_funds, ggs/cart/process_order AFCDataEntry):
 * a cart charged by accounting codes to an AAC under funds control is not ordered at checkout. The buyer
 * submits it for authorization (the cart is frozen), one of the AAC's funds approvers checks or completes the
 * line of accounting and authorizes (the order is placed) or rejects it with a reason (the cart returns to
 * the buyer). Inputs, views and texts of the area.
 */
import { z } from 'zod';
import type { AddressView } from './account-address.js';
import { answer, type AnswerRows } from './answer-table.js';
import { objectIdSchema } from './catalog.js';
import type { AccountingCodes, CheckoutOrderView, CheckoutProblem } from './checkout-views.js';
import type { EnvelopeAttributes } from './envelope.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import type { FieldProblem } from './parkcart.js';

/** A postal address without a contact (an AAC's bill-to). */
export interface PostalAddress {
  organization: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** Pending → Authorized → Ordered (in one transaction) | Rejected | Withdrawn. */
export const FUNDS_STATES = ['Pending', 'Authorized', 'Ordered', 'Rejected', 'Withdrawn'] as const;
export type FundsState = (typeof FUNDS_STATES)[number];

export const FUNDS_REASON_MAX = 500;
const ID_MAX = 2_147_483_647;

export const FUNDS_TEXT = {
  notFundsControl: 'This cart is not charged to an AAC under funds control. Continue at checkout to place the order.',
  noApprover: (aac: string) => `No funds approver is registered for AAC ${aac}, so the cart cannot be submitted for authorization. Contact your agency’s funds manager.`,
  submitted: (aac: string) => `Your cart was submitted for funds authorization to the funds approvers of AAC ${aac}. We will email you when it is decided.`,
  withdrawn: 'You withdrew the request. The cart is your shopping cart again and can be changed.',
  merged: 'The items you added to a new cart in the meantime were added to this cart.',
  alreadyDecided: (state: string) => `This cart was already ${state.toLowerCase()}; it cannot be decided or withdrawn again.`,
  changed: 'This request changed since you opened it. Review it again before you decide.',
  ownCart: 'You cannot authorize or reject your own cart. Another funds approver of this AAC decides it.',
  reasonRequired: 'Enter the reason for rejecting the cart; the buyer receives it.',
  reasonTooLong: `The reason has at most ${FUNDS_REASON_MAX} characters.`,
  saved: 'The line of accounting was saved. The cart is still waiting for your decision.',
  ordered: (group: string) => `You authorized the cart. Order group ${group} was placed and the buyer has been emailed the confirmation.`,
  rejected: 'You rejected the cart. The buyer has been emailed the reason and can change the cart.',
  notOrdered: 'The cart cannot be ordered as it stands. Reject it with the reason so the buyer can change it.',
  frozen: 'This cart is waiting for funds authorization and cannot be changed. Withdraw the request to change it.',
  noRequests: 'You have not submitted a cart for funds authorization.',
  noWork: 'No funds-control carts are waiting for you.',
  waiting: (carts: number) =>
    `${carts === 1 ? 'A cart of yours is' : `${carts} carts of yours are`} waiting for funds authorization and cannot be changed until decided.`,
} as const;

/** What the approver enters or corrects; checked with the checkout's accountingCodesSchema and the request's AAC. */
const loaField = (max: number) => z.string().trim().max(max).default('');

const fundsId = (label: string) => z.number({ error: `${label} is required.` }).int().positive().transform((n) => (n <= ID_MAX ? n : 0));
const version = z.number({ error: 'The version is required.' }).int().min(0).max(ID_MAX);

export const FUNDS_INPUTS = {
  // ?id=<request> opens a request (the buyer's OrderSummary, an approver's AFCDataEntry); ?cart=current the cart
  // about to be submitted (checkout sends the buyer there); without either, the buyer's list (Initial).
  'cart/afc_cart': {
    query: z.object({ id: objectIdSchema('The request id').optional(), cart: z.literal('current').optional().catch(undefined) }),
  },
  'cart/afc_submit': { body: z.object({ cartId: fundsId('The cart id'), version }) },
  'cart/afc_withdraw': { body: z.object({ id: fundsId('The request id'), version }) },
  'cart/afc_worklist': { query: z.object({}) },
  'cart/authorize_funds': {
    body: z
      .object({
        id: fundsId('The request id'),
        version,
        decision: z.enum(['authorize', 'reject', 'save'], { error: 'Choose Authorize or Reject.' }),
        reason: z.string().trim().max(FUNDS_REASON_MAX, { error: FUNDS_TEXT.reasonTooLong }).default(''),
        fundCode: loaField(8),
        appropriation: loaField(40),
        objectClass: loaField(8),
        projectJob: loaField(20),
        documentNumber: loaField(20),
      })
      .refine((v) => v.decision !== 'reject' || !!v.reason, { path: ['reason'], error: FUNDS_TEXT.reasonRequired }),
  },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

export interface AuthorizeFundsInput {
  id: number;
  version: number;
  decision: 'authorize' | 'reject' | 'save';
  reason: string;
  fundCode: string;
  appropriation: string;
  objectClass: string;
  projectJob: string;
  documentNumber: string;
}

/** The fields of the line of accounting, in the order the forms show them. */
export const LOA_FIELDS = ['fundCode', 'appropriation', 'objectClass', 'projectJob', 'documentNumber'] as const;

/** Who did what, when: submitted, then decided (authorized and ordered, rejected, or withdrawn). */
export interface FundsEventView {
  what: 'Submitted' | FundsState;
  at: string;
  by: string;
  note: string | null;
}

/** One request as the lists show it. */
export interface FundsRequestSummary {
  id: number;
  aac: string;
  aacName: string;
  agency: string;
  status: FundsState;
  totalCents: number;
  buyerName: string;
  buyerEmail: string;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
  groupNumber: string | null;
}

/**
 * afc_cart OrderSummary (the buyer) and AFCDataEntry (an approver), process_order AFCDataEntry, authorize_funds
 * Initial and Success: the cart's lines by order, the line of accounting, the state and its history, and what the
 * caller may do. `request` is null on the cart about to be submitted.
 */
/**
 * A FEDSTRIP requisition of a funds-control cart as the approver reviews it: what it orders, with which fund code,
 * where it ships (its AAC and that AAC's address as the address book read at submission) and whom it bills. The
 * request keeps these in its copy (ADR 0022); a change of any of them since withdraws the request when decided.
 */
export interface FundsRequisitionView {
  /** The requisition's place in the cart, 1 up: what the approver reads when it has no document number yet. */
  line: number;
  /** rp 30–43, given when the line was keyed; null while it has none. */
  documentNumber: string | null;
  title: string;
  stockNumber: string;
  quantity: number;
  unitOfIssue: string;
  fundCode: string;
  signalCode: string;
  contractorName: string;
  contractNumber: string;
  /** The AAC it ships to (signal code, supplementary address or exception ship-to) and its address-book entry. */
  shipToAac: string;
  shipTo: AddressView | null;
  /** The AAC it bills, or null for free issue (signals D and M). */
  billToAac: string | null;
  exceptionRemarks: string;
  /** The 80-position record as it will be sent. */
  record: string;
}

export interface FundsCartAttributes extends EnvelopeAttributes {
  request: FundsRequestSummary | null;
  /** The request's version, sent back with a decision or a withdrawal. */
  version: number;
  cartId: number;
  /** The cart's version, sent back with the submission. */
  cartVersion: number;
  aacName: string;
  agency: string;
  orders: CheckoutOrderView[];
  /** A FEDSTRIP cart's requisitions, one a keyed line (empty for an ordinary cart). */
  requisitions: FundsRequisitionView[];
  itemCount: number;
  totalCents: number;
  accounting: AccountingCodes;
  /** A submitted request's: the address as it read at submission, which the order ships to (ADR 0022). */
  shipTo: AddressView | null;
  /** The charged AAC's bill-to address. */
  billTo: PostalAddress | null;
  events: FundsEventView[];
  problems: CheckoutProblem[];
  canSubmit: boolean;
  canWithdraw: boolean;
  canDecide: boolean;
  /** The approver opened their own cart: they see it but another approver decides. */
  ownCart: boolean;
  notice: string | null;
  errors?: FieldProblem[];
}

/** afc_cart Initial (the buyer's requests) and afc_worklist Initial (the approver's carts). */
export interface FundsListAttributes extends EnvelopeAttributes {
  requests: FundsRequestSummary[];
  notice: string | null;
}

/** 'Pending' reads 'Waiting for authorization' and so on, on both sides. */
export const FUNDS_STATE_LABELS: Readonly<Record<FundsState | 'Submitted', string>> = {
  Submitted: 'Submitted for authorization',
  Pending: 'Waiting for authorization',
  Authorized: 'Authorized',
  Ordered: 'Authorized and ordered',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn by the buyer',
};

/** What each funds-control answer carries (the answer map, answers.ts); ggs/cart/process_order AFCDataEntry is in checkout-answers.ts. */
export const FUNDS_ANSWERS = {
  'cart/afc_cart': { Initial: answer<FundsListAttributes>(), OrderSummary: answer<FundsCartAttributes>(), AFCDataEntry: answer<FundsCartAttributes>() },
  'cart/afc_submit': { OrderSummary: answer<FundsCartAttributes>() },
  'cart/afc_withdraw': { OrderSummary: answer<FundsCartAttributes>() },
  'cart/afc_worklist': { Initial: answer<FundsListAttributes>() },
  'cart/authorize_funds': { Initial: answer<FundsCartAttributes>(), Success: answer<FundsCartAttributes>() },
} satisfies AnswerRows;
