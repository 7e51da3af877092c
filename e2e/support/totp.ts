import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { totpFromSecret } from '@advantage/idp';
import { test } from '@playwright/test';

/** The provider's TOTP: 30-second steps, one step either side of its clock accepted. */
const STEP_MS = 30_000;
const LEDGER = 'e2e-totp-steps.json';

function stepOf(ms: number): number {
  return Math.floor(ms / STEP_MS);
}

async function withLock<T>(dir: string, run: () => T): Promise<T> {
  const lock = join(dir, `${LEDGER}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker that died while holding the lock leaves it behind: it is stale after a few seconds.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 5_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      await sleep(25);
    }
  }
  try {
    return run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function readLedger(file: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The code an authenticator app would show for `account`'s next sign-in, like a person who waits for a new
 * code: the provider accepts each time step once per account (replay protection), so two sign-ins of one
 * account within 30 seconds need two steps. The steps used are kept in a ledger in the server's data
 * directory (`dataDir`), shared by all workers; waits, when needed, until the step is within the
 * provider's window.
 */
export async function nextTotpCode(dataDir: string, account: { email: string; totpSecret: string }): Promise<string> {
  const ledger = join(dataDir, LEDGER);
  const step = await withLock(dataDir, () => {
    const used = readLedger(ledger);
    const next = Math.max(stepOf(Date.now()), (used[account.email] ?? Number.NEGATIVE_INFINITY) + 1);
    used[account.email] = next;
    writeFileSync(ledger, JSON.stringify(used));
    return next;
  });
  // Usable once the provider's clock is at most one step before it (a little margin for clock reads).
  const wait = (step - 1) * STEP_MS + 250 - Date.now();
  if (wait > 0) {
    // Waiting for the next code is no part of what a test measures: its time limit grows by the wait.
    test.info().setTimeout(test.info().timeout + wait);
    // Counted in the run's report (scripts/test-report.mjs): time no buyer would wait, spent on the provider's once-per-code rule.
    test.info().annotations.push({ type: 'totp-wait', description: String(Math.round(wait)) });
    await sleep(wait);
  }
  return totpFromSecret(account.totpSecret, step * STEP_MS);
}

/** A well-formed 6-digit code that is none of the codes the provider could accept now. */
export function wrongTotpCode(secret: string): string {
  const now = Date.now();
  const valid = new Set([-2, -1, 0, 1, 2].map((offset) => totpFromSecret(secret, now + offset * STEP_MS)));
  for (let n = 123_456; ; n = (n + 111_111) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}
