/**
 * Sends fedstrip/process_Order with an Idempotency-Key made once per cart version and kept in the tab until the
 * order is placed: a retry after a lost answer or a double press places the order once (place-order.ts on the
 * server answers the first answer again).
 */
import { type Envelope, IDEMPOTENCY_KEY_HEADER } from '@advantage/contracts';
import { callServer } from '../../lib/http/client';
import { type FieldError, fieldErrors } from '../../shell/components/form/submit';

export type OrderOutcome
  = | { kind: 'answer'; envelope: Envelope }
    | { kind: 'invalid'; errors: FieldError[] }
    | { kind: 'failed'; message: string }
    | { kind: 'handed-over' };

const storageKey = (cartId: number, version: number) => `adv-fedstrip-key:${cartId}:${version}`;

function keyFor(cartId: number, version: number): string {
  try {
    const kept = sessionStorage.getItem(storageKey(cartId, version));
    if (kept) return kept;
    const key = crypto.randomUUID();
    sessionStorage.setItem(storageKey(cartId, version), key);
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

export async function orderRequisitions(cartId: number, version: number, password: string): Promise<OrderOutcome> {
  const payload = { cartId, version, ...(password ? { password } : {}) };
  const outcome = await callServer('fedstrip/process_Order', { payload, headers: { [IDEMPOTENCY_KEY_HEADER]: keyFor(cartId, version) } });
  if (outcome.kind === 'envelope' && outcome.envelope) {
    if (outcome.envelope.responseName === 'Success') {
      try {
        sessionStorage.removeItem(storageKey(cartId, version));
      } catch {
        // Nothing to forget without storage.
      }
    }
    return { kind: 'answer', envelope: outcome.envelope };
  }
  if (outcome.kind === 'http-error') {
    const errors = fieldErrors(outcome.envelope?.attributes.errors);
    if (outcome.status === 400 && errors.length) return { kind: 'invalid', errors };
    const detail = outcome.envelope?.attributes.detailedErrorMessage;
    if (outcome.status >= 500) return { kind: 'failed', message: 'The server could not finish ordering. Select Order requisitions again: they will not be ordered twice.' };
    return { kind: 'failed', message: typeof detail === 'string' ? detail : outcome.message };
  }
  if (outcome.kind === 'login-required' || outcome.kind === 'session-expired') return { kind: 'handed-over' };
  if (outcome.kind === 'network-error') return { kind: 'failed', message: 'The server could not be reached, so we cannot tell whether the requisitions were ordered. Select Order requisitions again: they will not be ordered twice.' };
  return { kind: 'failed', message: 'The requisitions could not be ordered. Try again.' };
}
