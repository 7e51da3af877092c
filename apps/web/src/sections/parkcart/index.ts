/**
 * The 'parkcart' section chunk (docs/product/cart-and-parked-carts.md "Sections loaded on demand"): saving, listing,
 * forwarding, retrieving and deleting parked carts.
 */
import './parkcart.css';

export { AddParkedCartResult } from './AddParkedCartResult';
export { DeleteParkedCart } from './DeleteParkedCart';
export { ForwardParkedCart } from './ForwardParkedCart';
export { MyParkedCarts } from './MyParkedCarts';
export { ParkCartDetail } from './ParkCartDetail';
export { SaveCart } from './SaveCart';
