/**
 * The sign-in sequence of docs/product/accounts-and-sign-in.md, step by step. Each function decides and returns the next step;
 * the callers (route loaders, buttons) navigate, so the sequence is testable without a browser.
 */
import { CLIENT_STORAGE_KEYS, type ProviderConfig, type StoreName, type TokenExchangeRequest, type TokenResponse } from '@advantage/contracts';
import { callServer } from '../../lib/http/client';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { type AuthErrorScreen, authErrorScreen, CAUSES } from './failures';
import {
  type PendingRoute,
  persistPendingRoute,
  removePersistedRoute,
  type Replay,
  restorePendingRoute,
  setPendingRoute,
} from './pending-route';
import { authorizeUrl, callbackUri, hasProviderSession, isTokenResponse, proofKey, providerConfig } from './provider';
import { storeTokens } from './session-user';

const K = CLIENT_STORAGE_KEYS;

export type SignInStep
  = | { kind: 'authorize'; url: string }
  /** An existing provider session: straight to mfa_sign_in. */
    | { kind: 'mfa' }
    | { kind: 'failure'; error: AuthErrorScreen };

export interface SignInOptions {
  /** Where AUTHENTICATED returns to; /ws/main/home when absent. */
  pendingRoute?: PendingRoute | undefined;
  /** Single sign-on: the provider answers without showing a page (prompt=none). */
  silent?: boolean;
  origin?: string;
}

/** docs/product/accounts-and-sign-in.md steps 1 to 4. */
export async function beginSignIn(options: SignInOptions = {}): Promise<SignInStep> {
  const origin = options.origin ?? window.location.origin;
  setPendingRoute(options.pendingRoute);
  const config = await providerConfig();
  if (!config) return { kind: 'failure', error: authErrorScreen({ kind: 'signIn', message: CAUSES.config, path: 'login/oauth_config' }) };
  if (readStorage('session', K.accessToken) && (await hasProviderSession(config))) return { kind: 'mfa' };

  const pkce = await proofKey();
  if (!pkce) return { kind: 'failure', error: authErrorScreen({ kind: 'signIn', message: CAUSES.proofKey, path: 'login/pkce' }) };
  writeStorage('session', K.pkceState, pkce.pkce_state);
  writeStorage('session', K.pkceVerifier, pkce.pkce_code_verifier);
  if (options.pendingRoute) persistPendingRoute(pkce.pkce_state, options.pendingRoute);
  return { kind: 'authorize', url: authorizeUrl(config, pkce, origin, options.silent === true) };
}

/** The old EdgeHTML and Internet Explorer cannot call the provider's token endpoint: the server exchanges the code. */
export function isLegacyBrowser(userAgent: string = navigator.userAgent): boolean {
  return /Trident\/|Edge\/\d/.test(userAgent);
}

export type CallbackStep
  = | { kind: 'home' }
  /** access_denied: finalize the registration (docs/product/accounts-and-sign-in.md), sending `replay` to `to`. */
    | { kind: 'registration'; to: string; replay?: Replay }
    | { kind: 'mfa' }
    | { kind: 'failure'; error: AuthErrorScreen };

export interface CallbackEnvironment {
  store: StoreName;
  origin: string;
  legacy: boolean;
}

/** The provider's answer as the error details show it: never the authorization code itself. */
function shownQuery(params: URLSearchParams): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, value] of params) shown[key] = key === 'code' ? '(present)' : value;
  return shown;
}

