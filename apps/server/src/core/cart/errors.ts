import { CART_TEXT } from '@advantage/contracts';
import { AppError } from '../../lib/errors.js';

/**
 * A change sent with a cart version older than the cart's (another tab or window changed it first):
 * 409, so the screen reloads the cart instead of overwriting a change it never saw.
 */
export class CartChangedError extends AppError {
  constructor(message: string = CART_TEXT.stale) {
    super(409, 'CartChanged', message);
  }
}
