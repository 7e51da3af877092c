import type { CheckoutProblem } from '@advantage/contracts';
import { AppError } from '../../lib/errors.js';

/** 409: the cart was ordered already, changed since the review, or the same key is still in flight. */
export class CheckoutConflictError extends AppError {
  constructor(message: string) {
    super(409, 'CheckoutConflict', message);
  }
}

/** 422: an idempotency key sent again with a different request (draft-ietf-httpapi-idempotency-key-header). */
export class IdempotencyKeyReusedError extends AppError {
  constructor(message: string) {
    super(422, 'IdempotencyKeyReused', message);
  }
}

/** Thrown inside the order transaction to roll it back; the verb answers OrderError with the problems. */
export class OrderRefused extends Error {
  constructor(readonly problems: CheckoutProblem[]) {
    super('order refused');
    this.name = 'OrderRefused';
  }
}
