import { API_AUDIENCE, type ProviderConfig } from '@advantage/contracts';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { IdentitySettings } from '../plugins/identity.js';

export const TEST_ISSUER = 'https://idp.test.advantage';

/**
 * Signing keys for token tests (docs/architecture.md, Security fixture: a local JWKS and jose.SignJWT). The server
 * verifies these exactly as it verifies the real provider's tokens.
 */
export async function testIdentity(now: () => number = Date.now) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const config: ProviderConfig = {
    issuer: TEST_ISSUER,
    authorization_endpoint: `${TEST_ISSUER}/auth`,
    token_endpoint: `${TEST_ISSUER}/token`,
    end_session_endpoint: `${TEST_ISSUER}/session/end`,
    session_endpoint: `${TEST_ISSUER}/session`,
    pivreader_endpoint: 'https://localhost:8443/pivreader',
    client_id: 'advantage-web',
    scopes_supported: ['openid', 'email', 'profile'],
  };
  const settings: IdentitySettings = {
    issuer: TEST_ISSUER,
    clientId: 'advantage-web',
    audience: API_AUDIENCE,
    getKey: createLocalJWKSet({ keys: [jwk] }),
    providerConfig: () => config,
    exchangeCode: async (form) => ({ status: 200, body: { id_token: `id-for-${form.code}`, access_token: `at-for-${form.code}` } }),
    signUpUrl: (_request, email) => `${TEST_ISSUER}/signup?email=${encodeURIComponent(email)}`,
    now,
  };

  async function mint(claims: JWTPayload & { sub: string }, options: { typ?: string; expiresIn?: string | number; issuer?: string; audience?: string } = {}) {
    const iat = Math.floor(now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: options.typ ?? 'at+jwt' })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience(options.audience ?? API_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(options.expiresIn ?? iat + 300)
      .sign(privateKey);
  }

  return { settings, mint, publicJwk: jwk, privateKey };
}
