/**
 * Inputs, views and buyer-facing texts of parked carts (docs/product/cart-and-parked-carts.md parkcart): a named copy of the shopping
 * cart kept for later, retrieved with today's prices, or forwarded to a colleague who gets a copy.
 */
import { z } from 'zod';
import { objectIdSchema } from './catalog.js';
import type { CartSummary } from './cart-views.js';
import type { EnvelopeAttributes } from './envelope.js';
import { answer, type AnswerRows } from './answer-table.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import type { UnitOfIssue } from './units-of-issue.js';
import { RULES, schemas } from './validation.js';

export const PARKED_CART_NAME_MAX = 60;
export const FORWARD_NOTE_MAX = 500;
/** A parked cart holds what a shopping cart holds; more lines than this cannot come from one cart. */
export const PARKED_CART_MAX_LINES = 500;

/**
 * A cart name: not blank, at most 60 characters, printable ASCII (docs/product/validation-rules.md "ASCII only"). Unlike an
 * address name it may hold punctuation ("Q3 toner, 2nd floor"): it is a label the buyer reads, never a
 * key another system parses. Tabs and line breaks are refused because the name goes into email subjects.
 */
export const parkedCartNameSchema = z
  .string({ error: 'Cart name is required.' })
  .trim()
  .min(1, { error: 'Cart name is required.' })
  .max(PARKED_CART_NAME_MAX, { error: `A cart name has at most ${PARKED_CART_NAME_MAX} characters.` })
  .regex(/^[\x20-\x7E]*$/, { error: 'A cart name may contain only standard keyboard (ASCII) characters.' });

const cartId = objectIdSchema('The parked cart id');
/**
 * An id in a JSON body: a positive whole number. One too large to name a row reads as 0, which no row
 * has, so it answers "not found" like any unknown id (as objectIdSchema does for queries).
 */
const bodyId = (label: string) =>
  z
    .number({ error: `${label} must be a positive whole number.` })
    .int({ error: `${label} must be a positive whole number.` })
    .positive({ error: `${label} must be a positive whole number.` })
    .transform((n) => (n <= 2_147_483_647 ? n : 0));

/** A quantity typed in a form arrives as text; a script may send a number. Both follow docs/product/validation-rules.md */
export const quantityInput = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), schemas.productQuantity);

