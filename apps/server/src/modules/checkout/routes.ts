import type { ModuleFactory } from '../../routes.js';
import { aacPassword } from './aac-password.js';
import { checkoutController } from './checkout-controller.js';
import { deliveryOptions } from './delivery-options.js';
import { editShipping } from './edit-shipping.js';
import { orderConfirm } from './order-confirm.js';
import { processOrder } from './process-order.js';
import { requisition } from './requisition.js';
import { review } from './review.js';
import { selectBreakbulk } from './select-breakbulk.js';
import { selectConsigneeAac } from './select-consignee-aac.js';
import { selectPayment } from './select-payment.js';
import { selectShipping } from './select-shipping.js';
import { selectAacShippingList, selectShippingList } from './shipping-list.js';
import { reviewSubmit } from './submit.js';

/**
 * Routes of the checkout area (docs/product/checkout.md checkout and ggs/cart); each verb lives in its own file next to
 * this one. Every path needs a signed-in member (401 otherwise); the router has validated each query
 * and body with the contracts' CHECKOUT_INPUTS.
 */
export const checkoutModule: ModuleFactory = () => ({
  'checkout/checkout_review': review,
  'checkout/select_shipping': selectShipping,
  'checkout/select_consigneeaac': selectConsigneeAac,
  'checkout/select_breakbulk': selectBreakbulk,
  'checkout/delivery_options': deliveryOptions,
  'checkout/checkout_controller': checkoutController,
  'checkout/requisition': requisition,
  'checkout/aac_password': aacPassword,
  'checkout/checkout_review_submit': reviewSubmit,
  'checkout/order_confirm': orderConfirm,
  'ggs/cart/select_payment': selectPayment,
  'ggs/cart/select_shipping': selectShippingList,
  'ggs/cart/select_aac_shipping': selectAacShippingList,
  'ggs/cart/edit_shipping': editShipping,
  'ggs/cart/process_order': processOrder,
});
