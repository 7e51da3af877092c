import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  email: string | undefined;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** A token already verified is trusted again for at most this long (and never past its expiry). */
const VERIFIED_CACHE_MS = 60_000;
const VERIFIED_CACHE_MAX = 10_000;

export interface VerifierOptions {
  issuer: string;
  audience: string;
  getKey: JWTVerifyGetKey;
  /** How long a verified token is trusted again without a signature check (default 60 s; 0 turns it off). */
  cacheMs?: number;
  /** Seconds of clock skew accepted on exp/nbf. */
  clockTolerance?: number;
  now?: () => number;
}

/** Signature algorithms accepted; HS* and none never are (docs/architecture.md, Security). */
const ALGORITHMS = ['RS256', 'PS256', 'ES256'];

export class InvalidTokenError extends Error {
  constructor(readonly reason: string) {
    super(`invalid access token: ${reason}`);
    this.name = 'InvalidTokenError';
  }
}

/**
 * Verifies a JWT access token locally against the issuer's keys: issuer, audience, `typ: at+jwt`,
 * algorithm allow-list, expiry and the presence of exp/iat/sub (docs/architecture.md, Security…T-5).
 */
export function createTokenVerifier(options: VerifierOptions) {
  const now = options.now ?? Date.now;
  // A browser sends the same token on every call; the signature check runs once per token and minute.
  const verified = new Map<string, { claims: AccessTokenClaims; until: number }>();
  const verify = async (token: string): Promise<AccessTokenClaims> => {
    const hit = verified.get(token);
    if (hit && now() < hit.until) return hit.claims;
    verified.delete(token);
    const claims = await verifySignature(token);
    const cacheMs = options.cacheMs ?? VERIFIED_CACHE_MS;
    if (cacheMs <= 0) return claims;
    if (verified.size >= VERIFIED_CACHE_MAX) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, { claims, until: Math.min(claims.exp * 1000, now() + cacheMs) });
    return claims;
  };
  return verify;

  async function verifySignature(token: string): Promise<AccessTokenClaims> {
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
      exp: Number(payload.exp),
    };
  }
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
