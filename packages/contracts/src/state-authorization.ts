/**
 * A state or local member's payments and their supervisor's authorization (docs/product/state-and-local.md
 * state/select_payments, state/request_authorization, state/supervisor_response): an order above the member's
 * limit, or under a program that needs it, waits for the supervisor named on the member's validation, who
 * approves or declines it from a single-use link. Only an approved request is ordered.
 */
import { z } from 'zod';
import type { AddressView } from './account-address.js';
import { MICRO_PURCHASE_THRESHOLD_DOLLARS } from './constants.js';
import type { EnvelopeAttributes } from './envelope.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import type { CheckoutProblem } from './checkout-views.js';

/** The highest limit a member may state: the federal micro-purchase threshold (FAR 2.101; $15,000 since FAC 2025-06). */
export const STATE_LIMIT_MAX_CENTS = MICRO_PURCHASE_THRESHOLD_DOLLARS * 100;
/** The supervisor's link is good for this long, like the AAC approval link. */
export const STATE_LINK_DAYS = 7;
export const STATE_DECLINE_REASON_MAX = 500;
export const STATE_NOTE_MAX = 500;

/** Pending → Approved → Ordered (in the order's transaction), or Declined / Withdrawn (the cart goes back). */
export const STATE_AUTH_STATES = ['Pending', 'Approved', 'Ordered', 'Declined', 'Withdrawn'] as const;
export type StateAuthState = (typeof STATE_AUTH_STATES)[number];
export type StateAuthNeed = 'limit' | 'program';

/** A purchase order number: the spec restricts the document number's characters without naming them (docs/product/validation-rules.md). */
export const PURCHASE_ORDER_RULE = /^[A-Z0-9][A-Z0-9\-/.]{0,29}$/;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const STATE_AUTH_TEXT = {
  supervisorFormat: 'Enter your supervisor’s email address in the form name@agency.gov.',
  supervisorUnknown: (email: string) =>
    `${email} is not a registered state or local member. Your supervisor registers as a state or local buyer first; then enter their email address.`,
  supervisorSelf: 'You cannot authorize your own orders. Enter your supervisor’s email address.',
  limitFormat: `Enter your limit per order in dollars, from 0 to ${dollars(STATE_LIMIT_MAX_CENTS)}.`,
  needsSupervisor: 'This order needs your supervisor’s authorization, and no supervisor is recorded for you. Ask your agency administrator to record your supervisor and your limit per order.',
  supervisorGone: 'The supervisor recorded for you is no longer an active member. Ask your agency administrator to record your supervisor again.',
  /** The member's own eligibility form: the limit and the supervisor that hold the member back are not theirs to set. */
  setByOthers: 'Your supervisor and your limit per order are recorded by your agency administrator or your supervisor, not on this form.',
  limitMemberUnknown: (email: string) => `${email} is not a state or local member with a validated eligibility.`,
  aboveLimit: (total: number, limit: number) => `The order total ${dollars(total)} is above your limit of ${dollars(limit)} per order.`,
  programNeeds: (program: string) => `Orders under ${program} are authorized by your supervisor.`,
  noDraft: 'No order is waiting to be sent for authorization. Place your order from the checkout review first.',
  sent: (email: string) => `Your order was sent to ${email} for authorization. We will email you when it is decided; until then the cart waits and cannot be changed.`,
  noRequests: 'You have no orders waiting for or decided by your supervisor.',
  linkRequired: 'The authorization link is incomplete. Open the link from your email again.',
  linkInvalid: 'This authorization link is not valid for you. Sign in as the supervisor the email was sent to, and open the link from that email.',
  linkExpired: (days: number) => `This authorization link has expired (links are good for ${days} days). The buyer can send the order again.`,
  alreadyDecided: (state: string) => `This order was already ${state.toLowerCase()}; it cannot be decided again.`,
  selfDecision: 'You cannot authorize your own order.',
  reasonRequired: 'Enter the reason for declining the order; the buyer receives it.',
  reasonTooLong: `The reason has at most ${STATE_DECLINE_REASON_MAX} characters.`,
  noteTooLong: `The note has at most ${STATE_NOTE_MAX} characters.`,
  approved: (buyer: string, group: string) => `You approved ${buyer}’s order. It was placed as order ${group}, and the buyer has been emailed.`,
  declined: (buyer: string) => `You declined ${buyer}’s order. The buyer has been emailed the reason, and the cart is theirs again.`,
  notOrdered: 'The order cannot be placed as it stands, so nothing was approved. The buyer can change the cart and send it again.',
  withdrawn: 'You withdrew the order. Its items are back in your cart.',
  notPending: (state: string) => `This order is ${state.toLowerCase()} and can no longer be withdrawn.`,
  purchaseOrderRequired: 'Enter your entity’s purchase order number.',
  purchaseOrderFormat: 'Enter the purchase order number: up to 30 letters, digits, hyphens, slashes and periods, beginning with a letter or digit.',
  methodRequired: 'Choose how your entity pays: a purchase card or a purchase order.',
  purchaseOrderSaved: (po: string) => `Your order will be paid by purchase order ${po}.`,
} as const;

export const formatDollars = dollars;

/** 'Purchase order PO-2026-114': the checkout, the confirmation and the authorization name the payment so. */
export const purchaseOrderLabel = (number: string) => `Purchase order ${number}`;

