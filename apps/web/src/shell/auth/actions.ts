/**
 * What the header, the login screen and the session dialogs start: sign in, sign out, switch user,
 * and the provider logout of the LogoutFromAuthServer answer (docs/product/accounts-and-sign-in.md "Logout and switching user").
 * A lazy chunk with the rest of the sign-in code.
 */
import { callServer } from '../../lib/http/client';
import { MFA_SIGN_IN_ROUTE, SIGN_OUT_ROUTE } from '../../lib/config';
import { showTakeover } from '../takeover';
import { type AuthErrorScreen, authErrorScreen, CAUSES } from './failures';
import type { PendingRoute } from './pending-route';
import { endProviderSession, logoutUrl, providerConfig } from './provider';
import { beginSignIn, type SignInStep } from './sign-in';
import { beginSignOut, clearSignIn, finishSignOut, logoutHint } from './session-user';

export type Navigate = (to: string) => void;

export interface BrowserExits {
  /** Leaves the app for the provider (the browser's location.assign). */
  leave: (url: string) => void;
  showError: (error: AuthErrorScreen) => void;
}

const browser: BrowserExits = {
  leave: (url) => window.location.assign(url),
  showError: (error) => void showTakeover(error),
};

export function performSignInStep(step: SignInStep, navigate: Navigate, exits: BrowserExits = browser): void {
  switch (step.kind) {
    case 'authorize':
      exits.leave(step.url);
      return;
    case 'mfa':
      navigate(MFA_SIGN_IN_ROUTE);
      return;
    case 'failure':
      exits.showError(step.error);
  }
}

/** 'Sign in' in the header or on the login screen. */
export async function signIn(pendingRoute: PendingRoute | undefined, navigate: Navigate, exits: BrowserExits = browser): Promise<void> {
  performSignInStep(await beginSignIn({ pendingRoute }), navigate, exits);
}

/** docs/product/accounts-and-sign-in.md "Logout: clear the tokens and go to sign_out, optionally with confirmLogout." */
export function signOut(navigate: Navigate, forced = false): void {
  beginSignOut();
  navigate(forced ? `${SIGN_OUT_ROUTE}?confirmLogout=true` : SIGN_OUT_ROUTE);
}

/**
 * docs/product/accounts-and-sign-in.md "Switch user: delete the provider session, then either end the session or log in again":
 * here both, in that order. Any failure is 'Unexpected error while switching user'.
 */
export async function switchUser(navigate: Navigate, exits: BrowserExits = browser): Promise<void> {
  const config = await providerConfig();
  if (!config) {
    exits.showError(authErrorScreen({ kind: 'switchUser', message: CAUSES.config, path: 'login/oauth_config' }));
    return;
  }
  if (!(await endProviderSession(config))) {
    exits.showError(authErrorScreen({ kind: 'switchUser', message: CAUSES.providerSession, path: config.session_endpoint }));
    return;
  }
  const ended = await callServer('main/end_session');
  if (ended.kind !== 'text') {
    exits.showError(authErrorScreen({ kind: 'switchUser', message: CAUSES.endSession, path: 'main/end_session' }));
    return;
  }
  clearSignIn();
  const step = await beginSignIn({});
  if (step.kind === 'failure') {
    const { message, webService } = step.error.detail;
    exits.showError(authErrorScreen({ kind: 'switchUser', message, path: webService.path }));
    return;
  }
  performSignInStep(step, navigate, exits);
}

/** LogoutFromAuthServer: the tokens go (the id token only as the hint), then the provider's end-session address. */
export async function logoutFromAuthServer(origin: string = window.location.origin): Promise<{ url: string } | { error: AuthErrorScreen }> {
  const hint = logoutHint();
  finishSignOut();
  const config = await providerConfig();
  if (!config) return { error: authErrorScreen({ kind: 'signOut', message: CAUSES.config, path: 'login/oauth_config' }) };
  return { url: logoutUrl(config, hint, origin) };
}
