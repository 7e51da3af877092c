/** Why a token did not pass; logged, never shown in detail to the visitor. */
export type Refusal = 'malformed' | 'invalid' | 'expired' | 'replayed' | 'other-session' | 'low-score' | 'wrong-action';

export type VerifyOutcome
  = | { passed: true }
    | { passed: false; reason: Refusal }
  /** The provider could not be asked or answered nonsense: the read is refused (fail closed). */
    | { passed: false; reason: 'unavailable'; detail: string };

export interface VerifyContext {
  /** The action name the protected read asks the token for. */
  action: string;
  /** The server session the token must belong to (altcha binds its challenges to it). */
  sessionId: string;
  remoteIp: string;
}

/** One provider's check of a token. */
export interface TokenCheck {
  verify(token: string, context: VerifyContext): Promise<VerifyOutcome>;
}
