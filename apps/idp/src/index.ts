import { Accounts } from './accounts.js';
import { allowedReturnFor, type IdpContext } from './context.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { EmailVerification } from './email-verification.js';
import { loadOrCreateKeys, publicJwks } from './keys.js';
import { Lockout } from './lockout.js';
import type { IdentityProvider, IdentityProviderOptions } from './options.js';
import { createPlugin } from './plugin.js';
import { buildProvider, type ProviderSettings } from './provider.js';
import { startReader, type RunningReader } from './reader.js';
import { SignIn } from './sign-in.js';
import { PayloadStore } from './store.js';
import { UnlockLinks } from './unlock-links.js';

export type { IdentityProvider, IdentityProviderOptions } from './options.js';
export { type CardName, DEV_CARD_P12_PASSWORD, DEV_CARDS, type DevCaFiles, ensureDevCa, issueDevCard } from './dev-ca.js';
export { totpFromSecret } from './totp.js';

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const now = options.now ?? Date.now;
  const issuer = options.issuer.replace(/\/+$/, '');
  const issuerOrigin = new URL(issuer).origin;
  const settings: ProviderSettings = {
    issuer,
    prefix: options.prefix.replace(/\/+$/, ''),
    clientId: options.clientId,
    appOrigins: options.appOrigins.map((o) => new URL(o).origin),
    audience: options.audience,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 300,
    cookieSecure: options.cookieSecure,
    homeUrl: `${options.appOrigins.includes(issuerOrigin) ? issuerOrigin : (options.appOrigins[0] ?? issuerOrigin)}/`,
  };
  const keys = await loadOrCreateKeys(options.db);
  const store = new PayloadStore(options.db);
  const accounts = new Accounts(options.db, now);
  const verification = new EmailVerification(options.db, now, issuer, options.sendMail);
  const lockout = new Lockout(options.db, now);
  const unlockLinks = new UnlockLinks(options.db, now, issuer, options.sendMail);
  const provider = buildProvider(settings, keys, store, accounts);
  const ctx: IdpContext = {
    settings,
    provider,
    store,
    accounts,
    verification,
    signIn: new SignIn(accounts, lockout, unlockLinks),
    unlockLinks,
    allowedReturn: allowedReturnFor([...settings.appOrigins, issuerOrigin]),
  };

  const readers = new Set<RunningReader>();
  const cleanup = setInterval(() => {
    Promise.all([store.deleteExpired(), verification.deleteExpired(), lockout.deleteExpired(), unlockLinks.deleteExpired()]).catch(() => {
      // Best effort: expired rows are also ignored and deleted when read.
    });
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  return {
    plugin: createPlugin(ctx),
    publicJwks: publicJwks(keys.jwks),
    readerPublicJwks: publicJwks(keys.readerJwks),

    async startReader() {
      if (!options.reader) throw new Error('The identity provider was created without reader options');
      const reader = await startReader({ ...options.reader, appOrigins: settings.appOrigins, now, signingKey: keys.readerJwks.keys[0]! });
      readers.add(reader);
      return {
        url: reader.url,
        close: async () => {
          readers.delete(reader);
          await reader.close();
        },
      };
    },

    seedDemoAccounts: (seedOptions) => seedDemoAccounts(options.db, accounts, seedOptions),

    async close() {
      clearInterval(cleanup);
      await Promise.all([...readers].map((r) => r.close()));
      readers.clear();
    },
  };
}
export { certificateFields, certificateThumbprint, smartCardData, verifyChain } from './smart-card.js';
