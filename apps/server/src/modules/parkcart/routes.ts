import type { ModuleFactory } from '../../routes.js';
import { addParkedCart } from './add-cart.js';
import { forwardSubmit } from './forward-submit.js';
import { myParkcart } from './my-parkcart.js';
import { parkcartDetail } from './parkcart-detail.js';
import { removecart } from './removecart.js';
import { saveParkcart } from './save-parkcart.js';
import { updatecart } from './updatecart.js';

/** Parked carts (docs/product/cart-and-parked-carts.md parkcart): member-only; every cart id is looked up with the signed-in member. */
export const parkcartModule: ModuleFactory = () => ({
  'parkcart/save_parkcart': saveParkcart,
  'parkcart/my_parkcart': myParkcart,
  'parkcart/forward_submit': forwardSubmit,
  'parkcart/parkcart_detail': parkcartDetail,
  'parkcart/removecart': removecart,
  'parkcart/addcart': addParkedCart,
  'parkcart/updatecart': updatecart,
});
