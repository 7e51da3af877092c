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

/** The PostgreSQL SQLSTATE of an error, looking through the wrappers drizzle puts around driver errors. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}
