import type { ProviderConfig } from '@advantage/contracts';
import fp from 'fastify-plugin';
import { createRemoteJWKSet } from 'jose';
import type { AppConfig } from '../config.js';
import { createTokenVerifier } from './auth/verifier.js';
import { type EmbeddedIdentity, mountDevIdentity } from './dev-identity.js';
import type { IdentitySettings } from './identity-settings.js';

export type { IdentitySettings } from './identity-settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentitySettings | undefined;
  }
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
  scopes_supported?: string[];
}

export interface ExternalIssuerOptions {
  issuer: string;
  clientId: string;
  audience: string;
  sessionEndpoint: string | undefined;
  pivreaderEndpoint: string | undefined;
  /** Where the reader publishes the keys of its card assertions (OIDC_PIVREADER_JWKS_URL). */
  pivreaderJwksUrl?: string | undefined;
}

/** An external provider (Okta, Login.gov, Keycloak): discovery once at start, keys fetched and cached by jose. */
export async function externalIdentity(opts: ExternalIssuerOptions): Promise<IdentitySettings> {
  const res = await fetch(`${opts.issuer}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery at ${opts.issuer} answered ${res.status}`);
  const d = (await res.json()) as Discovery;
  const config: ProviderConfig = {
    issuer: d.issuer,
    authorization_endpoint: d.authorization_endpoint,
    token_endpoint: d.token_endpoint,
    end_session_endpoint: d.end_session_endpoint,
    session_endpoint: opts.sessionEndpoint ?? '',
    pivreader_endpoint: opts.pivreaderEndpoint ?? '',
    client_id: opts.clientId,
    scopes_supported: d.scopes_supported ?? ['openid', 'email', 'profile'],
  };
  return {
    issuer: d.issuer,
    clientId: opts.clientId,
    audience: opts.audience,
    getKey: createRemoteJWKSet(new URL(d.jwks_uri), { cacheMaxAge: 10 * 60_000 }),
    ...(opts.pivreaderJwksUrl ? { cardAssertionKey: createRemoteJWKSet(new URL(opts.pivreaderJwksUrl), { cacheMaxAge: 10 * 60_000 }) } : {}),
    providerConfig: () => config,
    exchangeCode: async (form) => {
      const r = await fetch(d.token_endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
      return { status: r.status, body: await r.json().catch(() => ({})) };
    },
  };
}

export interface IdentityPluginOptions {
  /** Settings given by the caller (an external issuer, or tests' own keys). */
  settings?: IdentitySettings | undefined;
  /** Without settings: mount the development provider in-process. */
  embedded?: { config: AppConfig; startReader: boolean; onReady?: (mounted: EmbeddedIdentity) => void };
}

/** Installs the identity settings and the access-token verifier built from them. */
export default fp<IdentityPluginOptions>(
  async (app, opts) => {
    let settings = opts.settings;
    if (!settings && opts.embedded) {
      const mounted = await mountDevIdentity(app, opts.embedded.config, { startReader: opts.embedded.startReader });
      settings = mounted.settings;
      opts.embedded.onReady?.(mounted);
    }
    app.decorate('identity', settings);
    if (settings) {
      const s = settings;
      app.tokenVerifier = createTokenVerifier({ issuer: s.issuer, audience: s.audience, getKey: s.getKey, ...(s.now ? { now: s.now } : {}) });
    }
  },
  { name: 'identity', dependencies: ['auth', 'db', 'mail'] },
);
