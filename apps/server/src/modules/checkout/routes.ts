import type { SubmitOrderInput } from '@advantage/contracts';
import type { ModuleFactory } from '../../routes.js';
import { aacPasswordVerb } from './aac-password.js';
import { checkoutControllerVerb } from './checkout-controller.js';
import { deliveryOptionsVerb } from './delivery-options.js';
import { editShippingVerb } from './edit-shipping.js';
import { orderConfirmVerb } from './order-confirm.js';
import { processOrderVerb } from './process-order.js';
import { requisitionVerb } from './requisition.js';
import { reviewVerb } from './review.js';
import { selectBreakbulkVerb } from './select-breakbulk.js';
import { selectConsigneeAacVerb } from './select-consignee-aac.js';
import { selectPaymentVerb } from './select-payment.js';
import { selectShippingVerb } from './select-shipping.js';
import { shippingListVerb } from './shipping-list.js';
import { submitVerb } from './submit.js';

/**
 * Routes of the checkout area (docs/product/checkout.md checkout and ggs/cart); each verb lives in its own file next to
 * this one. Every path needs a signed-in member (401 otherwise); the router has validated each query
 * and body with the contracts' CHECKOUT_INPUTS.
 */
export const checkoutModule: ModuleFactory = () => ({
  'checkout/checkout_review': async (request) => reviewVerb(request),
  'checkout/select_shipping': async (request) => selectShippingVerb(request),
  'checkout/select_consigneeaac': async (request) => selectConsigneeAacVerb(request),
  'checkout/select_breakbulk': async (request) => selectBreakbulkVerb(request),
  'checkout/delivery_options': async (request) => deliveryOptionsVerb(request),
  'checkout/checkout_controller': async (request) => checkoutControllerVerb(request),
  'checkout/requisition': async (request) => requisitionVerb(request),
  'checkout/aac_password': async (request) => aacPasswordVerb(request),
  'checkout/checkout_review_submit': async (request, reply) => submitVerb(request, reply, 'checkout/checkout_review_submit', request.body as SubmitOrderInput),
  'checkout/order_confirm': async (request) => orderConfirmVerb(request),
  'ggs/cart/select_payment': async (request) => selectPaymentVerb(request),
  'ggs/cart/select_shipping': async (request) => shippingListVerb(request, 'ggs/cart/select_shipping'),
  'ggs/cart/select_aac_shipping': async (request) => shippingListVerb(request, 'ggs/cart/select_aac_shipping'),
  'ggs/cart/edit_shipping': async (request) => editShippingVerb(request),
  'ggs/cart/process_order': async (request, reply) => processOrderVerb(request, reply),
});
