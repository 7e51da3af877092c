/** Calls to the identity provider and its configuration (docs/architecture.md "login calls", "provider calls"). */
import {
  CLIENT_STORAGE_KEYS,
  PKCE_CALLBACK_ROUTE,
  PKCE_LOGOUT_ROUTE,
  type PkceResponse,
  type ProviderConfig,
  type TokenResponse,
} from '@advantage/contracts';
import { callServer } from '../../lib/http/client';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { rememberLogin } from './session-user';

const CONFIG_KEY = CLIENT_STORAGE_KEYS.providerConfig;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'end_session_endpoint', 'session_endpoint', 'pivreader_endpoint'] as const;

export function isProviderConfig(value: unknown): value is ProviderConfig {
  if (!isRecord(value) || typeof value.client_id !== 'string' || !value.client_id) return false;
  if (!Array.isArray(value.scopes_supported) || !value.scopes_supported.every((s) => typeof s === 'string')) return false;
  return ENDPOINTS.every((key) => isEndpoint(value[key]));
}

/** An absolute http(s) address, or a path on this origin (a provider mounted beside the app, like the development one). */
function isEndpoint(value: unknown): boolean {
  return typeof value === 'string' && (/^https?:\/\/[^/]/i.test(value) || (value.startsWith('/') && !value.startsWith('//')));
}

/**
 * docs/product/accounts-and-sign-in.md step 1: "Obtain the provider config (cached)", in sessionStorage `okta_config`.
 * `background`: read for a silent renewal, which is not the buyer's activity (a tab's first renewal would otherwise
 * count as activity and, shared with the other tabs, earn them another renewal).
 */
export async function providerConfig({ background = false } = {}): Promise<ProviderConfig | undefined> {
  const cached = readStorage('session', CONFIG_KEY);
  if (cached) {
    try {
      const value: unknown = JSON.parse(cached);
      if (isProviderConfig(value)) return value;
    } catch {
      // A damaged cache is fetched again.
    }
    removeStorage('session', CONFIG_KEY);
  }
  const result = await callServer('login/oauth_config', background ? { background } : {});
  if (result.kind !== 'json' || !isProviderConfig(result.data)) return undefined;
  writeStorage('session', CONFIG_KEY, JSON.stringify(result.data));
  return result.data;
}

export function forgetProviderConfig(): void {
  removeStorage('session', CONFIG_KEY);
}

/**
 * docs/product/accounts-and-sign-in.md step 2: "check the existing session. ... A failed session check counts as not logged in."
 * The login it names is remembered (oktaUserLogin).
 */
export async function hasProviderSession(config: ProviderConfig): Promise<boolean> {
  try {
    const response = await fetch(config.session_endpoint, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const login = isRecord(body) && typeof body.login === 'string' ? body.login.trim() : '';
    if (login) rememberLogin(login);
    return login !== '';
  } catch {
    return false;
  }
}

/** docs/product/accounts-and-sign-in.md "Switch user: delete the provider session". No session to delete (404) counts as deleted. */
export async function endProviderSession(config: ProviderConfig): Promise<boolean> {
  try {
    const response = await fetch(config.session_endpoint, { method: 'DELETE', credentials: 'include' });
    return response.ok || response.status === 404;
  } catch {
    return false;
  }
}

export function isPkceResponse(value: unknown): value is PkceResponse {
  return isRecord(value) && typeof value.pkce_state === 'string' && !!value.pkce_state
    && typeof value.pkce_code_challenger === 'string' && !!value.pkce_code_challenger
    && typeof value.pkce_code_verifier === 'string' && !!value.pkce_code_verifier;
}

/** docs/product/accounts-and-sign-in.md step 3: the proof key from the server (which also sets its login-transaction cookie). */
export async function proofKey(): Promise<PkceResponse | undefined> {
  const result = await callServer('login/pkce');
  return result.kind === 'json' && isPkceResponse(result.data) ? result.data : undefined;
}

export function isTokenResponse(value: unknown): value is TokenResponse {
  return isRecord(value) && typeof value.id_token === 'string' && !!value.id_token
    && typeof value.access_token === 'string' && !!value.access_token;
}

/** `endpoint?k=v&...`, values percent-encoded (a space is %20), after any query the endpoint has. */
export function withQuery(endpoint: string, params: ReadonlyArray<readonly [string, string]>): string {
  const query = params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  if (!query) return endpoint;
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query}`;
}

export function callbackUri(origin: string): string {
  return `${origin}${PKCE_CALLBACK_ROUTE}`;
}

/** docs/product/accounts-and-sign-in.md step 4: the authorization request; silent mode adds prompt=none. A silent renewal names its own landing. */
export function authorizeUrl(config: ProviderConfig, pkce: PkceResponse, origin: string, silent = false, redirectUri = callbackUri(origin)): string {
  const params: Array<[string, string]> = [
    ['response_type', 'code'],
    ['client_id', config.client_id],
    ['state', pkce.pkce_state],
    ['scope', config.scopes_supported.join(' ')],
    ['redirect_uri', redirectUri],
    ['code_challenge', pkce.pkce_code_challenger],
    ['code_challenge_method', 'S256'],
  ];
  if (silent) params.push(['prompt', 'none']);
  return withQuery(config.authorization_endpoint, params);
}

/** docs/product/accounts-and-sign-in.md Logout: the provider's end-session address with id_token_hint and post_logout_redirect_uri. */
export function logoutUrl(config: ProviderConfig, idToken: string | undefined, origin: string): string {
  const params: Array<[string, string]> = [];
  if (idToken) params.push(['id_token_hint', idToken]);
  params.push(['post_logout_redirect_uri', `${origin}${PKCE_LOGOUT_ROUTE}`]);
  return withQuery(config.end_session_endpoint, params);
}
