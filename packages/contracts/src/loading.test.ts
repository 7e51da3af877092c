import { describe, expect, it } from 'vitest';
import { DEFAULT_LOADING_MESSAGE, loadingMessageFor } from './loading.js';

describe('loading messages by path (docs/product/README.md)', () => {
  it.each([
    ['cart/addCart', 'Adding item(s) to Cart ...'],
    ['cart/shopping_cart', 'Loading Shopping Cart ...'],
    ['catalog/product_detail', 'Loading Product Details ...'],
    [
      'checkout/checkout_review_submit',
      'We are processing your request. Please do not perform any actions while your order is being processed..............',
    ],
    ['department/main', 'Loading Department Search Page ...'],
    ['department/main_search', 'Loading Search Results ...'],
    ['login/sign_in', 'Signing in ...'],
    ['login/sign_out', 'Signing out ...'],
    ['main/home', 'Loading Home Page ...'],
    ['orderhistory/my_orders', 'Loading Order History ...'],
    ['orderhistory/order_details', 'Loading Order Details ...'],
    ['orderhistory/order_summary', 'Loading Orders ...'],
    ['parkcart/addcart', 'Adding Items to Shopping Cart ...'],
    ['parkcart/my_parkcart', 'Loading Parked Carts ...'],
    ['parkcart/parkcart_detail', 'Retrieving Parked Cart ...'],
    ['parkcart/updatecart', 'Updating Parked Cart ...'],
    ['profile/update_profile', 'Loading Account Information ...'],
    ['search/adv_select', 'Loading Advantage Select'],
    ['search/header_search', 'Loading Search Results ...'],
    ['search/mfr_list', 'Loading Manufacturers/Brands ...'],
    ['search/special_category_search', 'Loading Special Program ...'],
    ['search/vnd_list', 'Loading Contractors ...'],
    ['/ws/main/start_page?store=DHS', 'Loading Content ...'],
  ])('%s → %s', (path, message) => {
    expect(loadingMessageFor(path)).toBe(message);
  });

  it('falls back to the default', () => {
    expect(loadingMessageFor('information/page')).toBe(DEFAULT_LOADING_MESSAGE);
  });
});
