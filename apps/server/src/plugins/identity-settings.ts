/**
 * The identity provider's settings as a type of its own: identity.ts mounts them and dev-identity.ts
 * builds them, and neither needs to import the other for it (docs/adr/0013-layers.md: no import cycles).
 */
import type { ProviderConfig, SmartCardData } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';

/** What the marketplace needs to know about its OpenID Connect provider. */
export interface IdentitySettings {
  issuer: string;
  clientId: string;
  audience: string;
  getKey: JWTVerifyGetKey;
  /** The provider configuration the browser receives, for the origin the browser is on. */
  providerConfig(request: FastifyRequest): ProviderConfig;
  /** Exchanges a code at the token endpoint (the legacy-browser path through the server). */
  exchangeCode(form: Record<string, string>): Promise<{ status: number; body: unknown }>;
  /** Verifies a PIV/CAC certificate chain against the trust anchors and reads its card data. */
  verifyCard?(chainPem: string): SmartCardData | undefined;
  /** Keys of the smart-card reader's signed card assertions (docs/adr/0008); without them no card can be registered. */
  cardAssertionKey?: JWTVerifyGetKey;
  /** Where a new buyer creates a sign-in account, when the provider offers self-service sign-up. */
  signUpUrl?(request: FastifyRequest, email: string): string | null;
  now?: () => number;
}
