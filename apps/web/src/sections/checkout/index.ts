/** The 'checkout' section chunk (docs/product/checkout.md "Sections loaded on demand"): the checkout and ggs/cart screens. */
import './checkout.css';

export { DeliveryOptions } from './DeliveryOptions';
export { Destination } from './Destination';
export { OrderConfirmation } from './OrderConfirmation';
export { OrderError } from './OrderError';
export { ProcessYourOrder } from './ProcessYourOrder';
export { Requisition } from './Requisition';
export { SelectPayment } from './SelectPayment';
export { SelectShipping } from './SelectShipping';
export { ShippingAddressForm } from './ShippingAddressForm';
export { VerifyEmail } from './VerifyEmail';
