/** The 'cart' section chunk (spec §2 "Sections loaded on demand"): the Shopping Cart screens. */
import './cart.css';

export { AddCartResult } from './AddCartResult';
export { EmptyCart } from './EmptyCart';
export { ShoppingCart } from './ShoppingCart';
