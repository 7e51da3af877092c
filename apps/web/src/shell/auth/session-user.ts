/**
 * Who is signed in, as the browser tab knows it (docs/product/accounts-and-sign-in.md "Stored on the client"). The server
 * authenticates every call by the bearer token, so a tab is signed in while it holds an access
 * token. Tokens live in sessionStorage only, never in localStorage.
 */
import { CLIENT_STORAGE_KEYS, type MemberAccess, type TokenResponse } from '@advantage/contracts';
import { useSyncExternalStore } from 'react';
import { LOGIN_REQUIRED_EVENT, SESSION_EXPIRED_EVENT } from '../../lib/config';
import { jwtClaims } from '../../lib/jwt-claims';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import type { AuthenticatedUser } from '../../kit/interpreter/types';

export interface SignedInUser {
  /** What the header shows: attributes.user.name, else the id token's name claim, else the login. */
  name: string;
  /** The provider login (oktaUserLogin), usually the e-mail address; may be empty. */
  login: string;
  /**
   * The member's type and approval roles, for the account menu: from the AUTHENTICATED answer, or after a reload
   * (nothing of it is stored on the client) from user_container. Undefined until known.
   */
  access?: MemberAccess;
}

const K = CLIENT_STORAGE_KEYS;

/** attributes.user.name of the last AUTHENTICATED answer; the id token's claims stand in after a reload. */
let memoryName: string | undefined;
/** attributes.user's access of the last AUTHENTICATED answer, or user_container's. */
let memoryAccess: MemberAccess | undefined;
let snapshot: SignedInUser | undefined;
const listeners = new Set<() => void>();

interface Claims {
  name?: unknown;
  email?: unknown;
  preferred_username?: unknown;
}

