import type { ModuleFactory } from '../../routes.js';
import { addCartVerb } from './add-cart.js';
import { afcCartVerb } from './afc-cart.js';
import { afcSubmitVerb } from './afc-submit.js';
import { afcWithdrawVerb } from './afc-withdraw.js';
import { afcWorklistVerb } from './afc-worklist.js';
import { authorizeFundsVerb } from './authorize-funds.js';
import { deleteItemVerb } from './delete-item.js';
import { overseasShippingVerb } from './overseas-shipping.js';
import { reducePriceVerb } from './reduce-price.js';
import { shoppingCartVerb } from './shopping-cart.js';
import { cartSummaryVerb } from './summary.js';
import { updateQuantityVerb } from './update-quantity.js';

/**
 * Routes of the cart area (docs/product/cart-and-parked-carts.md cart); each verb lives in its own file next to this one. The
 * router has validated every body with the contracts' CART_INPUTS and FUNDS_INPUTS. cart/enterZip is
 * the catalog's. The afc_* verbs and authorize_funds are funds-control carts (funds-*.ts).
 */
export const cartModule: ModuleFactory = () => ({
  'cart/addCart': async (request) => addCartVerb(request, 'cart/addCart'),
  'cart/add_cart': async (request) => addCartVerb(request, 'cart/add_cart'),
  'cart/shopping_cart': async (request) => shoppingCartVerb(request),
  'cart/summary': async () => cartSummaryVerb(),
  'cart/update_quantity': async (request) => updateQuantityVerb(request),
  'cart/delete_item': async (request) => deleteItemVerb(request),
  'cart/reduce_price': async (request) => reducePriceVerb(request),
  'cart/overseas_shipping': async (request) => overseasShippingVerb(request),
  'cart/afc_cart': async (request) => afcCartVerb(request),
  'cart/afc_submit': async (request) => afcSubmitVerb(request),
  'cart/afc_withdraw': async (request) => afcWithdrawVerb(request),
  'cart/afc_worklist': async (request) => afcWorklistVerb(request),
  'cart/authorize_funds': async (request, reply) => authorizeFundsVerb(request, reply),
});