/** An order waiting for, or decided by, the supervisor, as the buyer and the supervisor see it. */
export interface StateAuthorizationView {
  id: number;
  state: StateAuthState;
  buyerName: string;
  buyerEmail: string;
  supervisorName: string;
  supervisorEmail: string;
  agencyName: string;
  program: { key: string; name: string; purpose: string | null; reference: string | null };
  needs: StateAuthNeed[];
  /** One sentence per need, as the buyer and supervisor read it. */
  needsText: string[];
  totalCents: number;
  limitCents: number;
  paymentLabel: string;
  /** The ship-to address as it read when the order was sent: the order ships there (ADR 0022). */
  shipTo: AddressView | null;
  /** The lines as sent, at the prices the buyer accepted. */
  lines: Array<{ title: string; contractorName: string; quantity: number; unitPriceCents: number; extendedCents: number }>;
  note: string | null;
  requestedAt: string;
  expiresAt: string;
  /** Pending, but its link expired: nobody can approve it; the buyer withdraws it and sends again. */
  expired: boolean;
  decidedAt: string | null;
  reason: string | null;
  groupNumber: string | null;
}

/** request_authorization: the order about to be sent (draft), a request, or the buyer's list. */
export interface RequestAuthorizationAttributes extends EnvelopeAttributes {
  draft: {
    cartId: number;
    version: number;
    supervisorEmail: string | null;
    totalCents: number;
    limitCents: number;
    needsText: string[];
    program: string;
    problems: CheckoutProblem[];
  } | null;
  request: StateAuthorizationView | null;
  requests: StateAuthorizationView[];
  /** Orders that name the member as supervisor and wait for their decision (their work list). */
  toDecide: StateAuthorizationView[];
  notice?: string;
}

export interface SupervisorResponseAttributes extends EnvelopeAttributes {
  request: StateAuthorizationView;
  /** Whether the supervisor may still decide it. */
  canDecide: boolean;
  notice?: string;
  problems?: CheckoutProblem[];
}

export interface SelectPaymentsAttributes extends EnvelopeAttributes {
  agencyName: string | null;
  current: { kind: 'card' | 'accounting' | 'purchaseOrder'; label: string } | null;
  purchaseOrder: string;
  saved?: boolean;
  notice?: string;
}

const id = z.number().int().positive().max(2_147_483_647);
const queryId = z.string().trim().regex(/^\d{1,10}$/).transform(Number).optional();
/** The link's token: 32 random bytes, base64url. Anything else is simply not found. */
const token = z.string().trim().max(128);

export const purchaseOrderSchema = z
  .string({ error: STATE_AUTH_TEXT.purchaseOrderRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: STATE_AUTH_TEXT.purchaseOrderRequired })
  .regex(PURCHASE_ORDER_RULE, { error: STATE_AUTH_TEXT.purchaseOrderFormat });

export interface RequestAuthorizationInput {
  send?: { cartId: number; version: number; note?: string | undefined } | undefined;
  withdraw?: number | undefined;
}

export interface SupervisorResponseInput {
  token?: string | undefined;
  /** The work list names an order by id; only the supervisor it names may open it, as with the link. */
  requestId?: number | undefined;
  decision?: 'approve' | 'decline' | undefined;
  reason?: string | undefined;
}

export type SelectPaymentsInput = { method: 'card' } | { method: 'purchaseOrder'; purchaseOrder: string } | undefined;

export const STATE_AUTH_INPUTS = {
  'state/select_payments': {
    body: z
      .looseObject({})
      .optional()
      .transform((value, ctx): SelectPaymentsInput => {
        if (!value || Object.keys(value).length === 0) return undefined;
        if (value.method === 'card') return { method: 'card' };
        if (value.method !== 'purchaseOrder') {
          ctx.addIssue({ code: 'custom', path: ['method'], message: STATE_AUTH_TEXT.methodRequired });
          return z.NEVER;
        }
        const po = purchaseOrderSchema.safeParse(value.purchaseOrder ?? '');
        if (po.success) return { method: 'purchaseOrder', purchaseOrder: po.data };
        ctx.addIssue({ code: 'custom', path: ['purchaseOrder'], message: po.error.issues[0]?.message ?? STATE_AUTH_TEXT.purchaseOrderFormat });
        return z.NEVER;
      }),
  },
  'state/request_authorization': {
    query: z.object({ request: queryId }),
    body: z.object({
      send: z
        .object({
          cartId: id,
          version: z.number().int().min(0),
          note: z.string().trim().max(STATE_NOTE_MAX, { error: STATE_AUTH_TEXT.noteTooLong }).optional(),
        })
        .optional(),
      withdraw: id.optional(),
    }),
  },
  'state/supervisor_response': {
    query: z.object({ token: token.optional(), request: queryId }),
    body: z
      .object({
        token: token.optional(),
        requestId: id.optional(),
        decision: z.enum(['approve', 'decline']).optional(),
        reason: z.string().trim().max(STATE_DECLINE_REASON_MAX, { error: STATE_AUTH_TEXT.reasonTooLong }).optional(),
      })
      .refine((v) => v.decision !== 'decline' || !!v.reason, { path: ['reason'], error: STATE_AUTH_TEXT.reasonRequired }),
  },
} satisfies Partial<Record<ServerPath, InputSchemas>>;
