import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';

/**
 * cart/summary: an empty screen whose only content is what the header-cart hook (header-cart.ts) adds when
 * the caller sends CART_SUMMARY_HEADER, which the web app does whenever it lacks the cart, the only time it
 * calls this. The summary is read once, there, not a second time here.
 */
export const cartSummaryScreen = bind('cart/summary', async () => screen('cart/summary', 'CartSummary', {}));
