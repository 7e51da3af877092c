/** Screens of the checkout section (docs/product/checkout.md checkout and ggs/cart), loaded on demand with the section's chunk. */
import { CHECKOUT_TITLES as T } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import { FUNDS_REVIEW } from './cart';
import type { ScreenRegistry } from '../../kit/screens/types';

const checkout = section(() => import('../../sections/checkout/index'));

const review = { layout: 'classic', title: T.processYourOrder, load: checkout('ProcessYourOrder') } as const;
const confirmation = { layout: 'classic', title: T.orderConfirmation, load: checkout('OrderConfirmation') } as const;
const orderError = { layout: 'classic', title: T.orderError, load: checkout('OrderError') } as const;
const shippingList = { layout: 'classic', title: T.selectShipping, load: checkout('SelectShipping') } as const;
const destination = { layout: 'classic', title: T.destination, load: checkout('Destination') } as const;
const verifyEmail = { layout: 'classic', title: T.verifyEmail, load: checkout('VerifyEmail') } as const;

export const CHECKOUT_SCREENS = {
  'checkout/checkout_review': { ProcessYourOrder: review },
  // The steps post their choice and open the next step; these rows serve a choice replayed after sign-in.
  'checkout/select_shipping': { ProcessYourOrder: review },
  'checkout/select_consigneeaac': { ProcessYourOrder: review },
  'checkout/select_breakbulk': { ProcessYourOrder: review },
  'checkout/checkout_controller': { ProcessYourOrder: review },
  'checkout/delivery_options': { DeliveryOptions: { layout: 'classic', title: T.deliveryOptions, load: checkout('DeliveryOptions') } },
  'checkout/requisition': { Requisition: { layout: 'classic', title: T.requisition, load: checkout('Requisition') } },
  'checkout/checkout_review_submit': { OrderConfirmation: confirmation, OrderError: orderError },
  'checkout/order_confirm': { OrderConfirmation: confirmation, OrderError: orderError },
  'ggs/cart/select_payment': {
    SelectPayment: { layout: 'classic', title: T.selectPayment, load: checkout('SelectPayment') },
    VerifyEmail: verifyEmail,
  },
  'ggs/cart/select_shipping': { Initial: shippingList, Destination: destination },
  'ggs/cart/select_aac_shipping': { Initial: shippingList, Destination: destination },
  'ggs/cart/edit_shipping': {
    Initial: shippingList,
    NewAAC: { layout: 'classic', title: T.newAAC, load: checkout('ShippingAddressForm') },
    Create: { layout: 'classic', title: T.create, load: checkout('ShippingAddressForm') },
  },
  'ggs/cart/process_order': {
    Initial: review,
    OrderConfirmation: confirmation,
    // docs/product/checkout.md 'Funds Control Cart Review': the funds approver's review, a screen of the cart section.
    AFCDataEntry: FUNDS_REVIEW,
  },
} as const satisfies ScreenRegistry;