/** docs/product/accounts-and-sign-in.md pkce/callback and docs/product/accounts-and-sign-in.md steps 5 to 7. */
export async function completeCallback(params: URLSearchParams, env: CallbackEnvironment): Promise<CallbackStep> {
  const returnedState = params.get('state');
  const expectedState = readStorage('session', K.pkceState);
  const verifier = readStorage('session', K.pkceVerifier);
  const fail = (message: string, path = 'pkce/callback'): CallbackStep => ({
    kind: 'failure',
    error: authErrorScreen({ kind: 'signIn', message, path, query: shownQuery(params) }),
  });
  try {
    const error = params.get('error');
    if (error === 'login_required' || error === 'timed_out') return { kind: 'home' };
    if (error === 'access_denied') return registrationFinalization(env.store, knownLoginForRegistration());

    const code = params.get('code');
    if (!code || !returnedState) {
      const provider = error ? ` (${error}${params.get('error_description') ? `: ${params.get('error_description')}` : ''})` : '';
      return fail(`${CAUSES.missingCodeOrState}${provider}`);
    }
    if (!expectedState || returnedState !== expectedState) return fail(CAUSES.stateMismatch);

    // Step 6: restore the pending route, then exchange the code.
    setPendingRoute(restorePendingRoute(returnedState));
    if (!verifier) return fail(CAUSES.proofKey, 'login/pkce');
    const config = await providerConfig();
    if (!config) return fail(CAUSES.config, 'login/oauth_config');
    const exchanged = await exchangeCode(config, code, verifier, env);
    if ('failure' in exchanged) return fail(`${CAUSES.tokenExchange} ${exchanged.failure}`, exchanged.path);
    // Step 7: store the tokens and go to mfa_sign_in.
    storeTokens(exchanged.tokens);
    return { kind: 'mfa' };
  } finally {
    // "Finally remove the pending route, state and verifier": a state is good for one return only.
    removePersistedRoute(returnedState);
    removePersistedRoute(expectedState);
    removeStorage('session', K.pkceState);
    removeStorage('session', K.pkceVerifier);
  }
}

function knownLoginForRegistration(): string | undefined {
  return readStorage('session', K.userLogin) ?? readStorage('local', K.userLogin) ?? undefined;
}

/**
 * docs/product/accounts-and-sign-in.md "Registration finalization: for FSS and USMC it goes to /ws/ggs/profile/registration_submit,
 * or /ws/ggs/profile/registration when no login is known. For other stores it goes to
 * /ws/profile/registration_submit or to the start page with type registration". The submit paths
 * are POSTs: they get the registration payload (docs/product/accounts-and-sign-in.md) with the known login.
 */
export function registrationFinalization(store: StoreName, login: string | undefined): CallbackStep {
  const ggs = store === 'FSS' || store === 'USMC';
  if (!login) {
    return { kind: 'registration', to: ggs ? '/ws/ggs/profile/registration' : `/ws/main/start_page?store=${store}&type=registration` };
  }
  const path = ggs ? 'ggs/profile/registration_submit' : 'profile/registration_submit';
  return { kind: 'registration', to: `/ws/${path}`, replay: { path, payload: { emailAddress: login, finalizeRegistration: true } } };
}

type Exchange = { tokens: TokenResponse } | { failure: string; path: string };

/** docs/product/accounts-and-sign-in.md step 6: a form-encoded POST to the token endpoint; legacy IE/Edge goes through the server. */
export async function exchangeCode(
  config: ProviderConfig,
  code: string,
  verifier: string,
  env: Pick<CallbackEnvironment, 'origin' | 'legacy'>,
  redirectUri = callbackUri(env.origin),
): Promise<Exchange> {
  const fields: TokenExchangeRequest = {
    grant_type: 'authorization_code',
    code,
    client_id: config.client_id,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  };
  if (env.legacy) {
    const result = await callServer('login/auth_tokens', { payload: fields });
    if (result.kind === 'json' && isTokenResponse(result.data)) return { tokens: result.data };
    return { failure: describe(result), path: 'login/auth_tokens' };
  }
  try {
    const response = await fetch(config.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept': 'application/json' },
      body: new URLSearchParams({ ...fields }).toString(),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok && isTokenResponse(body)) return { tokens: { id_token: body.id_token, access_token: body.access_token } };
    return { failure: `HTTP ${response.status} ${response.statusText}`.trim(), path: config.token_endpoint };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error), path: config.token_endpoint };
  }
}

function describe(result: Awaited<ReturnType<typeof callServer>>): string {
  switch (result.kind) {
    case 'http-error':
      return `HTTP ${result.status} ${result.statusText}`;
    case 'network-error':
      return result.message;
    default:
      return `Unexpected answer (${result.kind}).`;
  }
}
