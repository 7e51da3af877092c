/** What the checkout screens read (docs/product/checkout.md checkout and ggs/cart): the attributes of each answer. */
import type { CartItemView } from './cart-views.js';
import type { AddressView } from './account-address.js';
import type { SavedCardView } from './account-payments.js';
import type { AacAccess } from './checkout-aac.js';
import type { CardBrand } from './purchase-card.js';
import type { StateProgramKey } from './state-programs.js';

/**
 * A ship-to address: an address-book entry (its copy is kept on the order group). An AAC/DoDAAC address
 * says what the member may do with its AAC (checkout-aac.ts); an order goes there only when 'unlocked'.
 */
export type ShipToView = AddressView & { aacAccess?: AacAccess };

/** Agency accounting codes without the document number: what Manage Methods of Payment saves. */
export interface SavedCodes {
  aac: string;
  fundCode: string;
  appropriation: string;
  objectClass: string;
  /** Optional project or job number ('' when none). */
  projectJob: string;
}

/** Agency accounting codes (docs/product/fedstrip.md): the requisitioner's AAC plus fund and appropriation data. */
export interface AccountingCodes extends SavedCodes {
  /** Optional 14-character document number ('' when the server numbers the requisition). */
  documentNumber: string;
}

/** A saved line of accounting as Manage Methods of Payment and the checkout's form show it. */
export interface SavedCodesView {
  id: number;
  nickname: string;
  codes: SavedCodes;
  /** "Operations (AAC W91QUZ, fund code 21, ...)" or the codes alone. */
  label: string;
}

/** How the order is paid: only the card's brand, last four digits and expiry are ever kept. */
export type PaymentChoiceView
  = | { kind: 'card'; brand: CardBrand; last4: string; expMonth: number; expYear: number; holderName: string; label: string }
    | { kind: 'accounting'; codes: AccountingCodes; label: string }
    // A state or local entity's purchase order (state/select_payments).
    | { kind: 'purchaseOrder'; number: string; label: string };

export type CheckoutProblemCode = 'empty' | 'priceChanged' | 'unavailable' | 'aboveMaximum' | 'noAddress' | 'noPayment' | 'cardExpiring' | 'aboveCardLimit'
  // Ordering to an AAC (checkout-aac.ts): no grant, the grant locked, the password not entered in this session.
  | 'aacNoGrant' | 'aacLocked' | 'aacPassword'
  // A state or local order (state-programs.ts): not eligible, no program or reference, an item the program does not reach.
  | 'stateProgram'
  // A FEDSTRIP cart (fedstrip.ts): an item that is not a requisition, or whose quantity is not its requisitions'.
  | 'requisition'
  // An approval's copy no longer matches the cart or the address book (approval.ts): deciding it withdraws it.
  | 'changedAfterSubmission';

/** Something that keeps the order from being placed, with the buyer-facing sentence. */
export interface CheckoutProblem {
  code: CheckoutProblemCode;
  message: string;
  itemId?: number;
  /** The AAC of an aac* problem. */
  aac?: string;
}

/** One order of the checkout: a contractor's part of the cart, with its own delivery date and PO notes. */
export interface CheckoutOrderView {
  /** Identifies the order across the checkout steps: `<contractorId>-<contractNumber>`. */
  key: string;
  contractorId: number;
  contractorName: string;
  contractNumber: string;
  items: CartItemView[];
  subtotalCents: number;
  /** yyyy-mm-dd, or null for the contractor's normal delivery. */
  deliverBy: string | null;
  notes: string;
}

/** checkout/checkout_review and the steps that answer it (ProcessYourOrder). */
export interface ProcessYourOrderAttributes {
  /** null when the member has no active cart. */
  cartId: number | null;
  /** The cart version this review shows; the submission sends it back and is refused if the cart changed. */
  version: number;
  itemCount: number;
  totalCents: number;
  overseas: boolean;
  orders: CheckoutOrderView[];
  shipTo: ShipToView | null;
  payment: PaymentChoiceView | null;
  /** A breakbulk point (DoDAAC of the consolidation point) for overseas surface shipments, or null. */
  breakbulkPoint: string | null;
  /** Where the confirmation email goes (the member's address on file). */
  confirmationEmail: string;
  problems: CheckoutProblem[];
  /** A one-line confirmation of the step just taken ('Ship-to address saved.'), or null. */
  notice: string | null;
  /** A state or local member: the programs they may order under and what each cites (state-programs.ts); else null. */
  stateOrder?: StateOrderChoices | null;
  [key: string]: unknown;
}

export interface StateOrderChoices {
  programs: Array<{ key: StateProgramKey; name: string; orderReference: 'none' | 'disaster' | 'grant' | 'dodaac1122' }>;
  dodaac1122: string | null;
  /** Why the member can order under no program now (never validated, expired), else null. */
  blocked: string | null;
}

/** Select Shipping Address (ggs/cart/select_shipping, select_aac_shipping, edit_shipping Initial). */
export interface ShippingListAttributes {
  addresses: ShipToView[];
  selectedId: number | null;
  /** True on select_aac_shipping: only AAC/DoDAAC addresses are listed. */
  aacOnly: boolean;
  /** Whether a method of payment is chosen already (the step after the address is then the review). */
  paymentChosen: boolean;
  notice: string | null;
  [key: string]: unknown;
}

