/**
 * Screen titles and addresses of FEDSTRIP/MILSTRIP requisition ordering (docs/product/fedstrip.md fedstrip), apart from its input
 * schemas so that the screen registry and the start pages do not bring zod into the landing bundle.
 */

export const FEDSTRIP_TITLES = {
  aacEntry: 'FEDSTRIP: Enter Your AAC/DoDAAC',
  itemEntry: 'FEDSTRIP Requisition Entry',
  constantProfile: 'FEDSTRIP Constant Profile',
  phased: 'FEDSTRIP Phased Requisition Entry',
  cart: 'FEDSTRIP Cart',
  orderSummary: 'FEDSTRIP Order Summary',
  ordered: 'FEDSTRIP Requisitions Ordered',
  parked: 'FEDSTRIP Cart Parked',
  funds: 'FEDSTRIP Funds Authorization',
  validUnits: 'Valid Units of Issue',
  confirmSignOut: 'Sign Out of FEDSTRIP',
} as const;

export const FEDSTRIP_URLS = {
  init: '/ws/fedstrip/fedstrip_init',
  newAac: '/ws/fedstrip/fedstrip_newaac',
  exceptionEntry: '/ws/fedstrip/fedstrip_exceptionEntry',
  cart: '/ws/fedstrip/fedstrip_shopping_cart',
  review: '/ws/fedstrip/fedstrip_shopping_cart?view=review',
  profile: '/ws/fedstrip/fedstrip_constantProfile',
  signOut: '/ws/fedstrip/sign_out',
  parkedCarts: '/ws/parkcart/my_parkcart',
} as const;

/** Where an order's requisitions are shown again, by its order group. */
export const fedstripGroupUrl = (group: string): string => `${FEDSTRIP_URLS.cart}?group=${encodeURIComponent(group)}`;
