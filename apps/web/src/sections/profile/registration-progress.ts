/**
 * A registration this browser started and has not finished: the address the server pre-registered
 * (federal Pre-Register, or state/local Step2 after the code). The buyer then leaves for the identity
 * provider's sign-up, verifies the address (often from the email, in another tab) and signs in; the
 * sign-in ends on login/mfa_sign_in, which answers accessDenied because no member exists yet. This
 * record is how that answer knows to finish the registration instead (docs/product/accounts-and-sign-in.md: "access_denied
 * finalizes registration").
 *
 * Kept in localStorage so the tab the verification email opens still knows it. It holds the email
 * address only, never a token, and lapses after a day like the server's pre-registration.
 */
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

export const REGISTRATION_PROGRESS_KEY = 'advantageRegistration';
/** The server keeps a federal pre-registration for 24 hours (registrations.expiresAt). */
export const REGISTRATION_PROGRESS_TTL_MS = 24 * 60 * 60 * 1000;

export type RegistrationKind = 'federal' | 'state';

export interface RegistrationProgress {
  emailAddress: string;
  kind: RegistrationKind;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function rememberRegistration(emailAddress: string, kind: RegistrationKind, now: number = Date.now()): void {
  const progress: RegistrationProgress = { emailAddress: normalizeEmail(emailAddress), kind, expiresAt: now + REGISTRATION_PROGRESS_TTL_MS };
  writeStorage('local', REGISTRATION_PROGRESS_KEY, JSON.stringify(progress));
}

export function forgetRegistration(): void {
  removeStorage('local', REGISTRATION_PROGRESS_KEY);
}

/** The registration in progress, when there is a well-formed one that has not lapsed. */
export function registrationInProgress(now: number = Date.now()): RegistrationProgress | undefined {
  const raw = readStorage('local', REGISTRATION_PROGRESS_KEY);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null) {
      const { emailAddress, kind, expiresAt } = value as Record<string, unknown>;
      if (
        typeof emailAddress === 'string'
        && emailAddress
        && (kind === 'federal' || kind === 'state')
        && typeof expiresAt === 'number'
        && expiresAt > now
      ) {
        return { emailAddress: normalizeEmail(emailAddress), kind, expiresAt };
      }
    }
  } catch {
    // Not ours or damaged: dropped below.
  }
  forgetRegistration();
  return undefined;
}
