import { randomInt } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';

/**
 * Gives a browser a client address of its own on the main e2e server, as if it were another buyer's machine. The
 * server counts some limits per client address (department forms: 5 an hour; sign-in and mail-sending paths), and
 * every test reaches it from 127.0.0.1: run the suite again in the same hour (`--repeat-each`) and the forms of the
 * earlier runs count against the later. playwright.config.ts starts the main server trusting the loopback as its
 * proxy (`TRUST_PROXY`), so it reads the address from X-Forwarded-For, as behind a real proxy.
 */
export async function ownClientAddress(context: BrowserContext): Promise<string> {
  // 198.18.0.0/15: addresses set aside for testing (RFC 2544), never a real buyer's.
  const address = `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}
