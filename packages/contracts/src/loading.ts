/** Loading messages by path (docs/product/README.md "Loading messages by path"). Keys match the end of a server path. */

export const DEFAULT_LOADING_MESSAGE = 'Loading Content ...';

const SEARCH = 'Loading Search Results ...';

/** Ordered longest-suffix first so `parkcart/addcart` wins over a bare `addcart`. */
const LOADING_MESSAGES: ReadonlyArray<readonly [suffix: string, message: string]> = [
  [
    'checkout/checkout_review_submit',
    'We are processing your request. Please do not perform any actions while your order is being processed..............',
  ],
  ['department/main_search', SEARCH],
  ['department/main', 'Loading Department Search Page ...'],
  ['profile/update_profile', 'Loading Account Information ...'],
  ['parkcart/addcart', 'Adding Items to Shopping Cart ...'],
  ['main/home', 'Loading Home Page ...'],
  [
    'checkout_review_submit',
    'We are processing your request. Please do not perform any actions while your order is being processed..............',
  ],
  ['addCart', 'Adding item(s) to Cart ...'],
  ['shopping_cart', 'Loading Shopping Cart ...'],
  ['product_detail', 'Loading Product Details ...'],
  ['sign_in', 'Signing in ...'],
  ['sign_out', 'Signing out ...'],
  ['my_orders', 'Loading Order History ...'],
  ['order_details', 'Loading Order Details ...'],
  ['order_summary', 'Loading Orders ...'],
  ['my_parkcart', 'Loading Parked Carts ...'],
  ['parkcart_detail', 'Retrieving Parked Cart ...'],
  ['updatecart', 'Updating Parked Cart ...'],
  ['adv_select', 'Loading Advantage Select'],
  ['advanced_search', SEARCH],
  ['advantage_search', SEARCH],
  ['drilldown', SEARCH],
  ['header_search', SEARCH],
  ['refine_search', SEARCH],
  ['mfr_list', 'Loading Manufacturers/Brands ...'],
  ['special_category_search', 'Loading Special Program ...'],
  ['vnd_list', 'Loading Contractors ...'],
];

export function loadingMessageFor(path: string): string {
  const clean = path.replace(/^\/+/, '').split(/[?#]/)[0] ?? '';
  for (const [suffix, message] of LOADING_MESSAGES) {
    if (clean === suffix || clean.endsWith(`/${suffix}`)) return message;
  }
  return DEFAULT_LOADING_MESSAGE;
}
