/** Inputs, views and buyer-facing texts of checkout (docs/product/checkout.md checkout and ggs/cart). */
import { z } from 'zod';
import { aacSchema, addressInputSchema } from './account-address.js';
import { objectIdSchema } from './catalog.js';
import { aacUnlockSchema, optionalAacPassword } from './checkout-aac.js';
import type { AccountingCodes } from './checkout-views.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { type CardSummary, cardExpiryError, cardNumberError } from './purchase-card.js';
import { ascii, parseSpecDate, upperAscii, validate } from './validation.js';

export * from './checkout-views.js';
export * from './checkout-aac.js';

/** The steps of the USWDS step indicator on the checkout screens. */
export const CHECKOUT_STEPS = ['Shipping', 'Payment', 'Review', 'Confirmation'] as const;

export const PO_NOTES_MAX = 500;
/** The header every checkout submission carries (docs/architecture.md, Security; draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const CHECKOUT_TEXT = {
  empty: 'Your shopping cart is empty.',
  priceChanged: (title: string) => `The price of “${title}” changed since you added it. Accept the new price in your cart before you order.`,
  unavailable: (title: string) => `“${title}” is no longer available. Remove it from your cart before you order.`,
  noAddress: 'Choose a ship-to address.',
  noPayment: 'Choose a method of payment.',
  orderNotPlaced: 'Your order was not placed. Correct the problems below and submit it again.',
  keyMissing: `The request needs an ${IDEMPOTENCY_KEY_HEADER} header.`,
  keyReused: 'This idempotency key was already used for a different request.',
  keyInFlight: 'This order is still being processed. Wait a moment, then look in your order history.',
  alreadyOrdered: 'This cart has already been ordered. Look in your order history for its order numbers.',
  cartChanged: 'Your cart changed since you reviewed it. Review your order again before you submit it.',
  noCart: 'There is no shopping cart to order. Add items to your cart first.',
  noOrderToConfirm: 'There is no order to confirm. Your orders are listed in your order history.',
  /** A group whose orders ship to or bill different places (FEDSTRIP signal codes): each order names its own. */
  ordersRouteApart: 'The orders of this group ship to or bill different places: each order shows its own ship-to and payment.',
  addressSaved: 'Ship-to address saved.',
  paymentSaved: 'Method of payment saved.',
  deliverySaved: 'Delivery dates and notes saved.',
  breakbulkSaved: 'Breakbulk point saved.',
  noAacAddress: (aac: string) => `No address in your address book has the AAC/DoDAAC ${aac}. Add it as a new AAC/DoDAAC address first.`,
  savedCardUnknown: 'The saved card was not found. It may have been deleted; choose another method of payment.',
  aboveMaximum: (contractorName: string, contractNumber: string, subtotalCents: number, maximumCents: number) =>
    `Your order from ${contractorName} comes to ${usdText(subtotalCents)}, above the maximum order of ${usdText(maximumCents)} allowed under contract ${contractNumber}. Lower quantities or remove items in your cart.`,
  aboveCardLimit: (contractorName: string, subtotalCents: number, limitCents: number) =>
    `Your order from ${contractorName} comes to ${usdText(subtotalCents)}, above the purchase card single-purchase limit of ${usdText(limitCents)}. Pay with agency accounting codes, or lower the order to the limit. One requirement may not be split into several card purchases to stay under the limit.`,
  cardLimitNote: (orders: number, limitCents: number) =>
    `${orders === 1 ? '1 order in your cart is' : `${orders} orders in your cart are`} above the purchase card single-purchase limit of ${usdText(limitCents)}. Pay with agency accounting codes, or lower ${orders === 1 ? 'that order' : 'those orders'} in your cart.`,
} as const;

/** Numbers buyers quote (letters, digits and hyphens, so the help desk's order-number field accepts them). */
export const orderGroupNumber = (sequence: number): string => `G${sequence}`;
export const orderNumber = (sequence: number): string => `A${sequence}`;
export const ORDER_GROUP_NUMBER = /^G\d{1,18}$/;

/**
 * "Not in the past" for a buyer anywhere in the United States and its territories: the earliest date
 * that is today somewhere (UTC−12), so a buyer in Hawaii late in the evening may still pick today.
 */
export function earliestDeliverBy(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** A deliver-by date: docs/product/validation-rules.md date rule, not in the past, at most a year ahead; '' clears it. */
export const deliverBySchema = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (v === '') return;
    const problem = validate('date', v);
    const iso = parseSpecDate(v);
    if (problem || !iso) ctx.addIssue({ code: 'custom', message: problem ?? 'Enter a real date as yyyy-mm-dd or m/d/yyyy.' });
    else if (iso < earliestDeliverBy()) ctx.addIssue({ code: 'custom', message: 'The deliver-by date cannot be in the past.' });
    else if (iso > new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10)) {
      ctx.addIssue({ code: 'custom', message: 'Choose a deliver-by date within one year.' });
    }
  })
  .transform((v) => (v === '' ? '' : (parseSpecDate(v) ?? v)));

