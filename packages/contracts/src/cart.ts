/** Inputs, views and buyer-facing texts of the shopping cart (docs/product/cart-and-parked-carts.md cart and cart data, docs/product/validation-rules.md). */
import { z } from 'zod';
import { answer, type AnswerRows } from './answer-table.js';
import type { CartGroupView, CartSummary, CartView } from './cart-views.js';
import { addToCartItemSchema, CATALOG_TEXT } from './catalog.js';
import { usdText } from './checkout.js';
import { PRODUCT_QUANTITY_MAX_DIGITS } from './constants.js';
import { CART_TITLES } from './order-titles.js';
import type { EnvelopeAttributes } from './envelope.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { schemas } from './validation.js';

/** The largest quantity of one cart line: docs/product/validation-rules.md "Product quantity: 1 to 8 digits". */
export const CART_QUANTITY_MAX = 10 ** PRODUCT_QUANTITY_MAX_DIGITS - 1;

/** How many items one addCart may carry (a quick-order grid or a parked cart is far smaller). */
export const CART_ADD_MAX_ITEMS = 200;

/** docs/product/validation-rules.md product quantity, typed (a string) or sent as a number by a script; read as a number. */
export const cartQuantitySchema = z
  .preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), schemas.productQuantity)
  .transform(Number);

