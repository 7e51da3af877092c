import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SMART_CARD_ASSERTION, type SmartCardAssertionClaims, type SmartCardData } from '@advantage/contracts';
import { certificateThumbprint, smartCardData, verifyChain } from '@advantage/idp';
import { type JWTVerifyGetKey, jwtVerify } from 'jose';

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

function certificates(pem: string): X509Certificate[] {
  return (pem.match(PEM_BLOCK) ?? []).map((block) => new X509Certificate(block));
}

/**
 * The card data the server trusts: read again from the presented certificate chain after it verifies up
 * to a trust anchor, never from the fields the browser relays (docs/architecture.md, Security).
 */
export function cardVerifier(trustAnchorFile: string, now: () => number = Date.now) {
  let roots: X509Certificate[] | undefined;
  return (chainPem: string): SmartCardData | undefined => {
    roots ??= certificates(readFileSync(trustAnchorFile, 'utf8'));
    let presented: X509Certificate[];
    try {
      presented = certificates(chainPem);
    } catch {
      return undefined;
    }
    const [leaf, ...rest] = presented;
    if (!leaf) return undefined;
    const path = verifyChain(leaf, rest, roots, now());
    return path ? smartCardData(leaf, path) : undefined;
  };
}

/** The first certificate of a chain and its card data as written, for checking against the reader's assertion. */
export function presentedCard(chainPem: string): { thumbprint: string; data: SmartCardData } | undefined {
  try {
    const [leaf, ...rest] = certificates(chainPem);
    return leaf ? { thumbprint: certificateThumbprint(leaf), data: smartCardData(leaf, rest) } : undefined;
  } catch {
    return undefined;
  }
}

/** What the reader is given to sign for a session: a hash, so the session id itself never reaches a script. */
export function sessionBinding(sessionId: string): string {
  return createHash('sha256').update(`advantage smart-card binding\0${sessionId}`).digest('base64url');
}

const MAX_CLOCK_SKEW_SECONDS = 5;

function isClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & SmartCardAssertionClaims {
  const cnf = payload.cnf as Record<string, unknown> | undefined;
  return typeof payload.nonce === 'string'
    && typeof payload.binding === 'string'
    && typeof payload.msupn === 'string'
    && typeof cnf === 'object' && cnf !== null && typeof cnf['x5t#S256'] === 'string';
}

/**
 * The reader's card assertion, when its signature, type, audience and lifetime hold (docs/adr/0008). Whether
 * its nonce and binding belong to this session and its card to this registration is the caller's check.
 */
export async function verifyCardAssertion(jws: string, getKey: JWTVerifyGetKey, now: number): Promise<SmartCardAssertionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(jws, getKey, {
      typ: SMART_CARD_ASSERTION.type,
      audience: SMART_CARD_ASSERTION.audience,
      algorithms: ['ES256', 'ES384', 'RS256', 'PS256', 'EdDSA'],
      requiredClaims: ['iat', 'exp'],
      maxTokenAge: SMART_CARD_ASSERTION.ttlSeconds + MAX_CLOCK_SKEW_SECONDS,
      clockTolerance: MAX_CLOCK_SKEW_SECONDS,
      currentDate: new Date(now),
    });
    return isClaims(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
}
