/**
 * The response interpreter (docs/architecture.md, docs/product/errors.md; docs/architecture.md, The request spine): a pure function from a server
 * call's outcome to what the app does next. Side effects (navigation, store switch) are the caller's.
 */
import { type CartSummary, type Envelope, memberAccessOf, MESSAGES, normalizePath, type StoreName, storeName, toStoreId } from '@advantage/contracts';
import { HOME_ROUTE } from '../../lib/config';
import { serverError, unexpectedError } from './errors';
import { newMemberOf } from './new-user-container';
import { redirectTarget } from './redirect-target';
import type { AuthenticatedUser, ErrorDetailRecord, Interpretation, InterpretContext, InterpretInput } from './types';

export function interpret(input: InterpretInput, ctx: InterpretContext): Interpretation {
  const { outcome } = input;
  switch (outcome.kind) {
    case 'unexpected-request':
      return unexpectedError(input, ctx, {
        name: MESSAGES.unexpectedRequest.name,
        message: `${MESSAGES.unexpectedRequest.message} (${outcome.path})`,
      });
    case 'login-required':
      return { kind: 'none', reason: 'login-required' };
    case 'session-expired':
      return { kind: 'none', reason: 'session-expired' };
    case 'json':
    case 'text':
      // A plain document is no screen (login/oauth_config and the like are not navigated to).
      return missingResponse(input, ctx);
    case 'pdf':
      return { kind: 'none', reason: 'pdf-opened' };
    case 'network-error':
      // Like a browser's status 0: the server could not be reached at all.
      return httpError(input, ctx, { status: 0, statusText: 'Unknown Error', message: outcome.message });
    case 'http-error':
      return namedScreen(ctx, input, outcome.envelope) ?? httpError(input, ctx, outcome, outcome.envelope);
    case 'envelope':
      return outcome.envelope ? fromEnvelope(input, ctx, outcome.envelope) : missingResponse(input, ctx);
  }
}

/**
 * A refusal that names the screen to show in place of the path asked for (the restricted-store gate: 403 with
 * pathInfo vs/restricted or vs/access_denied, docs/adr/0016) shows that screen; any other error stays an error.
 */
function namedScreen(ctx: InterpretContext, input: InterpretInput, envelope: Envelope | undefined): Interpretation | undefined {
  if (!envelope?.responseName || normalizePath(envelope.pathInfo) === normalizePath(input.path)) return undefined;
  const store = envelope.attributes.storeID === undefined ? ctx.store : storeName(envelope.attributes.storeID);
  const entry = ctx.lookup(store, normalizePath(envelope.pathInfo), envelope.responseName);
  return entry ? { kind: 'screen', entry, envelope, store } : undefined;
}

function httpError(
  input: InterpretInput,
  ctx: InterpretContext,
  failure: { status: number; statusText: string; message: string },
  envelope?: Envelope,
): Interpretation {
  const { status, statusText, message } = failure;
  const http: ErrorDetailRecord['http'] = { status, statusText, message, path: input.path, payload: input.payload };
  if (envelope) return serverError(input, ctx, envelope, http);
  return unexpectedError(input, ctx, { name: MESSAGES.httpError.name, message: failure.message, http });
}

function missingResponse(input: InterpretInput, ctx: InterpretContext, envelope?: Envelope): Interpretation {
  return unexpectedError(input, ctx, {
    name: MESSAGES.missingResponse.name,
    message: MESSAGES.missingResponse.message,
    ...(envelope ? { envelope } : {}),
  });
}

function fromEnvelope(input: InterpretInput, ctx: InterpretContext, envelope: Envelope): Interpretation {
  if (envelope.responseType === 'REDIRECT') {
    if (!envelope.redirectURL) {
      return unexpectedError(input, ctx, {
        name: MESSAGES.missingRedirection.name,
        message: MESSAGES.missingRedirection.message,
        envelope,
      });
    }
    const target = redirectTarget(envelope.redirectURL, ctx.origin, ctx.allowedOrigins);
    return { kind: 'redirect', to: target.to, replace: true, external: target.external };
  }
  if (envelope.responseType === 'AUTHENTICATED') {
    const newMember = newMemberOf(envelope.attributes.newUserContainer);
    const user = authenticatedUser(envelope.attributes.user) ?? newMember?.user;
    const timeout = envelope.attributes.sessionTimeout;
    const sessionTimeout = typeof timeout === 'number' ? timeout : typeof timeout === 'string' ? Number(timeout) : Number.NaN;
    return {
      kind: 'authenticated',
      storeID: toStoreId(envelope.attributes.storeID),
      to: newMember?.firstStop ?? ctx.savedRoute ?? HOME_ROUTE,
      ...(user ? { user } : {}),
      ...(Number.isFinite(sessionTimeout) && sessionTimeout > 0 ? { sessionTimeout } : {}),
      ...(isCartSummary(envelope.attributes.cart) ? { cart: envelope.attributes.cart } : {}),
    };
  }
  if (!envelope.responseName) return missingResponse(input, ctx, envelope);

  // The server is the authority on the session's store: its storeID picks the registry.
  const store = envelope.attributes.storeID === undefined ? ctx.store : storeName(envelope.attributes.storeID);
  const entry = screenFor(ctx, store, [envelope.pathInfo, input.path], envelope.responseName);
  if (entry) return { kind: 'screen', entry, envelope, store };
  if (envelope.responseType === 'ERROR') return serverError(input, ctx, envelope);
  return unexpectedError(input, ctx, {
    name: MESSAGES.unexpectedResponse.name,
    message: `${MESSAGES.unexpectedResponse.message} (${normalizePath(input.path)}: ${envelope.responseName})`,
    envelope,
  });
}

function isCartSummary(value: unknown): value is CartSummary {
  const v = value as Partial<CartSummary> | null | undefined;
  return !!v && typeof v.cartId === 'number' && typeof v.itemCount === 'number' && typeof v.totalCents === 'number' && typeof v.version === 'number';
}

function authenticatedUser(value: unknown): AuthenticatedUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, email } = value as Record<string, unknown>;
  const mail = typeof email === 'string' ? email.trim() : '';
  const shown = typeof name === 'string' ? name.trim() : '';
  if (!mail && !shown) return undefined;
  const access = memberAccessOf(value);
  return { name: shown || mail, email: mail, ...(access ? { access } : {}) };
}

function screenFor(ctx: InterpretContext, store: StoreName, paths: readonly string[], name: string) {
  for (const path of paths) {
    const entry = ctx.lookup(store, normalizePath(path), name);
    if (entry) return entry;
  }
  return undefined;
}
