import type { AppDb } from '@advantage/db';
import type { FastifyPluginAsync } from 'fastify';
import type { JWK } from 'jose';
import type { DemoSeedOptions } from './demo-accounts.js';

export interface IdentityProviderOptions {
  /** The marketplace's database; the provider keeps its accounts, keys and OIDC state in its own tables. */
  db: AppDb;
  /** Origin + prefix, e.g. 'http://localhost:8080/idp'. */
  issuer: string;
  /** Where the plugin mounts everything, e.g. '/idp' (DEV_IDP_PREFIX). */
  prefix: string;
  clientId: string;
  /** Marketplace origins: redirect and post-logout URIs are registered for each; CORS of the reader allows them. */
  appOrigins: string[];
  /** The `aud` of access tokens (API_AUDIENCE). */
  audience: string;
  /** Access-token lifetime; default 300 s. */
  accessTokenTtlSeconds?: number;
  cookieSecure: boolean;
  sendMail(message: { to: string; subject: string; text: string }): Promise<void>;
  /** TLS smart-card reader listener; port 0 picks a free port; dataDir is the dev CA directory (created when missing). */
  reader?: { host: string; port: number; dataDir: string };
  /** Clock for the lockout, TOTP and email-link windows (tests). */
  now?: () => number;
}

export interface IdentityProvider {
  /**
   * Fastify plugin: mounts the provider (discovery, auth, token, jwks, end_session, interactions), the
   * login/TOTP/sign-up pages, the session endpoint `${prefix}/session` (GET → {login: string|null},
   * DELETE → 204 ends the provider session) and the page assets, all under `prefix`.
   */
  plugin: FastifyPluginAsync;
  /**
   * Starts the TLS reader listener answering GET /pivreader (with `?nonce=&binding=`, also a signed card
   * assertion); returns its base URL (https://localhost:PORT).
   */
  startReader(): Promise<{ url: string; close(): Promise<void> }>;
  /** Creates the demo accounts if missing (idempotent) and returns lines to print at start. */
  seedDemoAccounts(options?: DemoSeedOptions): Promise<string[]>;
  /** Public signing keys (the same set `${issuer}/jwks` serves), for verifying tokens without an HTTP call. */
  publicJwks: { keys: JWK[] };
  /** The reader's public key set, for verifying its card assertions (docs/adr/0008). */
  readerPublicJwks: { keys: JWK[] };
  close(): Promise<void>;
}
