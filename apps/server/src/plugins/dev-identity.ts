import { randomBytes } from 'node:crypto';
import { API_AUDIENCE, DEV_IDP_PREFIX, type ProviderConfig, PUNCHOUT_PATHS } from '@advantage/contracts';
import { DEMO_ACCOUNTS, demoAccountsWithCopies, seedDemoAacs, seedDemoFedstrip, seedDemoMembers, seedDemoPunchout } from '@advantage/db';
import { createIdentityProvider, type IdentityProvider } from '@advantage/idp';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLocalJWKSet } from 'jose';
import type { AppConfig } from '../config.js';
import { cardVerifier } from '../lib/smart-card.js';
import type { IdentitySettings } from './identity-settings.js';

/** oidc-provider's default endpoint paths under the issuer (checked against discovery by a test). */
export const DEV_ENDPOINTS = { authorization: '/auth', token: '/token', endSession: '/session/end', session: '/session' } as const;

export interface EmbeddedIdentity {
  settings: IdentitySettings;
  provider: IdentityProvider;
  readerUrl: string | undefined;
  demoLines: string[];
}

/**
 * The development provider of apps/idp, mounted in-process under /idp on the marketplace's own origin,
 * with its demo accounts and their members. Browsers reach it on whichever allowed origin they use.
 */
export async function mountDevIdentity(app: FastifyInstance, config: AppConfig, options: { startReader: boolean }): Promise<EmbeddedIdentity> {
  // loadConfig refuses this already; a second check here keeps a caller that builds its own config from doing it.
  if (!config.mode.demo) throw new Error('The development identity provider runs only in development or with DEMO=1 (set OIDC_ISSUER)');
  const primary = config.appOrigins[0] ?? `http://localhost:${config.port}`;
  const issuer = `${primary}${DEV_IDP_PREFIX}`;
  const provider = await createIdentityProvider({
    db: app.db,
    issuer,
    prefix: DEV_IDP_PREFIX,
    clientId: config.oidc.clientId,
    appOrigins: config.appOrigins,
    audience: config.oidc.audience || API_AUDIENCE,
    accessTokenTtlSeconds: config.oidc.accessTokenTtlSeconds,
    cookieSecure: config.cookieSecure,
    sendMail: async (message) => {
      await app.mail.enqueue(message);
      void app.mail.flush().catch(() => undefined);
    },
    reader: { host: '127.0.0.1', port: config.oidc.readerPort, dataDir: `${config.dataDir}/dev-ca` },
  });
  await app.register(provider.plugin);
  app.addHook('onClose', () => provider.close());

  const reader = options.startReader ? await provider.startReader() : undefined;
  if (reader) app.addHook('onClose', () => reader.close());
  // The personas and, on a test or training server, their numbered copies (DEMO_ACCOUNT_COPIES; production refuses it).
  const accounts = config.mode.demoAccountCopies > 0 ? demoAccountsWithCopies(config.mode.demoAccountCopies) : DEMO_ACCOUNTS;
  const copies = accounts.filter((a) => a.copyOf);
  const demoLines = await provider.seedDemoAccounts({ freshSecrets: config.mode.freshDemoSecrets, ...(copies.length > 0 ? { copies } : {}) });
  await seedDemoMembers(app.db, issuer, accounts);
  // The demo AACs, their approver and the demo buyers' grants (a public demo server re-keys the grants' password).
  const aacPassword = config.mode.freshDemoSecrets ? `Aac${randomBytes(6).toString('hex')}` : undefined;
  demoLines.push(await seedDemoAacs(app.db, issuer, { accounts, ...(aacPassword ? { password: aacPassword } : {}) }));
  // The military demo buyer's FEDSTRIP constant profile for M28542.
  await seedDemoFedstrip(app.db, issuer, accounts);
  // The punchout stores' demo buying organizations, with new shared secrets; they may return carts to this app.
  demoLines.push(...(await seedDemoPunchout(app.db, { allowedOrigins: [...config.appOrigins], setupUrl: `${primary}${PUNCHOUT_PATHS.setup}` })));

  const path = (endpoint: keyof typeof DEV_ENDPOINTS) => `${DEV_IDP_PREFIX}${DEV_ENDPOINTS[endpoint]}`;

  const originFor = (request: FastifyRequest) => {
    const host = request.headers.host;
    const candidate = host ? `${request.protocol}://${host}` : primary;
    return config.appOrigins.includes(candidate) ? candidate : primary;
  };

  const settings: IdentitySettings = {
    issuer,
    clientId: config.oidc.clientId,
    audience: config.oidc.audience || API_AUDIENCE,
    getKey: createLocalJWKSet(provider.publicJwks),
    providerConfig(request): ProviderConfig {
      const origin = originFor(request);
      return {
        issuer,
        authorization_endpoint: `${origin}${path('authorization')}`,
        token_endpoint: `${origin}${path('token')}`,
        end_session_endpoint: `${origin}${path('endSession')}`,
        session_endpoint: `${origin}${path('session')}`,
        pivreader_endpoint: reader ? `${reader.url}/pivreader` : '',
        client_id: config.oidc.clientId,
        scopes_supported: ['openid', 'email', 'profile'],
      };
    },
    async exchangeCode(form) {
      const res = await app.inject({
        method: 'POST',
        url: path('token'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      return { status: res.statusCode, body: res.json() as unknown };
    },
    verifyCard: cardVerifier(`${config.dataDir}/dev-ca/ca.pem`),
    cardAssertionKey: createLocalJWKSet(provider.readerPublicJwks),
    signUpUrl(request, email) {
      const origin = originFor(request);
      return `${origin}${DEV_IDP_PREFIX}/signup?email=${encodeURIComponent(email)}&return_to=${encodeURIComponent(`${origin}/authenticate`)}`;
    },
  };
  return { settings, provider, readerUrl: reader?.url, demoLines };
}
