/**
 * The one way the app calls its server (docs/architecture.md): `/rs/<path>` with the method from the contracts'
 * method table, credentials, no-cache and JSON headers, the bearer token, the WebSocket id and the
 * anti-forgery header. It never throws for HTTP or network failures; it returns a CallResult.
 */
import { ANTI_FORGERY_MISMATCH, API_BASE, BOT_CHECK_HEADER, type CartSummary, CLIENT_STORAGE_KEYS, type Envelope, methodFor, type ServerPath, normalizePath, responseBodyFor } from '@advantage/contracts';
import { LOGIN_REQUIRED_EVENT, SESSION_EXPIRED_EVENT, SESSION_EXPIRED_RESPONSE } from '../config';
import { touchActivity } from '../activity';
import { botCheckAsked } from '../bot-check/needs';
import { cartData, setCartData } from '../connection/cart-data';
import { notePunchout } from '../connection/punchout-data';
import { queryString } from '../query';
import { removeStorage } from '../storage';
import { asEnvelope } from './envelope';
import { buildHeaders } from './headers';
import { openFile } from './pdf';
import { rememberRequest } from './pending';
import { tokenRenewal } from './token-renewal';
import type { CallOptions, CallResult, PendingRequest } from './types';

/** docs/product/accounts-and-sign-in.md: the inactivity timer resets on any API call except end_session. */
const NOT_ACTIVITY = new Set(['main/end_session']);
/**
 * Calls that never wait for a token renewal: the renewal itself reads the provider's configuration, signing in brings
 * its own token, and the server ends a session whatever the token (docs/adr/0019). FEDSTRIP's sign-out is not here:
 * it first asks about requisitions not yet ordered, which needs the member.
 */
const NO_RENEWAL = new Set(['login/oauth_config', 'login/pkce', 'login/auth_tokens', 'login/mfa_sign_in', 'login/sign_out', 'main/end_session']);

/** With a path the contracts name, the payload and the answer are typed from them (docs/adr/0034-typed-contract.md). */
export async function callServer<P extends ServerPath>(path: P, options?: CallOptions<P>): Promise<CallResult<P>>;
/** A path known only at run time (the /ws loader, a form's path): checked against the method table when sent. */
export async function callServer(path: string, options?: CallOptions): Promise<CallResult>;
export async function callServer(path: string, options: CallOptions = {}): Promise<CallResult> {
  const result = await send(path, options);
  // docs/product/accounts-and-sign-in.md: a read the server asks a token for is repeated once with it (lib/bot-check).
  const asked = botCheckAsked(result);
  if (!asked || result.kind !== 'http-error') return result;
  const { retryWithBotCheck } = await import('../bot-check');
  const calls = {
    repeat: (token: string) => send(path, options, token),
    read: (challenge: string, signal?: AbortSignal) => send(challenge, signal ? { signal } : {}),
  };
  return retryWithBotCheck(asked, result, calls, options.signal);
}