/** The id token's payload, for display only (the server verifies tokens; the browser never trusts them). */
export function idTokenClaims(token: string | null = readStorage('session', K.idToken)): Claims {
  return jwtClaims(token) as Claims;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function compute(): SignedInUser | undefined {
  if (!readStorage('session', K.accessToken)) return undefined;
  const claims = idTokenClaims();
  const login = readStorage('session', K.userLogin) ?? (text(claims.email) || text(claims.preferred_username));
  const name = memoryName || text(claims.name) || login || 'My account';
  return { name, login, ...(memoryAccess ? { access: memoryAccess } : {}) };
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Re-reads the storage (after tokens came or went) and tells the header. */
export function refreshUser(): void {
  const next = compute();
  if (next?.name === snapshot?.name && next?.login === snapshot?.login && next?.access === snapshot?.access) return;
  snapshot = next;
  emit();
}

export function currentUser(): SignedInUser | undefined {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentUser(): SignedInUser | undefined {
  return useSyncExternalStore(subscribe, currentUser, currentUser);
}

export function storeTokens(tokens: TokenResponse): void {
  writeStorage('session', K.idToken, tokens.id_token);
  writeStorage('session', K.accessToken, tokens.access_token);
}

export function removeTokens(): void {
  removeStorage('session', K.idToken);
  removeStorage('session', K.accessToken);
  refreshUser();
}

/** The provider login, when one is known (docs/product/accounts-and-sign-in.md: registration finalization depends on it). */
export function knownLogin(): string | undefined {
  return readStorage('session', K.userLogin) ?? readStorage('local', K.userLogin) ?? undefined;
}

export function rememberLogin(login: string): void {
  if (login) writeStorage('session', K.userLogin, login);
}

/** docs/product/accounts-and-sign-in.md: "Query auth equal to MFA removes the stored auth value." */
export function forgetLogin(): void {
  removeStorage('session', K.userLogin);
  removeStorage('local', K.userLogin);
  refreshUser();
}

/**
 * An AUTHENTICATED answer: remember the member (oktaUserLogin = e-mail), the server's session timeout
 * and turn the inactivity warning on (warnUsersAboutSessionExpiring).
 */
export function recordSignIn(user: AuthenticatedUser | undefined, sessionTimeout: number | undefined): void {
  const claims = idTokenClaims();
  const login = user?.email || text(claims.email) || text(claims.preferred_username);
  if (login) writeStorage('session', K.userLogin, login);
  memoryName = user?.name || undefined;
  memoryAccess = user?.access;
  if (sessionTimeout) writeStorage('session', K.sessionTimeout, String(sessionTimeout));
  writeStorage('session', K.warnUsersAboutSessionExpiring, 'true');
  refreshUser();
  const shared = sharedSignIn();
  if (shared) notify({ kind: 'signed-in', signIn: shared });
}

/** What another tab of the browser needs to be signed in on the same server session (docs/adr/0019). */
export interface SharedSignIn {
  id_token: string;
  access_token: string;
  login?: string;
  sessionTimeout?: string;
}

export type SignInChange = { kind: 'signed-in'; signIn: SharedSignIn } | { kind: 'signed-out' };
const changeListeners = new Set<(change: SignInChange) => void>();

/** Sign-ins completed and sign-outs finished in this tab (the token keeper tells the other tabs). */
export function onSignInChange(listener: (change: SignInChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function notify(change: SignInChange): void {
  for (const listener of changeListeners) listener(change);
}

export function sharedSignIn(): SharedSignIn | undefined {
  const idToken = readStorage('session', K.idToken);
  const accessToken = readStorage('session', K.accessToken);
  if (!idToken || !accessToken) return undefined;
  const login = readStorage('session', K.userLogin);
  const timeout = readStorage('session', K.sessionTimeout);
  return { id_token: idToken, access_token: accessToken, ...(login ? { login } : {}), ...(timeout ? { sessionTimeout: timeout } : {}) };
}

/** The member's access as user_container answered it (after a reload, when no AUTHENTICATED answer told it). */
export function recordMemberAccess(access: MemberAccess | undefined): void {
  memoryAccess = access;
  refreshUser();
}

/** A sign-in another tab shared, or a renewal: taken as this tab's, without telling anyone. */
export function adoptSignIn(signIn: SharedSignIn): void {
  // Another member's sign-in (switch user in another tab): their access is asked for anew.
  if (signIn.login !== readStorage('session', K.userLogin)) memoryAccess = undefined;
  storeTokens(signIn);
  if (signIn.login) writeStorage('session', K.userLogin, signIn.login);
  if (signIn.sessionTimeout) writeStorage('session', K.sessionTimeout, signIn.sessionTimeout);
  writeStorage('session', K.warnUsersAboutSessionExpiring, 'true');
  refreshUser();
}

/** Everything a signed-in tab keeps, gone (sign-out, switch user, expired session). */
export function clearSignIn(): void {
  memoryName = undefined;
  memoryAccess = undefined;
  removeStorage('session', K.idToken);
  removeStorage('session', K.accessToken);
  removeStorage('session', K.userLogin);
  removeStorage('session', K.warnUsersAboutSessionExpiring);
  refreshUser();
}

/** Tokens set aside by a sign-out until the server says how it ends (docs/product/accounts-and-sign-in.md Logout). */
let signOutStash: Partial<TokenResponse> | undefined;

/** docs/product/accounts-and-sign-in.md "Logout: clear the tokens and go to sign_out". The id token is kept for the provider's logout hint. */
export function beginSignOut(): void {
  const idToken = readStorage('session', K.idToken);
  const accessToken = readStorage('session', K.accessToken);
  signOutStash = { ...(idToken ? { id_token: idToken } : {}), ...(accessToken ? { access_token: accessToken } : {}) };
  removeTokens();
  // The other tabs drop their copy now: one of them must not hand it back to this tab while it signs out.
  notify({ kind: 'signed-out' });
}

/** The id token for id_token_hint: the one set aside by the sign-out, else the stored one. */
export function logoutHint(): string | undefined {
  return signOutStash?.id_token ?? readStorage('session', K.idToken) ?? undefined;
}

export function finishSignOut(): void {
  signOutStash = undefined;
  clearSignIn();
  notify({ kind: 'signed-out' });
}

/** For tests. */
export function resetSessionUser(): void {
  memoryName = undefined;
  memoryAccess = undefined;
  signOutStash = undefined;
  snapshot = compute();
}

snapshot = compute();
if (typeof window !== 'undefined') {
  // The HTTP client removed the tokens: the header follows.
  window.addEventListener(LOGIN_REQUIRED_EVENT, refreshUser);
  window.addEventListener(SESSION_EXPIRED_EVENT, refreshUser);
}
