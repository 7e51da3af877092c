/**
 * The server process of the checkout crash test (docs/architecture.md, Security R-4), run with tsx: the app on the
 * test's PostgreSQL database, with the test's session secret and token keys, submits one order with
 * NODE_ENV=test and CHECKOUT_FAULT=sleep-before-commit, so the transaction stays open until the test
 * kills this process with SIGKILL. Inputs come in CRASH_* environment variables.
 */
import { API_AUDIENCE, type ProviderConfig } from '@advantage/contracts';
import { openDatabase } from '@advantage/db';
import { createLocalJWKSet, type JWK } from 'jose';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { ANY_MAIL_PORT } from './catalog-fixture.js';
import { TEST_ISSUER } from './identity.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const jwk = JSON.parse(env('CRASH_JWK')) as JWK;
const providerConfig: ProviderConfig = {
  issuer: TEST_ISSUER,
  authorization_endpoint: `${TEST_ISSUER}/auth`,
  token_endpoint: `${TEST_ISSUER}/token`,
  end_session_endpoint: `${TEST_ISSUER}/session/end`,
  session_endpoint: `${TEST_ISSUER}/session`,
  pivreader_endpoint: '',
  client_id: 'advantage-web',
  scopes_supported: ['openid'],
};
const database = await openDatabase({ url: env('CRASH_DATABASE_URL'), poolSize: 2 });
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SMTP_CAPTURE_PORT: '0' }, { ...ANY_MAIL_PORT, sessionSecret: env('CRASH_SESSION_SECRET'), catalogProducts: 0 });
const app = await buildApp(config, {
  database,
  logger: false,
  embeddedIdentity: false,
  startReader: false,
  identity: {
    issuer: TEST_ISSUER,
    clientId: 'advantage-web',
    audience: API_AUDIENCE,
    getKey: createLocalJWKSet({ keys: [jwk] }),
    providerConfig: () => providerConfig,
    exchangeCode: async () => ({ status: 400, body: {} }),
  },
});
await app.ready();
process.stderr.write('crash-child: ready\n');
const response = await app.inject({
  method: 'POST',
  url: '/rs/checkout/checkout_review_submit',
  headers: JSON.parse(env('CRASH_HEADERS')) as Record<string, string>,
  payload: JSON.parse(env('CRASH_BODY')) as object,
});
// Reached only when the fault hook is off: the test expects to kill this process first.
process.stderr.write(`crash-child: answered ${response.statusCode}\n`);
await app.close();
await database.close();
