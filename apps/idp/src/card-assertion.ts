import type { X509Certificate } from 'node:crypto';
import { SMART_CARD_ASSERTION, type SmartCardAssertionClaims } from '@advantage/contracts';
import { importJWK, type JWK, SignJWT } from 'jose';
import { certificateThumbprint } from './smart-card.js';

/** The reader's challenge parameters, when both are given and well formed. */
export interface AssertionRequest {
  nonce: string;
  binding: string;
}

/**
 * Signs what the reader saw in a TLS handshake (the card's alternative name and certificate thumbprint) with the
 * marketplace's challenge, so the server accepts a card only from the browser session that asked (docs/adr/0008).
 */
export function cardAssertionSigner(privateJwk: JWK) {
  const alg = privateJwk.alg ?? 'ES256';
  let key: ReturnType<typeof importJWK> | undefined;
  return async (leaf: X509Certificate, msupn: string | undefined, request: AssertionRequest, now: number): Promise<string> => {
    key ??= importJWK(privateJwk, alg);
    const claims: SmartCardAssertionClaims = {
      ...(msupn ? { msupn } : {}),
      cnf: { 'x5t#S256': certificateThumbprint(leaf) },
      nonce: request.nonce,
      binding: request.binding,
    };
    const iat = Math.floor(now / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg, typ: SMART_CARD_ASSERTION.type, ...(privateJwk.kid ? { kid: privateJwk.kid } : {}) })
      .setAudience(SMART_CARD_ASSERTION.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + SMART_CARD_ASSERTION.ttlSeconds)
      .sign(await key);
  };
}
