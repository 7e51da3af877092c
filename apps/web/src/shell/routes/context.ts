import { CLIENT_STORAGE_KEYS } from '@advantage/contracts';
import { allowedOrigins } from '../../lib/config';
import { pendingRequest } from '../../lib/http/pending';
import { queryString } from '../../lib/query';
import { readStorage } from '../../lib/storage';
import { pendingRoute, returnTarget } from '../auth/pending-route';
import type { InterpretContext } from '../../kit/interpreter/types';
import { findScreen } from '../../kit/interpreter/screens-port';
import { currentStore } from '../../kit/store/store-state';

/** crypto.randomUUID needs a secure context; error ids must exist on plain http too. */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Where an AUTHENTICATED answer returns to: the sign-in's pending route (docs/product/README.md, restored after the
 * provider's redirect), else the request that answered 401, when it can be re-entered by navigation.
 */
export function savedRoute(): string | undefined {
  const route = pendingRoute();
  if (route) return returnTarget(route).to;
  const request = pendingRequest();
  if (!request || (request.method !== 'GET' && request.method !== 'GET_PDF')) return undefined;
  return `/ws/${request.path}${queryString(request.query)}`;
}

export function interpretContext(): InterpretContext {
  const userName = readStorage('session', CLIENT_STORAGE_KEYS.userLogin) ?? readStorage('local', CLIENT_STORAGE_KEYS.userLogin);
  const route = savedRoute();
  return {
    store: currentStore().store,
    lookup: findScreen,
    allowedOrigins: allowedOrigins(),
    origin: window.location.origin,
    ...(userName ? { userName } : {}),
    ...(route ? { savedRoute: route } : {}),
    now: () => new Date(),
    newId,
  };
}
