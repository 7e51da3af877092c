import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccountCopy, type DemoAccount } from '@advantage/db';
import { test } from '@playwright/test';
import { demoAccount } from './auth';

/**
 * Members of a test's own (docs/adr/0030-members-of-their-own.md). The main e2e server seeds numbered copies of
 * every demo persona (DEMO_ACCOUNT_COPIES, set by playwright.config.ts); each test that changes a member's data —
 * cart, parked carts, address book, orders, AAC grants, funds requests, FEDSTRIP profile — takes the next unused
 * copy number the first time it asks, and every persona it asks for is that copy (the state buyer and the state
 * supervisor of copy 7 belong together). No two tests of a run share a copy: not two workers, not two repeats,
 * not a retry, so no test sees another's cart or address book, and none waits for a fresh TOTP step because
 * another test signed the same account in a moment ago.
 */
const LEDGER = 'e2e-member-copies';
const copyOfTest = new Map<string, number>();

function copiesSeeded(): number {
  return Number(process.env.E2E_DEMO_ACCOUNT_COPIES ?? 0);
}

/** The next copy number no test of the run has taken: `mkdir` either creates its marker or finds it taken. */
function takeCopy(): number {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests with -c e2e/playwright.config.ts');
  const ledger = join(dir, LEDGER);
  mkdirSync(ledger, { recursive: true });
  const seeded = copiesSeeded();
  for (let copy = 1; copy <= seeded; copy++) {
    try {
      mkdirSync(join(ledger, String(copy)));
      return copy;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`All ${seeded} copies of the demo accounts are taken: raise E2E_DEMO_ACCOUNT_COPIES (playwright.config.ts) for this run`);
}

/**
 * The running test's own copy of the demo persona `email`, on the main e2e server: an account nobody else signs
 * in with, whose cart, address book and orders start as the persona's demo data.
 */
export function ownMember(email: string): DemoAccount {
  const info = test.info();
  const key = `${info.testId}#${info.repeatEachIndex}#${info.retry}`;
  let copy = copyOfTest.get(key);
  if (copy === undefined) {
    copy = takeCopy();
    copyOfTest.set(key, copy);
  }
  return demoAccountCopy(demoAccount(email), copy);
}

/**
 * One copy for a whole file, for a serial spec whose tests continue one member's story (the order the first test
 * places is the one the second finds): call it in `beforeAll`, which takes the next unused copy number once for
 * the file's run (a repeat or a retry runs `beforeAll` again, and takes a new one); the function it returns gives
 * that copy of each persona, so a buyer and the supervisor who approves their orders belong together.
 */
export function ownMembersOfFile(): (email: string) => DemoAccount {
  const copy = takeCopy();
  return (email) => demoAccountCopy(demoAccount(email), copy);
}
