/** The cart as every screen reads it (docs/product/cart-and-parked-carts.md "Cart data"): items grouped by contractor with subtotals. */
import type { ProductAttribute } from './catalog-views.js';
import type { StateAccess, StateProgramKey } from './state-programs.js';
import type { UnitOfIssue } from './units-of-issue.js';

export interface CartItemView {
  itemId: number;
  productId: number;
  offerId: number;
  title: string;
  partNumber: string;
  nsn: string | null;
  contractNumber: string;
  unitOfIssue: UnitOfIssue;
  minimumOrderQuantity: number;
  quantity: number;
  /** Today's price of the offer (cents); equals acceptedPriceCents unless the price changed. */
  unitPriceCents: number;
  /** The price the buyer saw when adding the item, or accepted since (cart/reduce_price). */
  acceptedPriceCents: number;
  /** The price changed since it was added and must be accepted before checkout. */
  priceChanged: boolean;
  /** The offer is no longer in the catalog (or no longer offered to this store): it cannot be ordered. */
  unavailable: boolean;
  extendedCents: number;
  /** `/images/products/<key>.svg`: the product type's picture; absent when the product left the catalog. */
  image?: string;
  /** The product's colour and size where the catalog gives them (Color, Ink Color, Size). */
  features?: ProductAttribute[];
  /** Shopping Cart only: the state and local programs the offer is open under (badges). */
  statePrograms?: StateProgramKey[];
  /** Shopping Cart only, for a state or local member: whether they may order it, or the program it needs. */
  stateAccess?: StateAccess;
}

/** One contractor's part of the cart: it becomes one order at checkout. */
export interface CartGroupView {
  contractorId: number;
  contractorName: string;
  contractNumber: string;
  items: CartItemView[];
  subtotalCents: number;
  /** The contract's maximum order amount (cents), or null when the contract states none. */
  maximumOrderCents: number | null;
}

export interface CartView {
  cartId: number;
  /** Goes up with every change; a change sent with an older version is refused (409) instead of lost. */
  version: number;
  itemCount: number;
  totalCents: number;
  overseas: boolean;
  groups: CartGroupView[];
  /** Items whose price changed and is not accepted yet. */
  priceChanges: number;
}

/** What the server pushes over the connection as `{"op":"cart","data": CartSummary}` (docs/product/cart-and-parked-carts.md). */
export interface CartSummary {
  cartId: number;
  version: number;
  itemCount: number;
  totalCents: number;
}