export const poNotesSchema = ascii('PO notes').pipe(
  z.string().max(PO_NOTES_MAX, { error: `PO notes have at most ${PO_NOTES_MAX} characters.` }),
);

/** Ids in a JSON body arrive as numbers; a form may send them as text. */
/** What a state or local order cites; the rules of each program are checked by checkOrderReference (state-programs.ts). */
const stateProgramFields = {
  program: z.string().trim().max(32).optional(),
  programPurpose: z.string().trim().max(32).optional(),
  programReference: z.string().trim().max(40).optional(),
};

const bodyId = (label: string) =>
  z.union([z.number().int().positive().max(2_147_483_647), objectIdSchema(label)], { error: `${label} must be a positive whole number.` });

/** Ordinal date YDDD of a MILSTRIP/FEDSTRIP document number: last digit of the year, day 001–366. */
const ORDINAL_DATE = /^\d(?:00[1-9]|0[1-9]\d|[12]\d\d|3[0-5]\d|36[0-6])$/;

/** The accounting-code form's fields (docs/product/fedstrip.md): rules and the messages a buyer sees. */
export const accountingCodeFields = z.object({
  aac: aacSchema,
  fundCode: z
    .string({ error: 'Fund code is required.' })
    .trim()
    .overwrite(upperAscii)
    .regex(/^[A-Z0-9]{2}$/, { error: 'Fund code must be exactly 2 letters or digits.' }),
  appropriation: z
    .string({ error: 'Appropriation is required.' })
    .trim()
    .overwrite(upperAscii)
    .regex(/^\d{3}(?:X|\d|\d{2}|\d{4}(?:\/\d{4})?)\d{4}(?:\.\d{3})?$/, {
      error: 'Enter the appropriation (Treasury account symbol): agency code, period and account, for example 097X4930 or 0472025/20260100.',
    }),
  objectClass: z
    .string({ error: 'Object class is required.' })
    .trim()
    .regex(/^\d{2}(?:\.?\d{1,2})?$/, { error: 'Enter the object class as 2 to 4 digits, for example 26.0 (supplies and materials).' }),
  projectJob: z
    .string()
    .trim()
    .overwrite(upperAscii)
    .regex(/^[A-Z0-9-]{0,12}$/, { error: 'Project or job number has at most 12 letters, digits or hyphens.' })
    .default(''),
  documentNumber: z
    .string()
    .trim()
    .overwrite(upperAscii)
    .regex(/^(?:[A-Z0-9]{14})?$/, { error: 'Document number must be 14 letters or digits (AAC, date YDDD and serial), or left blank.' })
    .default(''),
});

/** The accounting-code form: its fields, and a document number that belongs to the AAC. */
export const accountingCodesSchema = accountingCodeFields.superRefine((v, ctx) => {
  if (!v.documentNumber) return;
  if (!v.documentNumber.startsWith(v.aac)) {
    ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: 'The document number must start with the AAC/DoDAAC.' });
  } else if (!ORDINAL_DATE.test(v.documentNumber.slice(6, 10))) {
    ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: 'Characters 7 to 10 of the document number must be the date as YDDD (year digit and day 001 to 366).' });
  }
});

