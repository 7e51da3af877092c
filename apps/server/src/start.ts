/** Starts the marketplace (entered through server.ts): configuration, the app, listening, the demo accounts printed. */
import { DataDirectoryLockedError } from '@advantage/db';
import { buildApp } from './app.js';
import { type AppConfig, loadConfig } from './config.js';

const started = performance.now();
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // A configuration refused (production without OIDC_ISSUER, say) is a message for the operator, not a stack trace.
  process.stderr.write(`Advantage could not start: ${(error as Error).message}\n`);
  process.exit(1);
}

let app: Awaited<ReturnType<typeof buildApp>>;
let demoLines: string[] = [];
let readerUrl: string | undefined;
try {
  app = await buildApp(config, {
    onIdentityReady: (mounted) => {
      demoLines = mounted.demoLines;
      readerUrl = mounted.readerUrl;
    },
  });
} catch (error) {
  const message = error instanceof DataDirectoryLockedError ? error.message : (error as Error).stack;
  process.stderr.write(`Advantage could not start: ${message}\n`);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const address = await app.listen({ host: config.host, port: config.port });
const origin = config.publicOrigin ?? address.replace('://127.0.0.1', '://localhost');
const seconds = ((performance.now() - started) / 1000).toFixed(2);
process.stdout.write(
  [
    '',
    `Advantage is running at ${origin}/  (ready in ${seconds} s)`,
    `Database: ${app.dbKind === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    'Stores: open /home?store=<NAME> with ADVANTAGE, AIRFORCE, FSS, USDA, VA, DHS, USMC, STATE or VITM.',
    config.oidc.externalIssuer
      ? `Sign-in: ${config.oidc.externalIssuer}`
      : `Sign-in: development identity provider at ${origin}/idp (password + authenticator code)`,
    ...(readerUrl ? [`PIV/CAC reader: ${readerUrl}/pivreader`] : []),
    ...(config.mail.smtpUrl ? [] : [config.mode.exposeMailbox ? `Development mailbox: ${origin}/dev/mailbox` : 'Mail: captured locally and not delivered (set SMTP_URL)']),
    ...(demoLines.length
      ? [
          config.mode.freshDemoSecrets
            ? 'Demo accounts (DEMO=1: new secrets at every start; add the TOTP secret to any authenticator app):'
            : 'Demo accounts (add the TOTP secret to any authenticator app):',
          ...demoLines.map((l) => `  ${l}`),
        ]
      : []),
    '',
  ].join('\n'),
);
