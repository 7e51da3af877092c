/**
 * Screen titles and addresses of funds-control carts, apart from their input schemas so that the screen
 * registry and the account menu do not bring zod into the landing bundle. docs/product/funds-control.md names 'Funds Control Cart
 * Review' (process_order AFCDataEntry) and 'Funds Control Shopping Cart' (authorize_funds Success).
 */
export const FUNDS_TITLES = {
  requests: 'Funds Control Requests',
  orderSummary: 'Funds Control Order Summary',
  review: 'Funds Control Cart Review',
  decided: 'Funds Control Shopping Cart',
  workList: 'Funds Control Carts to Authorize',
} as const;

export const FUNDS_URLS = {
  requests: '/ws/cart/afc_cart',
  current: '/ws/cart/afc_cart?cart=current',
  request: (id: number) => `/ws/cart/afc_cart?id=${id}`,
  workList: '/ws/cart/afc_worklist',
} as const;
