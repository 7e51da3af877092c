/**
 * How the checkout steps move on. A step that saves a choice posts it through the app's one HTTP client
 * and then opens the next step by address, so Back and reload behave like on any page:
 * Shipping → Payment (when none is chosen yet) → Review → Confirmation.
 */
import type { NavigateFunction } from 'react-router';

export const URLS = {
  review: '/ws/checkout/checkout_review',
  shipping: '/ws/ggs/cart/select_shipping',
  aacShipping: '/ws/ggs/cart/select_aac_shipping',
  payment: '/ws/ggs/cart/select_payment',
  requisition: '/ws/checkout/requisition',
  delivery: '/ws/checkout/delivery_options',
  newAddress: '/ws/ggs/cart/edit_shipping?view=create',
  newAacAddress: '/ws/ggs/cart/edit_shipping?view=newAAC',
  cart: '/ws/cart/shopping_cart',
  orders: '/ws/orderhistory/my_orders',
  home: '/ws/main/home',
  confirmation: (group: string) => `/ws/checkout/order_confirm?group=${encodeURIComponent(group)}`,
} as const;

/** After the ship-to address is chosen: the payment when none is chosen yet, else the review. */
export async function afterShipping(navigate: NavigateFunction, paymentChosen: boolean, notice: string): Promise<void> {
  await navigate(paymentChosen ? URLS.review : URLS.payment, { state: { notice } });
}
