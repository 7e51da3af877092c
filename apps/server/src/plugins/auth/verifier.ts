import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  email: string | undefined;
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  getKey: JWTVerifyGetKey;
  /** Seconds of clock skew accepted on exp/nbf. */
  clockTolerance?: number;
  now?: () => number;
}

/** Signature algorithms accepted; HS* and none never are (security.md T-1, T-2). */
const ALGORITHMS = ['RS256', 'PS256', 'ES256'];

export class InvalidTokenError extends Error {
  constructor(readonly reason: string) {
    super(`invalid access token: ${reason}`);
    this.name = 'InvalidTokenError';
  }
}

/**
 * Verifies a JWT access token locally against the issuer's keys: issuer, audience, `typ: at+jwt`,
 * algorithm allow-list, expiry and the presence of exp/iat/sub (security.md T-1…T-5).
 */
export function createTokenVerifier(options: VerifierOptions) {
  return async (token: string): Promise<AccessTokenClaims> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.getKey, {
        issuer: options.issuer,
        audience: options.audience,
        typ: 'at+jwt',
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: options.clockTolerance ?? 30,
        ...(options.now ? { currentDate: new Date(options.now()) } : {}),
      }));
    } catch (error) {
      const reason = error instanceof errors.JOSEError ? error.code : 'malformed';
      throw new InvalidTokenError(reason);
    }
    return {
      iss: String(payload.iss),
      sub: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
    };
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
