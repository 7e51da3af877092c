import type { Database } from '@advantage/db';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { loggerOptions } from './logger.js';
import { mainModule } from './modules/main/routes.js';
import csrf from './plugins/csrf.js';
import db from './plugins/db.js';
import errorHandler from './plugins/error-handler.js';
import securityHeaders from './plugins/security-headers.js';
import session from './plugins/session.js';
import webApp from './plugins/web-app.js';
import { type ModuleFactory, registerMethodTable } from './routes.js';

export interface BuildOptions {
  /** An opened database to use instead of opening one from the configuration (tests). */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
}

const MODULES: ModuleFactory[] = [mainModule];

/** Builds the app: external plugins, then platform plugins, then the area modules from the method table. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });

  // external
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(securityHeaders);

  // platform
  await app.register(db, { database: options.database, url: config.databaseUrl, dataDir: config.pgliteDir });
  await app.register(session, {
    timeoutSeconds: config.sessionTimeoutSeconds,
    cookieSecure: config.cookieSecure,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(csrf, { secret: config.sessionSecret, cookieSecure: config.cookieSecure });
  await app.register(webApp, { root: config.webDist });
  await app.register(errorHandler);

  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', database: app.dbKind };
  });

  // modules
  registerMethodTable(app, MODULES);
  return app;
}