async function send(path: string, options: CallOptions, botCheckToken?: string, retried = false, renewed = false): Promise<CallResult> {
  const serverPath = normalizePath(path);
  const method = methodFor(serverPath);
  if (!method) return { kind: 'unexpected-request', path: serverPath };
  // A background read is not the buyer's activity: it must not hold off the inactivity warning.
  if (!NOT_ACTIVITY.has(serverPath) && !options.background) touchActivity();
  const renewal = NO_RENEWAL.has(serverPath) || options.anonymous ? undefined : tokenRenewal();
  if (renewal && !renewed) await renewal.beforeCall(options.background === true);

  const url = `${options.url ?? `/${API_BASE}/${serverPath}`}${queryString(options.query)}`;
  const init: RequestInit = {
    method: method === 'GET_PDF' ? 'GET' : method,
    credentials: 'include',
    headers: { ...options.headers, ...buildHeaders(method, url, options.anonymous), ...(botCheckToken ? { [BOT_CHECK_HEADER]: botCheckToken } : {}) },
  };
  if (options.signal) init.signal = options.signal;
  if (method === 'POST') init.body = JSON.stringify(options.payload ?? {});

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { kind: 'network-error', message: error instanceof Error ? error.message : String(error) };
  }

  if (response.status === 401 && options.background) {
    return { kind: 'http-error', status: 401, statusText: response.statusText, message: 'Not signed in.' };
  }
  if (response.status === 401) {
    const request: PendingRequest = { path: serverPath, method, ...requestParts(options) };
    const envelope = asEnvelope(await readJson(response), serverPath);
    if (isSessionExpired(envelope)) return sessionExpired(request);
    // Refused before any handler ran: with a token renewed through the provider session, the same call goes once more
    // and what the buyer sent is not lost.
    const carriedToken = 'Authorization' in (init.headers as Record<string, string>);
    if (renewal && carriedToken && !renewed && (await renewal.renewAfterRefusal())) return send(path, options, botCheckToken, retried, true);
    return loginRequired(request);
  }
  if (!response.ok) {
    const envelope = takeHeaderCart(asEnvelope(await readJson(response), serverPath));
    const detail = envelope?.attributes.detailedErrorMessage;
    // Refused before any handler ran, and the answer set the session's token: the same request goes once more.
    if (response.status === 403 && detail === ANTI_FORGERY_MISMATCH && !retried) return send(path, options, botCheckToken, true, renewed);
    return {
      kind: 'http-error',
      status: response.status,
      statusText: response.statusText,
      message: typeof detail === 'string' ? detail : `Http failure response for ${url}: ${response.status} ${response.statusText}`,
      ...(envelope ? { envelope } : {}),
    };
  }
  if (method === 'GET_PDF' && !isJson(response)) {
    openFile(await response.blob(), response.headers.get('Content-Disposition'));
    return { kind: 'pdf', status: response.status };
  }
  const body = responseBodyFor(serverPath);
  if (body === 'text') return { kind: 'text', status: response.status, text: await response.text() };
  if (body === 'json') return { kind: 'json', status: response.status, data: await readJson(response) };
  if (!isJson(response)) {
    const text = await response.text();
    return { kind: 'envelope', status: response.status, envelope: undefined, text };
  }
  return { kind: 'envelope', status: response.status, envelope: takeHeaderCart(asEnvelope(await readJson(response), serverPath)) };
}

/** The session's cart summary a page load's first answer carries (CART_SUMMARY_HEADER): the header's count. */
function takeHeaderCart(envelope: Envelope | undefined): Envelope | undefined {
  const cart = envelope?.attributes.headerCart as Partial<CartSummary> | undefined;
  // Anything the app learnt meanwhile (an add, a push) is newer.
  if (cartData() === undefined && cart && typeof cart.itemCount === 'number' && typeof cart.cartId === 'number') setCartData(cart);
  // A punchout session's answers name the punchout: the banner and the cart's Return cart read it.
  notePunchout(envelope?.attributes.punchout);
  return envelope;
}

function requestParts(options: CallOptions): Pick<PendingRequest, 'query' | 'payload'> {
  return {
    ...(options.query ? { query: options.query } : {}),
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  };
}

function removeTokens(): void {
  removeStorage('session', CLIENT_STORAGE_KEYS.idToken);
  removeStorage('session', CLIENT_STORAGE_KEYS.accessToken);
}

/** docs/product/errors.md: remember the failed request, remove the tokens, open login (here: signal it), return nothing. */
function loginRequired(request: PendingRequest): CallResult {
  removeTokens();
  rememberRequest(request);
  window.dispatchEvent(new CustomEvent<PendingRequest>(LOGIN_REQUIRED_EVENT, { detail: request }));
  return { kind: 'login-required', request };
}

function isSessionExpired(envelope: Envelope | undefined): boolean {
  return envelope?.responseType === 'ERROR' && envelope.responseName === SESSION_EXPIRED_RESPONSE;
}

/**
 * docs/product/accounts-and-sign-in.md Session: "An http session-expiry event offers a new session." The server session (and the
 * member signed in to it) is gone, so the tokens go too; the request is not replayed.
 */
function sessionExpired(request: PendingRequest): CallResult {
  removeTokens();
  window.dispatchEvent(new CustomEvent<PendingRequest>(SESSION_EXPIRED_EVENT, { detail: request }));
  return { kind: 'session-expired', request };
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return isJson(response) ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}
