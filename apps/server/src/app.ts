import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, SAMPLE_CATALOG_FILE } from '@advantage/db';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { fastifyTrustProxy } from './deployment.js';
import { loggerOptions } from './logger.js';
import { aacassignmentModule } from './modules/aacassignment/routes.js';
import { cartModule } from './modules/cart/routes.js';
import { catalogModule } from './modules/catalog/routes.js';
import contractorEndpoints from './modules/catalogintake/upload-routes.js';
import contractorDocuments from './modules/contractordocuments/routes.js';
import { checkoutModule } from './modules/checkout/routes.js';
import { fedstripModule } from './modules/fedstrip/routes.js';
import { informationModule } from './modules/information/routes.js';
import { loginModule } from './modules/login/routes.js';
import { mainModule } from './modules/main/routes.js';
import { orderhistoryModule } from './modules/orderhistory/routes.js';
import { orderingModule } from './modules/ordering/routes.js';
import { parkcartModule } from './modules/parkcart/routes.js';
import { accountModule } from './modules/profile/account/routes.js';
import { profileModule } from './modules/profile/routes.js';
import punchoutProtocol from './modules/punchout/routes.js';
import purchaseOrders from './modules/purchaseorders/plugin.js';
import { searchModule } from './modules/search/routes.js';
import { stateModule } from './modules/state/routes.js';
import { departmentModule } from './modules/department/routes.js';
import { dhsModule } from './modules/dhs/routes.js';
import { vsModule } from './modules/vs/routes.js';
import { addStoreGate } from './modules/vs/store-gate.js';
import auth from './plugins/auth/index.js';
import botCheck, { botCheckCspSources, botCheckModule } from './plugins/bot-check/index.js';
import csrf from './plugins/csrf.js';
import db from './plugins/db.js';
import errorHandler, { clientErrorHandler } from './plugins/error-handler.js';
import health from './plugins/health.js';
import housekeeping from './plugins/housekeeping.js';
import type { EmbeddedIdentity } from './plugins/dev-identity.js';
import identity, { externalIdentity, type IdentitySettings } from './plugins/identity.js';
import mail from './plugins/mail/index.js';
import metrics from './plugins/metrics.js';
import { databaseRateLimitStore } from './plugins/rate-limit-store.js';
import securityHeaders from './plugins/security-headers.js';
import realtime from './plugins/realtime.js';
import session from './plugins/session.js';
import webApp from './plugins/web-app.js';
import { addHeaderCart } from './modules/cart/header-cart.js';
import { type ModuleFactory, registerMethodTable } from './routes.js';
import openapi from './openapi/index.js';

export interface BuildOptions {
  /** An opened database to use instead of opening one from the configuration (tests). */
  database?: Database;
  /** An opened database for search's reads, standing for a replica (tests); by default DATABASE_READ_URL's. */
  readDatabase?: Database;
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
  /** The identity provider settings (tests bring their own signing keys); by default from the configuration. */
  identity?: IdentitySettings;
  /** Mount the development provider when no external issuer is configured (default true). */
  embeddedIdentity?: boolean;
  /** Start the development provider's TLS smart-card reader (default true). */
  startReader?: boolean;
  onIdentityReady?: (mounted: EmbeddedIdentity) => void;
  /** How often WebSocket member sessions are checked for expiry (tests shorten it). */
  realtimeSweepMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    cookieSecure: boolean;
    /** modules/search: catalogs up to this many products are searched in memory (0: always PostgreSQL). */
    searchMemoryMaxProducts: number;
    /** modules/checkout: the purchase card's single-purchase limit in cents (PURCHASE_CARD_SINGLE_PURCHASE_LIMIT). */
    purchaseCardLimitCents: number;
  }
}

/** The server package's version, named in the OpenAPI document. */
const SERVER_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const MODULES: ModuleFactory[] = [
  mainModule,
  loginModule,
  profileModule,
  searchModule,
  catalogModule,
  informationModule,
  botCheckModule,
  cartModule,
  parkcartModule,
  checkoutModule,
  orderhistoryModule,
  orderingModule,
  accountModule,
  aacassignmentModule,
  fedstripModule,
  stateModule,
  departmentModule,
  dhsModule,
  vsModule,
];

async function identityFromConfig(config: AppConfig): Promise<IdentitySettings | undefined> {
  const o = config.oidc;
  if (!o.externalIssuer) return undefined;
  return externalIdentity({
    issuer: o.externalIssuer,
    clientId: o.clientId,
    audience: o.audience,
    sessionEndpoint: o.sessionEndpoint,
    pivreaderEndpoint: o.pivreaderEndpoint,
    pivreaderJwksUrl: o.pivreaderJwksUrl,
  });
}

