/** The 'cart' section chunk (docs/product/cart-and-parked-carts.md "Sections loaded on demand"): the Shopping Cart and funds-control screens. */
import './cart.css';
import './funds.css';

export { AddCartResult } from './AddCartResult';
export { EmptyCart } from './EmptyCart';
export { FundsDecided } from './FundsDecided';
export { FundsOrderSummary } from './FundsOrderSummary';
export { FundsRequests } from './FundsRequests';
export { FundsReview } from './FundsReview';
export { ShoppingCart } from './ShoppingCart';