const idSchema = (label: string) =>
  z
    .number({ error: `${label} must be a positive whole number.` })
    .int({ error: `${label} must be a positive whole number.` })
    .positive({ error: `${label} must be a positive whole number.` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${label} must be a positive whole number.` });

/**
 * One item to add and its quantity; never a price (the server reads it). The product page names the
 * offer the buyer chose (addToCartItemSchema); a search result names the product only, and the
 * server picks its lowest-priced offer open to the store that takes that quantity.
 */
export const cartAddItemSchema = z.object({
  productId: idSchema('The product id'),
  offerId: idSchema('The offer id').optional(),
  contractNumber: addToCartItemSchema.shape.contractNumber.optional(),
  quantity: cartQuantitySchema,
});
export type CartAddItem = z.output<typeof cartAddItemSchema>;

/**
 * cart/addCart takes one item (the product page's form) or `{ items: [...] }` (search results, quick
 * order). Both read as `{ items }`, so a field error names `items.<n>.<field>`.
 */
export const addCartBodySchema = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) && 'items' in v ? v : { items: [v] }),
  z.object({
    items: z
      .array(cartAddItemSchema)
      .min(1, { error: 'Choose at least one item to add.' })
      .max(CART_ADD_MAX_ITEMS, { error: `At most ${CART_ADD_MAX_ITEMS} items can be added at once.` }),
  }),
);
export type AddCartBody = z.output<typeof addCartBodySchema>;

const itemBody = z.object({ itemId: idSchema('The item id') });

export const updateQuantityBodySchema = z.object({
  itemId: idSchema('The item id'),
  quantity: cartQuantitySchema,
  /** The cart version the screen showed: a change to an older cart is refused (409) rather than lost. */
  version: z
    .number({ error: 'The cart version must be a whole number.' })
    .int({ error: 'The cart version must be a whole number.' })
    .min(0, { error: 'The cart version must be a whole number.' }),
});
export type UpdateQuantityBody = z.output<typeof updateQuantityBodySchema>;

export const overseasBodySchema = z.object({
  overseas: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'Choose whether the order ships overseas.' })),
});

export const CART_INPUTS = {
  'cart/addCart': { body: addCartBodySchema },
  'cart/add_cart': { body: addCartBodySchema },
  'cart/shopping_cart': { query: z.object({}) },
  'cart/summary': { query: z.object({}) },
  'cart/update_quantity': { body: updateQuantityBodySchema },
  'cart/delete_item': { body: itemBody },
  'cart/reduce_price': { body: itemBody },
  'cart/overseas_shipping': { body: overseasBodySchema },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

/** An item of an addCart that was not added, and why. */
export interface CartAddProblem {
  /** 0 when the item named a product that no offer open to the store could fill. */
  offerId: number;
  productId?: number;
  message: string;
}

/** cart/addCart Success and Failure. */
export interface AddCartAttributes extends EnvelopeAttributes {
  message: string;
  cart: CartSummary;
  /** Items not added (all of them on Failure, some on a partial Success). */
  problems: CartAddProblem[];
}

/** cart/shopping_cart Initial: the cart is empty. */
export interface EmptyCartAttributes extends EnvelopeAttributes {
  message: string;
  cart: CartSummary;
  /** The member's carts frozen while they wait for funds authorization (cart/afc_cart); 0 or absent when none. */
  fundsWaiting?: number;
}

/** cart/shopping_cart ShoppingCart and the answer of every change made on it. */
export interface ShoppingCartAttributes extends EnvelopeAttributes {
  cart: CartView;
  /** What the change did, announced on the screen ("The quantity was updated."). */
  message?: string;
  /** The member's carts frozen while they wait for funds authorization (cart/afc_cart); 0 or absent when none. */
  fundsWaiting?: number;
}

export const CART_TEXT = {
  ...CART_TITLES,
  changedElsewhere: 'Your cart was changed in another window or tab. It now shows the latest contents.',
  empty: 'Your shopping cart is empty.',
  emptyHint: 'Search for products, or look one up by part number or National Stock Number (NSN), and add them to your cart.',
  added: (count: number) => (count === 1 ? 'The item was added to the cart.' : `${count} items were added to the cart.`),
  partlyAdded: (added: number, refused: number) =>
    `${added === 1 ? '1 item was' : `${added} items were`} added to the cart; ${refused === 1 ? '1 item' : `${refused} items`} could not be added.`,
  notAdded: (count: number) => (count === 1 ? 'The item could not be added to the cart.' : 'None of the items could be added to the cart.'),
  viewCart: 'View cart',
  unknownOffer: 'This offer is no longer in the catalog. Search for the product to see its current offers.',
  notOffered: 'This offer is not available in your store: its contract has ended or is limited to other stores.',
  noOffer: 'No contractor offers this product in your store now. Open the product to see its offers.',
  belowMinimum: CATALOG_TEXT.belowMinimum,
  aboveMaximum: (totalCents: number, maximumCents: number, contractNumber: string) =>
    `This would bring your order under contract ${contractNumber} to ${usdText(totalCents)}, above the contract's maximum order of ${usdText(maximumCents)}. Lower the quantity so the order is at most ${usdText(maximumCents)}.`,
  groupAboveMaximum: (maximumCents: number, contractNumber: string) =>
    `This order is above the maximum order of ${usdText(maximumCents)} allowed under contract ${contractNumber}. Lower quantities or remove items before you check out.`,
  aboveMaximumPending: 'An order in your cart is above its contract\'s maximum order amount. Lower its quantities before you check out.',
  tooMany: (unit: string) => `One cart line holds at most ${CART_QUANTITY_MAX} ${unit} (${PRODUCT_QUANTITY_MAX_DIGITS} digits). Lower the quantity.`,
  stale: 'Your cart changed in another window or tab. The cart below shows its latest contents; make your change again if you still need it.',
  itemNotFound: 'That item is not in your cart. It may have been removed in another window or tab.',
  quantityUpdated: 'The quantity was updated.',
  removed: 'The item was removed from the cart.',
  priceAccepted: 'The new price was accepted.',
  priceNotAccepted: 'This item is no longer available, so its price cannot be accepted. Remove it from the cart.',
  overseasOn: 'The order will ship overseas (outside the 48 contiguous states).',
  overseasOff: 'The order will ship within the 48 contiguous states.',
  priceChangedNote: 'The price changed since you added this item. Accept the new price to order it.',
  priceChangesPending: (count: number) =>
    `${count === 1 ? 'The price of 1 item has' : `The prices of ${count} items have`} changed since you added ${count === 1 ? 'it' : 'them'}. Accept each new price before you check out.`,
  unavailable: 'No longer available. Remove it from the cart.',
  unavailablePending: 'Some items are no longer available and cannot be ordered. Remove them before you check out.',
  acceptNewPrice: 'Accept new price',
  updateQuantity: 'Update',
  remove: 'Remove',
  overseasLabel: 'This order ships overseas (outside the 48 contiguous states, to a DoDAAC or an APO/FPO address)',
  total: 'Total',
  subtotal: 'Subtotal',
  continueShopping: 'Continue shopping',
  checkout: 'Proceed to checkout',
  /** docs/product/cart-and-parked-carts.md parkcart/save_parkcart 'Save Cart'. */
  park: 'Park cart',
} as const;

/**
 * A contractor's part of the cart above its contract's maximum order amount (the contract's terms,
 * docs/product/cart-and-parked-carts.md "maximum order"): it cannot be ordered as one order.
 */
export function aboveContractMaximum(group: Pick<CartGroupView, 'subtotalCents' | 'maximumOrderCents'>): boolean {
  return group.maximumOrderCents !== null && group.subtotalCents > group.maximumOrderCents;
}

/** The summary every cart answer carries and the server pushes to the member's other tabs. */
export function cartSummary(view: CartView): CartSummary {
  return { cartId: view.cartId, version: view.version, itemCount: view.itemCount, totalCents: view.totalCents };
}

export const EMPTY_CART_SUMMARY: CartSummary = { cartId: 0, version: 0, itemCount: 0, totalCents: 0 };

/** What each shopping-cart answer carries (the answer map, answers.ts). */
export const CART_ANSWERS = {
  'cart/addCart': { Success: answer<AddCartAttributes>(), Failure: answer<AddCartAttributes>() },
  'cart/add_cart': { Success: answer<AddCartAttributes>(), Failure: answer<AddCartAttributes>() },
  'cart/shopping_cart': { Initial: answer<EmptyCartAttributes>(), ShoppingCart: answer<ShoppingCartAttributes>() },
  'cart/update_quantity': { ShoppingCart: answer<ShoppingCartAttributes>() },
  'cart/delete_item': { ShoppingCart: answer<ShoppingCartAttributes>() },
  'cart/reduce_price': { ShoppingCart: answer<ShoppingCartAttributes>() },
  'cart/overseas_shipping': { ShoppingCart: answer<ShoppingCartAttributes>() },
  // Nothing of its own: the header cart every envelope may carry (cart/summary, methods.ts).
  'cart/summary': { CartSummary: answer<EnvelopeAttributes>() },
} satisfies AnswerRows;
