import type { ModuleFactory } from '../../routes.js';
import { addCart, addCartUsmc } from './add-cart.js';
import { afcCart } from './afc-cart.js';
import { afcSubmit } from './afc-submit.js';
import { afcWithdraw } from './afc-withdraw.js';
import { afcWorklist } from './afc-worklist.js';
import { authorizeFunds } from './authorize-funds.js';
import { deleteItem } from './delete-item.js';
import { overseasShipping } from './overseas-shipping.js';
import { reducePrice } from './reduce-price.js';
import { shoppingCart } from './shopping-cart.js';
import { cartSummaryScreen } from './summary.js';
import { updateQuantity } from './update-quantity.js';

/**
 * Routes of the cart area (docs/product/cart-and-parked-carts.md cart); each verb lives in its own file next to this one. The
 * router has validated every body with the contracts' CART_INPUTS and FUNDS_INPUTS. cart/enterZip is
 * the catalog's. The afc_* verbs and authorize_funds are funds-control carts (funds-*.ts).
 */
export const cartModule: ModuleFactory = () => ({
  'cart/addCart': addCart,
  'cart/add_cart': addCartUsmc,
  'cart/shopping_cart': shoppingCart,
  'cart/summary': cartSummaryScreen,
  'cart/update_quantity': updateQuantity,
  'cart/delete_item': deleteItem,
  'cart/reduce_price': reducePrice,
  'cart/overseas_shipping': overseasShipping,
  'cart/afc_cart': afcCart,
  'cart/afc_submit': afcSubmit,
  'cart/afc_withdraw': afcWithdraw,
  'cart/afc_worklist': afcWorklist,
  'cart/authorize_funds': authorizeFunds,
});
