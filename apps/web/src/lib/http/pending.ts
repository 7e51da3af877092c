/** The request that answered HTTP 401, remembered until sign-in replays it (docs/product/errors.md "HTTP 401"). */
import type { PendingRequest } from './types';

let pending: PendingRequest | undefined;

export function rememberRequest(request: PendingRequest): void {
  pending = request;
}

export function pendingRequest(): PendingRequest | undefined {
  return pending;
}

/** Returns the remembered request and forgets it. */
export function takePendingRequest(): PendingRequest | undefined {
  const request = pending;
  pending = undefined;
  return request;
}
