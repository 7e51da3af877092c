import type { ModuleFactory } from '../../routes.js';
import { addCartVerb } from './add-cart.js';
import { deleteItemVerb } from './delete-item.js';
import { overseasShippingVerb } from './overseas-shipping.js';
import { reducePriceVerb } from './reduce-price.js';
import { shoppingCartVerb } from './shopping-cart.js';
import { updateQuantityVerb } from './update-quantity.js';

/**
 * Routes of the cart area (spec §2 cart); each verb lives in its own file next to this one. The
 * router has validated every body with the contracts' CART_INPUTS. cart/enterZip is the catalog's.
 */
export const cartModule: ModuleFactory = () => ({
  'cart/addCart': async (request) => addCartVerb(request, 'cart/addCart'),
  'cart/add_cart': async (request) => addCartVerb(request, 'cart/add_cart'),
  'cart/shopping_cart': async (request) => shoppingCartVerb(request),
  'cart/update_quantity': async (request) => updateQuantityVerb(request),
  'cart/delete_item': async (request) => deleteItemVerb(request),
  'cart/reduce_price': async (request) => reducePriceVerb(request),
  'cart/overseas_shipping': async (request) => overseasShippingVerb(request),
});
