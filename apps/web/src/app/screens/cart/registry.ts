/** Screens of the cart section (spec §2 "/cart/shopping_cart: Initial, Shopping Cart"), loaded on demand with the section's chunk. */
import { CART_TITLES } from '@advantage/contracts';
import { section } from '../helpers';
import type { ScreenRegistry } from '../types';

const cart = section(() => import('./index'));

const shoppingCart = { layout: 'classic', title: CART_TITLES.title, load: cart('ShoppingCart') } as const;
const added = { layout: 'classic', title: CART_TITLES.addTitle, load: cart('AddCartResult') } as const;

export const CART_SCREENS = {
  // Shown as a page only when an add is sent again after sign-in; screens post it and stay in place.
  'cart/addCart': { Success: added, Failure: added },
  'cart/add_cart': { Success: added, Failure: added },
  'cart/shopping_cart': {
    Initial: { layout: 'classic', title: CART_TITLES.title, load: cart('EmptyCart') },
    ShoppingCart: shoppingCart,
  },
  // The screen posts its changes itself; these rows serve a change replayed after sign-in.
  'cart/update_quantity': { ShoppingCart: shoppingCart },
  'cart/delete_item': { ShoppingCart: shoppingCart },
  'cart/reduce_price': { ShoppingCart: shoppingCart },
  'cart/overseas_shipping': { ShoppingCart: shoppingCart },
} as const satisfies ScreenRegistry;
