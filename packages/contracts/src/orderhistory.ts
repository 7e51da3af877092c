/** Inputs, views and buyer-facing texts of order history (docs/product/order-history.md orderhistory). */
import { z } from 'zod';
import { answer, type AnswerRows } from './answer-table.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import {
  type MyOrdersAttributes, ORDER_STATUSES, type OrderDetailsAttributes, type OrderSummaryAttributes, type ReconcileAttributes, type RequisitionDetailAttributes,
} from './orderhistory-views.js';
import { ascii, parseSpecDate, schemas } from './validation.js';

export * from './orderhistory-views.js';

export const ORDERHISTORY_TEXT = {
  noOrders: 'You have no orders yet.',
  /** The history note of a buyer's own cancellation; a requisition cancelled so has supply status BQ, not B4. */
  cancelledByBuyer: 'Cancelled by the buyer.',
  noMatches: 'No orders match these filters.',
  dateOrder: 'The end date must be on or after the start date.',
  orderNumber: 'An order number contains only letters, digits and hyphens.',
  status: 'Choose a status from the list.',
  page: 'The page must be a whole number of 1 or more.',
  cancelled: (orderNumber: string) => `Order ${orderNumber} is cancelled. We emailed you a confirmation.`,
  cannotCancel: (status: string) => `This order can no longer be cancelled: it is ${status}. Contact the contractor for help.`,
  statementReference: 'Enter the statement reference (for example the statement date and line) these orders match.',
  chooseOrders: 'Choose at least one order.',
  reconciled: (n: number, reference: string) => `${n} ${n === 1 ? 'order' : 'orders'} marked reconciled against ${reference}.`,
  cleared: (n: number) => `Reconciliation cleared on ${n} ${n === 1 ? 'order' : 'orders'}.`,
  noAccountingCodes: 'This order was paid by purchase card; it has no requisition or accounting-code data.',
} as const;

/** The most orders one reconciliation list shows and one submission marks. */
export const RECONCILE_LIMIT = 500;
export const STATEMENT_REFERENCE_MAX = 80;

/** A form sends an empty field for "no filter". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** docs/product/validation-rules.md date (yyyy-mm-dd or m/d/yyyy), normalized to yyyy-mm-dd. */
const dateParam = z.preprocess(blankToUndefined, schemas.date.transform((v) => parseSpecDate(v) ?? v).optional());

const orderNumberSchema = z
  .string({ error: 'The order number is required.' })
  .trim()
  .min(1, { error: 'The order number is required.' })
  .max(30, { error: 'An order number has at most 30 characters.' })
  .regex(/^[A-Za-z0-9-]+$/, { error: ORDERHISTORY_TEXT.orderNumber })
  .transform((v) => v.toUpperCase());

const groupNumberSchema = z
  .string({ error: 'The order group number is required.' })
  .trim()
  .min(1, { error: 'The order group number is required.' })
  .max(30, { error: 'An order group number has at most 30 characters.' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'An order group number contains only letters, digits and hyphens.' })
  .transform((v) => v.toUpperCase());

const pageParam = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^0*[1-9]\d{0,5}$/, { error: ORDERHISTORY_TEXT.page })
    .transform(Number)
    .optional(),
);

const statusParam = z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES, { error: ORDERHISTORY_TEXT.status }).optional());

