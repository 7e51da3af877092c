/**
 * The error screens of docs/product/errors.md for the identity flows: 'Unexpected error while authenticating user'
 * (and switching user, signing out, registering a PIV/CAC card), each with its cause in the error details.
 */
import { MESSAGES } from '@advantage/contracts';
import { errorDetail } from '../../kit/interpreter/errors';
import type { ErrorInterpretation } from '../../kit/interpreter/types';
import { interpretContext } from '../routes/context';

export type AuthFailureKind = 'signIn' | 'switchUser' | 'signOut' | 'smartCard';

const SCREENS = {
  signIn: MESSAGES.signInFailure,
  switchUser: MESSAGES.switchUserFailure,
  signOut: MESSAGES.signOutFailure,
  smartCard: MESSAGES.smartCardFailure,
} as const;

/** Error names shown in the details (our wording; the spec names the causes, not the records). */
export const FAILURE_NAMES: Record<AuthFailureKind, string> = {
  signIn: 'Authentication Error',
  switchUser: 'Switch User Error',
  signOut: 'Sign Out Error',
  smartCard: MESSAGES.smartCard.registrationFailure,
};

/** docs/product/errors.md "Causes": config not obtained, proof key not obtained, missing code or state, token exchange failure, state mismatch. */
export const CAUSES = {
  config: 'The identity provider configuration could not be obtained.',
  proofKey: 'The proof key (PKCE) could not be obtained.',
  missingCodeOrState: 'The identity provider returned without an authorization code or state.',
  stateMismatch: 'The returned state does not match the stored one: possible cross-site request forgery.',
  tokenExchange: 'The authorization code could not be exchanged for tokens.',
  providerSession: 'The identity provider session could not be ended.',
  endSession: 'The server session could not be ended.',
} as const;

export interface AuthFailure {
  kind: AuthFailureKind;
  /** The cause, shown as the details' message. */
  message: string;
  /** The call that failed, shown as the details' path. */
  path: string;
  query?: Record<string, unknown>;
}

export type AuthErrorScreen = Omit<ErrorInterpretation, 'kind'>;

export function authErrorScreen(failure: AuthFailure): AuthErrorScreen {
  const screen = SCREENS[failure.kind];
  const ctx = interpretContext();
  const detail = errorDetail(
    { path: failure.path, query: {}, outcome: { kind: 'network-error', message: failure.message } },
    ctx,
    { name: FAILURE_NAMES[failure.kind], message: failure.message },
  );
  if (failure.query) detail.webService.queryParams = failure.query;
  return { title: screen.title, text: screen.text, detail, fatal: false, homeLink: true };
}
