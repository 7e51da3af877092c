/**
 * Screens of the cart section (docs/product/cart-and-parked-carts.md "/cart/shopping_cart: Initial, Shopping Cart"; "/cart/authorize_funds: Initial,
 * Success (Funds Control Shopping Cart)"; "/cart/afc_cart: Initial, OrderSummary, AFCDataEntry"), loaded on demand
 * with the section's chunk.
 */
import { CART_TITLES, FUNDS_TITLES } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const cart = section(() => import('../../sections/cart/index'));

const shoppingCart = { layout: 'classic', title: CART_TITLES.title, load: cart('ShoppingCart') } as const;
const added = { layout: 'classic', title: CART_TITLES.addTitle, load: cart('AddCartResult') } as const;
const fundsSummary = { layout: 'classic', title: FUNDS_TITLES.orderSummary, load: cart('FundsOrderSummary') } as const;
/** The funds approver's review; ggs/cart/process_order AFCDataEntry (checkout's registry) shows it too. */
export const FUNDS_REVIEW = { layout: 'classic', title: FUNDS_TITLES.review, load: cart('FundsReview') } as const;

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
  'cart/afc_cart': {
    Initial: { layout: 'classic', title: FUNDS_TITLES.requests, load: cart('FundsRequests') },
    OrderSummary: fundsSummary,
    AFCDataEntry: FUNDS_REVIEW,
  },
  // The screens post these and show the answer in place; the rows serve an answer replayed after sign-in.
  'cart/afc_submit': { OrderSummary: fundsSummary },
  'cart/afc_withdraw': { OrderSummary: fundsSummary },
  'cart/afc_worklist': { Initial: { layout: 'classic', title: FUNDS_TITLES.workList, load: cart('FundsRequests') } },
  'cart/authorize_funds': {
    Initial: FUNDS_REVIEW,
    Success: { layout: 'classic', title: FUNDS_TITLES.decided, load: cart('FundsDecided') },
  },
} as const satisfies ScreenRegistry;