/** An object id in a JSON body: a positive whole number. */
const bodyId = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .positive({ error: `${label} must be positive.` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${label} is too large.` });

interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** yyyy-mm-dd strings compare as dates. */
function checkRange(value: DateRange, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: ORDERHISTORY_TEXT.dateOrder });
}

const reconcileState = z.preprocess(blankToUndefined, z.enum(['all', 'open', 'reconciled'], { error: 'Choose which orders to show.' }).optional());

const myOrdersQuery = z
  .object({
    from: dateParam,
    to: dateParam,
    status: statusParam,
    orderNumber: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(30, { error: 'An order number has at most 30 characters.' })
        .regex(/^[A-Za-z0-9-]+$/, { error: ORDERHISTORY_TEXT.orderNumber })
        .transform((v) => v.toUpperCase())
        .optional(),
    ),
    page: pageParam,
  })
  .superRefine(checkRange);

const reconcileQuery = z.object({ from: dateParam, to: dateParam, state: reconcileState }).superRefine(checkRange);

const reconcileSubmitBody = z
  .object({
    orderIds: z
      .array(bodyId('An order id'), { error: ORDERHISTORY_TEXT.chooseOrders })
      .min(1, { error: ORDERHISTORY_TEXT.chooseOrders })
      .max(RECONCILE_LIMIT, { error: `Mark at most ${RECONCILE_LIMIT} orders at a time.` }),
    /** false clears the reconciliation of the chosen orders (a buyer's mistake is undone this way). */
    reconciled: z.boolean({ error: 'reconciled must be true or false.' }).optional(),
    statementReference: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(STATEMENT_REFERENCE_MAX, { error: `The statement reference has at most ${STATEMENT_REFERENCE_MAX} characters.` })
        .pipe(ascii('The statement reference'))
        .optional(),
    ),
    from: dateParam,
    to: dateParam,
    state: reconcileState,
  })
  .superRefine((value, ctx) => {
    checkRange(value, ctx);
    if (value.reconciled !== false && !value.statementReference) {
      ctx.addIssue({ code: 'custom', path: ['statementReference'], message: ORDERHISTORY_TEXT.statementReference });
    }
  });

export type MyOrdersQuery = z.output<typeof myOrdersQuery>;
export type ReconcileQuery = z.output<typeof reconcileQuery>;
export type ReconcileSubmitBody = z.output<typeof reconcileSubmitBody>;

export const ORDERHISTORY_INPUTS = {
  'orderhistory/my_orders': { query: myOrdersQuery },
  'orderhistory/order_summary': { query: z.object({ group: groupNumberSchema }) },
  'orderhistory/order_details': { query: z.object({ orderNumber: orderNumberSchema }) },
  'orderhistory/requisition_detail': { query: z.object({ orderNumber: orderNumberSchema }) },
  // One order's requisitions, or (group) all the requisitions of an order group split across contractors.
  'orderhistory/requisition_records': {
    query: z.union([z.object({ orderNumber: orderNumberSchema }), z.object({ group: groupNumberSchema })], {
      error: 'Name the order (orderNumber) or the order group (group) whose requisitions to download.',
    }),
  },
  'orderhistory/requisition_status_records': { query: z.object({ orderNumber: orderNumberSchema }) },
  'orderhistory/view_pdf': { query: z.object({ orderNumber: orderNumberSchema }) },
  'orderhistory/reconcile': { query: reconcileQuery },
  'orderhistory/reconcile_export': { query: reconcileQuery },
  'orderhistory/reconcile_submit': { query: z.object({}), body: reconcileSubmitBody },
  'orderhistory/cancel_order': { query: z.object({}), body: z.object({ orderId: bodyId('The order id') }) },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

/**
 * What each order-history answer carries (the answer map, answers.ts). A cancellation answers the order's details and a
 * reconciliation the list again; the file answers (view_pdf, the records, reconcile_export) are no envelopes.
 */
export const ORDERHISTORY_ANSWERS = {
  'orderhistory/my_orders': { MyOrders: answer<MyOrdersAttributes>() },
  'orderhistory/order_summary': { OrderSummary: answer<OrderSummaryAttributes>() },
  'orderhistory/order_details': { OrderDetails: answer<OrderDetailsAttributes>() },
  'orderhistory/cancel_order': { OrderDetails: answer<OrderDetailsAttributes>() },
  'orderhistory/requisition_detail': { RequisitionDetail: answer<RequisitionDetailAttributes>() },
  'orderhistory/reconcile': { Reconcile: answer<ReconcileAttributes>() },
  'orderhistory/reconcile_submit': { Reconcile: answer<ReconcileAttributes>() },
} satisfies AnswerRows;