/** Verify Purchase Information (Destination): the address chosen and what ships there. */
export interface DestinationAttributes {
  address: ShipToView;
  orders: Array<Pick<CheckoutOrderView, 'key' | 'contractorName' | 'contractNumber' | 'subtotalCents'> & { itemCount: number }>;
  itemCount: number;
  totalCents: number;
  [key: string]: unknown;
}

/** The address forms of ggs/cart/edit_shipping: NewAAC (an AAC/DoDAAC address) and Create (an exception address). */
export interface ShippingAddressFormAttributes {
  view: 'newAAC' | 'create';
  /** The member's own contact details, offered as the address's contact. */
  prefill: { contactName: string; email: string; phone: string; organization: string };
  [key: string]: unknown;
}

/** Select Method of payment (ggs/cart/select_payment SelectPayment). */
export interface SelectPaymentAttributes {
  savedCards: SavedCardView[];
  current: PaymentChoiceView | null;
  itemCount: number;
  totalCents: number;
  /** The purchase card's single-purchase limit (cents): a card pays no order above it. */
  cardLimitCents: number;
  /** Orders of the cart above that limit (only accounting codes can pay them). */
  ordersAboveCardLimit: number;
  [key: string]: unknown;
}

/** VerifyEmail: the payment chosen and the address the order confirmation will be sent to. */
export interface VerifyEmailAttributes {
  payment: PaymentChoiceView;
  email: string;
  memberName: string;
  [key: string]: unknown;
}

/** Requisition Appropriation Data (checkout/requisition): the accounting-code form, prefilled. */
export interface RequisitionAttributes {
  values: AccountingCodes;
  /** The AAC of the chosen ship-to address, offered as the requisitioner's AAC. */
  shipToAac: string | null;
  /** The member's saved lines of accounting, offered to fill the form. */
  savedCodes: SavedCodesView[];
  [key: string]: unknown;
}

/** Delivery Options: the per-order deliver-by dates and PO notes form. */
export interface DeliveryOptionsAttributes {
  orders: CheckoutOrderView[];
  /** The earliest date the form accepts (yyyy-mm-dd). */
  earliestDate: string;
  [key: string]: unknown;
}

export interface ConfirmedLineView {
  lineNumber: number;
  title: string;
  partNumber: string;
  nsn: string | null;
  unitOfIssue: string;
  quantity: number;
  unitPriceCents: number;
  extendedCents: number;
}

export interface ConfirmedOrderView {
  orderNumber: string;
  contractorName: string;
  contractNumber: string;
  status: string;
  deliverBy: string | null;
  notes: string;
  subtotalCents: number;
  lines: ConfirmedLineView[];
  /** Where this order ships and how it is billed, when not the group's (a FEDSTRIP order's signal codes name them). */
  shipTo?: Record<string, string>;
  paymentLabel?: string;
}

/** OrderConfirmation (checkout_review_submit, order_confirm, ggs/cart/process_order). */
export interface OrderConfirmationAttributes {
  groupNumber: string;
  /** ISO timestamp. */
  placedAt: string;
  orders: ConfirmedOrderView[];
  totalCents: number;
  shipTo: Record<string, string>;
  /** 'Visa •••• 1111, expires 08/2030' or the accounting codes in one line. */
  paymentLabel: string;
  confirmationEmail: string;
  [key: string]: unknown;
}

/** The ship-to facts an order confirmation shows and emails, read from its `shipTo` record (a missing field is blank). */
export type ConfirmedShipTo = Pick<ShipToView, 'name' | 'aac' | 'contactName' | 'organization' | 'line1' | 'line2' | 'city' | 'state' | 'zip' | 'phone' | 'email'>;

export function confirmedShipTo(shipTo: Record<string, string>): ConfirmedShipTo {
  const field = (key: string) => shipTo[key] ?? '';
  return {
    name: field('name'), aac: shipTo.aac || null, contactName: field('contactName'), organization: field('organization'),
    line1: field('line1'), line2: field('line2'), city: field('city'), state: field('state'), zip: field('zip'),
    phone: field('phone'), email: field('email'),
  };
}

/** OrderError ('Checkout Review'): why the order was not placed; nothing was ordered. */
export interface OrderErrorAttributes {
  message: string;
  problems: CheckoutProblem[];
  [key: string]: unknown;
}

/** Where one order of a group ships and how it is paid: its own (a FEDSTRIP order's signal codes) or the group's. */
export function orderRoute(c: Pick<OrderConfirmationAttributes, 'shipTo' | 'paymentLabel'>, order: Pick<ConfirmedOrderView, 'shipTo' | 'paymentLabel'>) {
  return { shipTo: confirmedShipTo(order.shipTo ?? c.shipTo), paymentLabel: order.paymentLabel ?? c.paymentLabel };
}

/**
 * True when the group's orders do not all ship to and bill the group's ship-to and payment (FEDSTRIP orders split
 * by signal code): then each order shows its own, and the group's, which is only the first requisition's, is not
 * shown as if it held for all.
 */
export function ordersRouteApart(c: Pick<OrderConfirmationAttributes, 'shipTo' | 'paymentLabel' | 'orders'>): boolean {
  const group = JSON.stringify(orderRoute(c, {}));
  return c.orders.some((o) => JSON.stringify(orderRoute(c, o)) !== group);
}
