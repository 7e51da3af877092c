/**
 * Screen titles of the cart, parked-cart, checkout and quick-order areas, kept apart from their input
 * schemas: the screen registry is part of the landing page's bundle, and importing a title from a module
 * that builds zod schemas would bring those schemas, and zod, into it.
 */

export const CART_PATH = '/ws/cart/shopping_cart';

export const CART_TITLES = { title: 'Shopping Cart', addTitle: 'Add to Cart' } as const;

/** Screen titles: docs/product/README.md where it names them ('Process Your Order', 'Checkout Review', ...). */
export const CHECKOUT_TITLES = {
  processYourOrder: 'Process Your Order',
  orderConfirmation: 'Order Confirmation',
  orderError: 'Checkout Review',
  requisition: 'Requisition Appropriation Data',
  selectPayment: 'Select Method of payment',
  verifyEmail: 'Verify Email Address',
  destination: 'Verify Purchase Information',
  selectShipping: 'Select Shipping Address',
  newAAC: 'New AAC/DoDAAC Address',
  create: 'AAC Exception Address',
  deliveryOptions: 'Delivery Options',
} as const;

/** docs/product/README.md titles ('Save Cart', 'My Parked Carts', 'Forward Parked Cart', 'parked carts', 'Delete Parked Cart'). */
export const PARKCART_TITLES = {
  saveCart: 'Save Cart',
  myParkedCarts: 'My Parked Carts',
  forward: 'Forward Parked Cart',
  detail: 'Parked Carts',
  remove: 'Delete Parked Cart',
  addToCart: 'Add Parked Cart to Shopping Cart',
} as const;

export const ORDERING_TITLES = { quickOrder: 'Quick Order', success: 'Quick Order' } as const;