const cardHolder = z
  .string({ error: 'Cardholder name is required.' })
  .trim()
  .min(1, { error: 'Cardholder name is required.', abort: true })
  .max(60, { error: 'Cardholder name has at most 60 characters.' })
  .regex(/^[A-Za-z][A-Za-z .,'-]*$/, { error: 'Cardholder name may contain only letters, spaces, periods, apostrophes and hyphens.' });

/** The messages never contain the number, so a refused card never comes back in an answer. */
const cardNumber = z.string({ error: 'Card number is required.' }).superRefine((v, ctx) => {
  const problem = cardNumberError(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const cardExpiry = z.string({ error: 'Expiry is required.' }).superRefine((v, ctx) => {
  const problem = cardExpiryError(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const paymentChoiceSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('saved'), paymentId: bodyId('The saved card') }),
  z.object({ method: z.literal('card'), cardNumber, expiry: cardExpiry, holderName: cardHolder }),
  // The password of the codes' AAC, when it is not unlocked in this session yet (checkout-aac.ts).
  z.object({ method: z.literal('accounting'), codes: accountingCodesSchema, aacPassword: optionalAacPassword }),
]);
export type PaymentChoiceInput = z.output<typeof paymentChoiceSchema>;

export const orderOptionsSchema = z.object({
  key: z.string().trim().regex(/^\d{1,10}-[A-Za-z0-9-]{1,30}$/, { error: 'Unknown order.' }),
  deliverBy: deliverBySchema.default(''),
  notes: poNotesSchema.default(''),
});

export const CHECKOUT_INPUTS = {
  'checkout/checkout_review': { query: z.object({}) },
  'checkout/delivery_options': { query: z.object({}) },
  'checkout/requisition': { query: z.object({}) },
  // aacPassword: the password of an AAC/DoDAAC address, when its AAC is not unlocked in this session yet.
  'checkout/select_shipping': { body: z.object({ addressId: bodyId('The address id'), aacPassword: optionalAacPassword }) },
  'checkout/select_consigneeaac': { body: z.object({ aac: aacSchema, aacPassword: optionalAacPassword }) },
  'checkout/aac_password': { body: aacUnlockSchema },
  // '' clears the breakbulk point.
  'checkout/select_breakbulk': {
    body: z.object({
      breakbulkPoint: z
        .string()
        .trim()
        .overwrite(upperAscii)
        .regex(/^(?:[A-Z0-9]{6})?$/, { error: 'Breakbulk point must be the 6-letter or digit DoDAAC of the consolidation point, or blank.' }),
    }),
  },
  'checkout/checkout_controller': { body: z.object({ orders: z.array(orderOptionsSchema).max(200) }) },
  // Without a method: the Select Method of payment screen; with one: the choice is kept and VerifyEmail answers.
  'ggs/cart/select_payment': {
    body: z.preprocess((v) => (typeof v === 'object' && v !== null && 'method' in v ? v : undefined), paymentChoiceSchema.optional()),
  },
  'ggs/cart/select_shipping': { query: z.object({ addressId: objectIdSchema('The address id').optional() }) },
  'ggs/cart/select_aac_shipping': { query: z.object({ addressId: objectIdSchema('The address id').optional() }) },
  // Without an address: the NewAAC or Create form; with one: it is saved to the address book and chosen.
  'ggs/cart/edit_shipping': {
    // The form can be opened by address (/ws/ggs/cart/edit_shipping?view=newAAC) as well as posted to.
    query: z.object({ view: z.enum(['create', 'newAAC']).optional().catch(undefined) }),
    body: z
      .object({ view: z.enum(['create', 'newAAC']).optional().catch(undefined), address: addressInputSchema.optional(), aacPassword: optionalAacPassword })
      .optional(),
  },
  'checkout/checkout_review_submit': {
    body: z.object({ cartId: bodyId('The cart id'), version: z.number().int().min(0).max(2_147_483_647), ...stateProgramFields }),
  },
  // Without `submit`: the review (Initial); with it, exactly like checkout_review_submit. With fundsAuthorizationId:
  // the funds approver's review of a funds-control cart (AFCDataEntry), also by address (?fundsAuthorizationId=).
  'ggs/cart/process_order': {
    query: z.object({ fundsAuthorizationId: objectIdSchema('The request id').optional() }),
    body: z
      .object({
        submit: z.literal(true).optional(),
        cartId: bodyId('The cart id').optional(),
        version: z.number().int().min(0).optional(),
        fundsAuthorizationId: bodyId('The request id').optional(),
        ...stateProgramFields,
      })
      .optional(),
  },
  'checkout/order_confirm': {
    query: z.object({ group: z.string().trim().overwrite(upperAscii).regex(ORDER_GROUP_NUMBER, { error: 'Unknown order group.' }).optional() }),
  },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

export interface SubmitOrderInput {
  cartId: number;
  version: number;
  /** A state or local order: the program it is made under, and its purpose and reference (state-programs.ts). */
  program?: string | undefined;
  programPurpose?: string | undefined;
  programReference?: string | undefined;
}

const BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard' } as const;

/** 'Visa •••• 1111, expires 08/2030'. */
export function cardChoiceLabel(card: CardSummary): string {
  return `${BRAND_NAMES[card.brand]} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** 'AAC W91QUZ, fund code 21, appropriation 097X4930, object class 26.0, ...' */
export function accountingLabel(codes: AccountingCodes): string {
  const parts = [`AAC ${codes.aac}`, `fund code ${codes.fundCode}`, `appropriation ${codes.appropriation}`, `object class ${codes.objectClass}`];
  if (codes.projectJob) parts.push(`project/job ${codes.projectJob}`);
  if (codes.documentNumber) parts.push(`document number ${codes.documentNumber}`);
  return parts.join(', ');
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Integer cents as US dollars: 123456 → "$1,234.56". */
export function usdText(cents: number): string {
  return usd.format(cents / 100);
}