/** Builds the app: external plugins, then platform plugins, then the area modules from the method table. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    clientErrorHandler,
    // Generating the catalog of a fresh database runs while the db plugin starts: seconds, more on a busy machine.
    pluginTimeout: 180_000,
  });

  app.decorate('cookieSecure', config.cookieSecure);
  app.decorate('searchMemoryMaxProducts', config.searchMemoryMaxProducts);
  app.decorate('purchaseCardLimitCents', config.purchaseCardLimitCents);
  // modules/aacassignment: the clock suites move (7-day links) and the origins its emailed links may point at.
  app.decorate('now', options.now ?? Date.now);
  app.decorate('appOrigins', config.appOrigins);

  // external
  await app.register(cookie, { secret: config.sessionSecret });
  // Counted in the database: every instance sees the same counts (plugins/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(() => app.db, () => app.now()) });
  // The reader's address is known once it listens, so the policy reads it per response.
  const connectSources = new Set<string>(config.oidc.externalIssuer ? [new URL(config.oidc.externalIssuer).origin] : []);
  for (const url of [config.oidc.sessionEndpoint, config.oidc.pivreaderEndpoint]) if (url) connectSources.add(new URL(url).origin);
  const botCheckSources = botCheckCspSources(config.botCheck.provider);
  for (const url of botCheckSources.connect) connectSources.add(url);
  await app.register(securityHeaders, {
    connectSources: () => [...connectSources],
    formActions: config.oidc.externalIssuer ? [new URL(config.oidc.externalIssuer).origin] : [],
    scriptSources: botCheckSources.script,
    // An external provider's authorization endpoint runs in the silent renewal's hidden frame (docs/adr/0019).
    frameSources: [...botCheckSources.frame, ...(config.oidc.externalIssuer ? [new URL(config.oidc.externalIssuer).origin] : [])],
  });

  // platform
  await app.register(db, {
    database: options.database,
    url: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    ...(options.readDatabase ? { readDatabase: options.readDatabase } : {}),
    dataDir: config.pgliteDir,
    catalogProducts: config.catalogProducts,
    sampleCatalogPath: join(config.dataDir, SAMPLE_CATALOG_FILE),
  });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(session, {
    timeoutSeconds: config.sessionTimeoutSeconds,
    cookieSecure: config.cookieSecure,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(csrf, { secret: config.sessionSecret, cookieSecure: config.cookieSecure });
  await app.register(auth);
  await app.register(botCheck, { config: config.botCheck, secret: config.sessionSecret, ...(options.now ? { now: options.now } : {}) });
  await app.register(realtime, {
    allowedOrigins: config.appOrigins,
    fanoutUrl: config.databaseUrl,
    limits: config.realtime,
    ...(options.now ? { now: options.now } : {}),
    ...(options.realtimeSweepMs ? { sweepMs: options.realtimeSweepMs } : {}),
  });
  await app.register(mail, {
    smtpUrl: config.mail.smtpUrl,
    capturePort: config.mail.capturePort,
    from: config.mail.from,
    relayIntervalMs: config.mail.relayIntervalMs,
    exposeMailbox: config.mode.exposeMailbox,
  });
  const settings = options.identity ?? (await identityFromConfig(config));
  await app.register(identity, {
    settings,
    ...(!settings && options.embeddedIdentity !== false
      ? {
          embedded: {
            config,
            startReader: options.startReader ?? true,
            onReady: (mounted: EmbeddedIdentity) => {
              if (mounted.readerUrl) connectSources.add(new URL(mounted.readerUrl).origin);
              options.onIdentityReady?.(mounted);
            },
          },
        }
      : {}),
  });
  await app.register(housekeeping);
  await app.register(webApp, { root: config.webDist });
  await app.register(errorHandler);

  await app.register(health);
  await app.register(import('./modules/catalog/images.js'));
  await app.register(punchoutProtocol);
  await app.register(contractorEndpoints, { maxBytes: config.catalogUploadMaxBytes, spoolDir: join(config.dataDir, 'uploads') });
  await app.register(contractorDocuments);
  await app.register(purchaseOrders, {
    config: config.purchaseOrders,
    origin: config.appOrigins[0]!,
    demoReceiver: config.mode.exposeMailbox && config.mode.demo,
  });
  await app.register(openapi, { version: SERVER_VERSION });

  // modules
  addHeaderCart(app);
  // After the header cart: a refused answer keeps the header's count (docs/adr/0016).
  addStoreGate(app);
  registerMethodTable(app, MODULES);
  return app;
}
