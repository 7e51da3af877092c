/**
 * What each checkout answer carries (the answer map, answers.ts; docs/adr/0034-typed-contract.md). A file of its own
 * because ggs/cart/process_order also answers the funds approver's review (fundscontrol.ts), whose views import
 * checkout's: the rows here import both without a cycle (docs/adr/0013-layers.md).
 */
import { answer, type AnswerRows } from './answer-table.js';
import type { AacUnlockedAttributes } from './checkout-aac.js';
import type {
  DeliveryOptionsAttributes, DestinationAttributes, OrderConfirmationAttributes, OrderErrorAttributes, ProcessYourOrderAttributes,
  RequisitionAttributes, SelectPaymentAttributes, ShippingAddressFormAttributes, ShippingListAttributes, VerifyEmailAttributes,
} from './checkout-views.js';
import type { FundsCartAttributes } from './fundscontrol.js';

const review = answer<ProcessYourOrderAttributes>();
const confirmation = answer<OrderConfirmationAttributes>();
const shippingList = answer<ShippingListAttributes>();
const addressForm = answer<ShippingAddressFormAttributes>();

export const CHECKOUT_ANSWERS = {
  'checkout/checkout_review': { ProcessYourOrder: review },
  'checkout/checkout_review_submit': { OrderConfirmation: confirmation, OrderError: answer<OrderErrorAttributes>() },
  'checkout/order_confirm': { OrderConfirmation: confirmation, OrderError: answer<OrderErrorAttributes>() },
  'checkout/requisition': { Requisition: answer<RequisitionAttributes>() },
  'checkout/delivery_options': { DeliveryOptions: answer<DeliveryOptionsAttributes>() },
  'checkout/select_shipping': { ProcessYourOrder: review },
  'checkout/select_consigneeaac': { ProcessYourOrder: review },
  'checkout/select_breakbulk': { ProcessYourOrder: review },
  'checkout/aac_password': { Unlocked: answer<AacUnlockedAttributes>() },
  'checkout/checkout_controller': { ProcessYourOrder: review },
  'ggs/cart/select_payment': { SelectPayment: answer<SelectPaymentAttributes>(), VerifyEmail: answer<VerifyEmailAttributes>() },
  'ggs/cart/select_aac_shipping': { Destination: answer<DestinationAttributes>(), Initial: shippingList },
  'ggs/cart/select_shipping': { Destination: answer<DestinationAttributes>(), Initial: shippingList },
  'ggs/cart/edit_shipping': { Initial: shippingList, NewAAC: addressForm, Create: addressForm },
  // AFCDataEntry: the funds approver's review by the Global Supply stores' address (modules/cart/funds-review.ts).
  'ggs/cart/process_order': { Initial: review, OrderConfirmation: confirmation, AFCDataEntry: answer<FundsCartAttributes>() },
} satisfies AnswerRows;
