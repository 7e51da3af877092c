/**
 * What the order-history screens read (docs/product/order-history.md orderhistory): order rows, one order with its lines and
 * status history, an order group, the requisition data of an accounting-code order, and the card
 * reconciliation list. Dates are yyyy-mm-dd (UTC days); money is integer cents.
 */
import type { InvoiceView } from './contractor-documents.js';
import type { Requisition } from './fedstrip-record.js';
import type { SupplyStatusCode } from './milstrip-status.js';

/** Order and line statuses (docs/product/order-history.md), in the order an order moves through them. */
export const ORDER_STATUSES = ['Submitted', 'Accepted', 'Backordered', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const ORDER_HISTORY_PAGE_SIZE = 25;

/** How an order was paid: the card's brand and last four digits, the agency accounting codes, or a state or local purchase order. */
export type PaymentView
  = | { kind: 'card'; brand: string; last4: string; expiry: string | null; text: string }
    | { kind: 'accounting'; fields: AccountingField[]; text: string }
    | { kind: 'purchaseOrder'; number: string; text: string };

export interface AccountingField {
  key: string;
  label: string;
  value: string;
}

/** One row of My Orders, an order group's list and the reconciliation list. */
export interface OrderRowView {
  orderId: number;
  orderNumber: string;
  groupNumber: string;
  orderDate: string;
  contractorName: string;
  contractNumber: string;
  status: OrderStatus;
  totalCents: number;
  paymentKind: PaymentView['kind'];
  /** A punchout order, read in its organization's punchout session: the agency's PO number (cXML orderID). */
  poNumber?: string;
}

export interface MyOrdersFilters {
  from: string | null;
  to: string | null;
  status: OrderStatus | null;
  orderNumber: string | null;
}

export interface MyOrdersAttributes {
  filters: MyOrdersFilters;
  page: number;
  pageSize: number;
  pageCount: number;
  totalOrders: number;
  orders: OrderRowView[];
  [key: string]: unknown;
}

export interface OrderLineView {
  lineId: number;
  lineNumber: number;
  productId: number;
  partNumber: string;
  nsn: string | null;
  title: string;
  unitOfIssue: string;
  quantity: number;
  unitPriceCents: number;
  extendedCents: number;
  status: OrderStatus;
  /** Backordered: when the contractor expects to ship. */
  estimatedDate: string | null;
  /** Shipped: carrier and tracking number. */
  carrier: string | null;
  trackingNumber: string | null;
}

export interface StatusHistoryView {
  at: string;
  status: string;
  /** The line the change was about, or null for the whole order. */
  lineNumber: number | null;
  note: string;
}

export interface OrderDetailView {
  orderId: number;
  orderNumber: string;
  groupNumber: string;
  orderDate: string;
  status: OrderStatus;
  contractorName: string;
  contractNumber: string;
  deliverBy: string | null;
  notes: string;
  totalCents: number;
  shipTo: string[];
  payment: PaymentView;
  /** A state or local order: the purchasing program it was made under, with what it cited (orderProgramText). */
  program: string | null;
  lines: OrderLineView[];
  history: StatusHistoryView[];
  /** The buyer may still cancel: the order is Submitted (the contractor has not accepted it yet). */
  canCancel: boolean;
  reconciledAt: string | null;
  statementReference: string | null;
  /** A punchout order, read in its organization's punchout session: the agency's PO number (cXML orderID). */
  poNumber?: string;
  /** The contractor's invoices for this order, oldest first (docs/adr/0033-contractor-documents.md). */
  invoices?: InvoiceView[];
}

export interface OrderDetailsAttributes {
  order: OrderDetailView;
  /** Set after a change made on this screen, e.g. a cancellation. */
  message: string | null;
  [key: string]: unknown;
}

/** An order of a group with where it ships and how it is paid, when the group's orders do not all share them. */
export interface GroupOrderRowView extends OrderRowView {
  route?: { shipTo: string[]; payment: PaymentView };
}

export interface OrderSummaryAttributes {
  group: {
    groupNumber: string;
    orderDate: string;
    totalCents: number;
    /** The group's (the requisitioner's for FEDSTRIP); with `routesApart`, each order's `route` is what holds. */
    shipTo: string[];
    payment: PaymentView;
    program: string | null;
    /** The orders ship to or bill different places (FEDSTRIP signal codes): each order carries its `route`. */
    routesApart: boolean;
    orders: GroupOrderRowView[];
    /** A punchout order group, read in its organization's punchout session: the agency's PO number. */
    poNumber?: string;
  };
  [key: string]: unknown;
}

export interface RequisitionDetailAttributes {
  orderNumber: string;
  groupNumber: string;
  orderDate: string;
  status: OrderStatus;
  contractorName: string;
  totalCents: number;
  shipTo: string[];
  payment: PaymentView;
  program: string | null;
  /** FEDSTRIP orders: each requisition field by field with its 80-position record (fedstrip-record.ts). */
  requisitions: RequisitionDetailView[];
  [key: string]: unknown;
}

export interface RequisitionDetailView {
  lineNumber: number;
  title: string;
  documentNumber: string;
  record: string;
  fields: Requisition;
  exceptionRemarks: string;
  exceptionShipTo: string;
  /** Where the requisition stands in MILSTRIP terms (milstrip-status.ts); null only before the order has lines. */
  supplyStatus: RequisitionSupplyStatusView | null;
  /** Once the contractor shipped the line; null before. */
  shipmentStatus: RequisitionShipmentStatusView | null;
}

export interface RequisitionSupplyStatusView {
  code: SupplyStatusCode;
  /** ISO day of the status (the AAC's time zone). */
  date: string;
  /** ISO day, when the status gives one. */
  estimatedShippingDate: string | null;
  /** The 80-position AE1 record. */
  record: string;
}

export interface RequisitionShipmentStatusView {
  /** ISO day shipped (the AAC's time zone). */
  shippedDate: string;
  carrier: string;
  trackingNumber: string;
  /** The 80-position AS1 record; rp 62–76 blank when the tracking number is longer than its 15 positions. */
  record: string;
}

export type ReconcileState = 'all' | 'open' | 'reconciled';

export interface ReconcileRowView extends OrderRowView {
  cardText: string;
  reconciledAt: string | null;
  statementReference: string | null;
  /** The sum of the contractor's invoices for the order; null while none came (docs/adr/0033-contractor-documents.md). */
  invoicedCents?: number | null;
}

export interface ReconcileAttributes {
  filters: { from: string; to: string; state: ReconcileState };
  orders: ReconcileRowView[];
  /** More card orders are in the range than the list shows; narrow the range. */
  truncated: boolean;
  totalCents: number;
  message: string | null;
  [key: string]: unknown;
}

/** Labels of the accounting codes an order group carries (checkout/requisition); unknown keys get a readable label. */
const ACCOUNTING_LABELS: Record<string, string> = {
  aac: 'AAC/DoDAAC',
  dodaac: 'AAC/DoDAAC',
  fund: 'Fund code',
  fundCode: 'Fund code',
  appropriation: 'Appropriation',
  objectClass: 'Object class',
  projectJob: 'Project/job',
  project: 'Project/job',
  documentNumber: 'Document number',
  requisitionNumber: 'Requisition number',
  signalCode: 'Signal code',
  supplementaryAddress: 'Supplementary address',
};

function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function accountingFields(accounting: Record<string, unknown> | null | undefined): AccountingField[] {
  if (!accounting) return [];
  const known = Object.keys(ACCOUNTING_LABELS);
  const keys = Object.keys(accounting).sort((a, b) => rank(a, known) - rank(b, known) || a.localeCompare(b));
  return keys
    .filter((key) => typeof accounting[key] === 'string' || typeof accounting[key] === 'number')
    .map((key) => ({ key, label: ACCOUNTING_LABELS[key] ?? humanize(key), value: String(accounting[key]).trim() }))
    .filter((f) => f.value !== '');
}

function rank(key: string, known: string[]): number {
  const i = known.indexOf(key);
  return i < 0 ? known.length : i;
}

/** The value of one accounting code under any of its usual key names. */
export function accountingValue(accounting: Record<string, unknown> | null | undefined, ...keys: string[]): string {
  for (const key of keys) {
    const v = accounting?.[key];
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return '';
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };

/** "Visa •••• 1234" (as checkout writes it): never more of a card than its brand and last four digits (docs/product/checkout.md). */
export function cardText(brand: string | null | undefined, last4: string | null | undefined): string {
  const name = brand ? (BRANDS[brand.toLowerCase()] ?? brand) : 'Purchase card';
  return `${name} •••• ${last4 ?? ''}`;
}

/** The address lines of a ship-to as saved with the order (an address-book entry or an AAC/DoDAAC address). */
export function shipToLines(shipTo: Record<string, unknown> | null | undefined): string[] {
  if (!shipTo) return [];
  const s = (key: string) => (typeof shipTo[key] === 'string' ? (shipTo[key] as string).trim() : '');
  const cityLine = [s('city'), [s('state'), s('zip')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const country = s('country');
  return [
    s('contactName'),
    s('organization'),
    s('line1'),
    s('line2'),
    cityLine,
    country && country !== 'US' ? country : '',
    s('aac') ? `AAC/DoDAAC ${s('aac')}` : '',
    s('phone') ? `Phone ${s('phone')}` : '',
    s('email'),
  ].filter(Boolean);
}

/** Cents as a plain amount without currency sign, e.g. 123456 → "1234.56" (CSV). */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