/** The number a parked cart is known by (docs/product/validation-rules.md "Cart number: optional capital letter, then digits or hyphens"). */
export function parkedCartNumber(sequence: number, at: Date): string {
  const yy = String(at.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `P${yy}${mm}-${String(sequence).padStart(6, '0')}`;
}

export function isCartNumber(value: string): boolean {
  return RULES.cartNumber.test(value);
}

export const PARKCART_INPUTS = {
  // Without a name: the Save Cart form; with one: the cart is parked.
  'parkcart/save_parkcart': { body: z.object({ name: parkedCartNameSchema.optional() }) },
  // With a cart id: the Forward Parked Cart form for that cart.
  'parkcart/my_parkcart': { query: z.object({ cartId: cartId.optional() }) },
  'parkcart/forward_submit': {
    body: z.object({
      cartId: bodyId('The parked cart id'),
      email: schemas.email,
      note: z.string().trim().max(FORWARD_NOTE_MAX, { error: `A note has at most ${FORWARD_NOTE_MAX} characters.` }).optional(),
    }),
  },
  'parkcart/parkcart_detail': { query: z.object({ cartId }) },
  // The cart is named in the query so that the confirmation screen can be opened by address; `confirm` deletes.
  'parkcart/removecart': { query: z.object({ cartId }), body: z.object({ confirm: z.boolean().optional() }) },
  'parkcart/addcart': {
    body: z.object({
      cartId: bodyId('The parked cart id'),
      itemIds: z.array(bodyId('An item id')).min(1, { error: 'Choose at least one item to add.' }).max(PARKED_CART_MAX_LINES).optional(),
    }),
  },
  'parkcart/updatecart': {
    body: z.object({
      cartId: bodyId('The parked cart id'),
      name: parkedCartNameSchema,
      items: z
        .array(z.object({ itemId: bodyId('The item id'), quantity: quantityInput, remove: z.boolean().optional() }))
        .max(PARKED_CART_MAX_LINES),
    }),
  },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

export type SaveParkedCartInput = { name?: string };
export interface ForwardParkedCartInput {
  cartId: number;
  email: string;
  note?: string;
}
export interface AddParkedCartInput {
  cartId: number;
  itemIds?: number[];
}
export interface UpdateParkedCartInput {
  cartId: number;
  name: string;
  items: Array<{ itemId: number; quantity: string; remove?: boolean }>;
}

/** One row of My Parked Carts. */
export interface ParkedCartSummary {
  cartId: number;
  cartNumber: string;
  name: string;
  /** Lines in the cart. */
  itemCount: number;
  /** Sum of quantity × price when parked (cents). */
  parkedTotalCents: number;
  /** ISO timestamp of the parking (or of the copy a colleague forwarded). */
  createdAt: string;
  updatedAt: string;
  /** The colleague who forwarded this copy, and the note they wrote. */
  forwardedBy: string | null;
  forwardNote: string | null;
}

/** How today's price compares with the price when parked. */
export type PriceChange = 'same' | 'up' | 'down';

export interface ParkedCartItemView {
  itemId: number;
  productId: number;
  offerId: number;
  title: string;
  partNumber: string;
  nsn: string | null;
  contractNumber: string;
  contractorName: string;
  unitOfIssue: UnitOfIssue;
  minimumOrderQuantity: number;
  quantity: number;
  parkedPriceCents: number;
  /** Today's price, or null when the offer can no longer be ordered. */
  todayPriceCents: number | null;
  priceChange: PriceChange | null;
  /** The offer left the catalog, its contract ended or it is not offered in this store. */
  unavailable: boolean;
  /** quantity × today's price (or the parked price when unavailable). */
  extendedCents: number;
}

export interface ParkedCartDetail {
  cart: ParkedCartSummary;
  items: ParkedCartItemView[];
  /** quantity × today's price over the items that can still be ordered. */
  todayTotalCents: number;
  priceChanges: number;
  unavailableCount: number;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** save_parkcart SaveCart: the form (what the cart holds) or, once parked, the new cart. */
export interface SaveCartAttributes extends EnvelopeAttributes {
  storeID: number;
  cart: { itemCount: number; totalCents: number };
  values: { name: string };
  errors?: FieldProblem[];
  saved?: ParkedCartSummary;
  /** The shopping cart after parking (empty): the app's cart data (docs/product/cart-and-parked-carts.md). */
  shoppingCart?: CartSummary;
}

/** my_parkcart Initial (and forward_submit Initial, after a forward). */
export interface MyParkedCartsAttributes extends EnvelopeAttributes {
  storeID: number;
  carts: ParkedCartSummary[];
  /** A confirmation to show above the table (after a forward). */
  notice?: string;
}

/** my_parkcart Forward and forward_submit Forward (the form again, with its problems). */
export interface ForwardParkedCartAttributes extends EnvelopeAttributes {
  storeID: number;
  cart: ParkedCartSummary;
  values: { email: string; note: string };
  errors?: FieldProblem[];
}

export interface ParkedCartDetailAttributes extends ParkedCartDetail, EnvelopeAttributes {
  storeID: number;
  /** updatecart: what was saved, or the problems found. */
  notice?: string;
  errors?: FieldProblem[];
}

export interface DeleteParkedCartAttributes extends EnvelopeAttributes {
  storeID: number;
  cart: ParkedCartSummary;
  deleted: boolean;
}

export interface AddProblemView {
  itemId: number;
  title: string;
  partNumber: string;
  message: string;
}

/** parkcart/addcart Success (every chosen item added) or Failure (some or all could not be). */
export interface AddParkedCartAttributes extends EnvelopeAttributes {
  storeID: number;
  cart: ParkedCartSummary;
  added: number;
  problems: AddProblemView[];
  /** The shopping cart after the add: the app's cart data (docs/product/cart-and-parked-carts.md). */
  shoppingCart: CartSummary;
}

export const PARKCART_TEXT = {
  emptyCart: 'Your shopping cart is empty, so there is nothing to park. Add items to your cart first.',
  saved: (number: string, name: string) => `Your cart was parked as ${number} “${name}”. Its items were moved out of your shopping cart.`,
  noCarts: 'You have no parked carts. Park your shopping cart to keep its items for later, or to forward them to a colleague.',
  forwarded: (number: string, email: string) => `A copy of parked cart ${number} was forwarded to ${email}.`,
  unknownRecipient: (email: string) =>
    `No registered GSA Advantage member has the email address ${email}. Check the address, or ask your colleague to register first.`,
  selfRecipient: 'That is your own email address. Enter the email address of the colleague who should receive a copy.',
  deleted: (number: string, name: string) => `Parked cart ${number} “${name}” was deleted.`,
  updated: 'Your changes to the parked cart were saved.',
  lastLine: 'A parked cart needs at least one item. To discard the whole cart, delete it.',
  belowMinimum: (minimum: number, unit: string) => `The minimum order for this item is ${minimum} ${unit}.`,
  added: (n: number) => (n === 1 ? '1 item was added to your shopping cart.' : `${n} items were added to your shopping cart.`),
  notAdded: (n: number) => (n === 1 ? '1 item could not be added:' : `${n} items could not be added:`),
  unavailable: 'No longer available: the offer left the catalog, its contract ended, or it is not offered in this store.',
  priceChanged: 'Price changed since the cart was parked',
} as const;

/** What each parked-cart answer carries (the answer map, answers.ts). */
export const PARKCART_ANSWERS = {
  'parkcart/save_parkcart': { SaveCart: answer<SaveCartAttributes>() },
  'parkcart/my_parkcart': { Initial: answer<MyParkedCartsAttributes>(), Forward: answer<ForwardParkedCartAttributes>() },
  'parkcart/forward_submit': { Initial: answer<MyParkedCartsAttributes>(), Forward: answer<ForwardParkedCartAttributes>() },
  'parkcart/parkcart_detail': { ParkCartDetail: answer<ParkedCartDetailAttributes>() },
  'parkcart/removecart': { DeleteParkedCart: answer<DeleteParkedCartAttributes>() },
  'parkcart/addcart': { Success: answer<AddParkedCartAttributes>(), Failure: answer<AddParkedCartAttributes>() },
  'parkcart/updatecart': { Success: answer<ParkedCartDetailAttributes>(), Failure: answer<ParkedCartDetailAttributes>() },
} satisfies AnswerRows;
