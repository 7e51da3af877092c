import { join } from 'node:path';

/**
 * What playwright.config.ts told the workers about the servers it started (see the config's comments).
 * The defaults match the config's, for a worker started without it.
 */
export const READER_PORT = Number(process.env.E2E_READER_PORT ?? 4443);
export const READER_ORIGIN = `https://localhost:${READER_PORT}`;

/** The main server's origin (the config's baseURL), for a page a serial spec opens in `beforeAll`, where the baseURL option is not at hand. */
export const MAIN_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4319}`;

/** The short-session server's inactivity timeout in seconds. */
export const SHORT_SESSION_SECONDS = Number(process.env.E2E_SHORT_SESSION_SECONDS ?? 60);

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with -c e2e/playwright.config.ts`);
  return value;
}

/** The development CA of the main server (root, ID CA, reader certificate and the three test cards). */
export function devCaDir(): string {
  return join(required('E2E_DATA_DIR'), 'dev-ca');
}

/** The data directory of the configured server listening on `origin`'s port. */
export function dataDirFor(origin: string): string {
  const port = new URL(origin).port;
  if (port === String(process.env.E2E_SHORT_SESSION_PORT ?? 4320)) return required('E2E_SHORT_SESSION_DATA_DIR');
  if (port === String(process.env.E2E_PORT ?? 4319)) return required('E2E_DATA_DIR');
  throw new Error(`No configured server listens on ${origin}; pass its data directory explicitly`);
}
