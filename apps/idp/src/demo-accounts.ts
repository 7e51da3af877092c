import { randomBytes } from 'node:crypto';
import { type AppDb, DEMO_ACCOUNTS, type DemoAccount, hashPassword, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { type Accounts, normalizeEmail } from './accounts.js';
import { generateTotpSecret } from './totp.js';

export interface DemoSeedOptions {
  /**
   * A public demo server: every start gives each demo account a new random password and TOTP secret, so the
   * constants in the repository never sign anyone in there; the fresh ones are printed once, to the operator.
   */
  freshSecrets?: boolean;
  /**
   * The personas' numbered copies to create as well (demoAccountsWithCopies; the server's DEMO_ACCOUNT_COPIES,
   * docs/adr/0030-members-of-their-own.md). Never with `freshSecrets`: a copy's secret is derived from the repository's.
   */
  copies?: readonly DemoAccount[];
}

/** Letters, digits and a symbol: passes any composition rule and reads unambiguously when printed. */
function freshPassword(): string {
  return `Demo-${randomBytes(15).toString('base64url')}`;
}

/** Creates the demo accounts when missing (idempotent) and returns the lines to print at start. */
export async function seedDemoAccounts(db: AppDb, accounts: Accounts, options: DemoSeedOptions = {}): Promise<string[]> {
  const lines: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const byEmail = await accounts.findByEmail(demo.email);
    if (byEmail && byEmail.id !== demo.id) {
      lines.push(`${demo.role}: ${demo.email} was NOT seeded: another account (${byEmail.id}) already uses this email`);
      continue;
    }
    const password = options.freshSecrets ? freshPassword() : demo.password;
    const totpSecret = options.freshSecrets ? generateTotpSecret() : demo.totpSecret;
    const existing = byEmail ?? (await accounts.findById(demo.id));
    if (!existing) {
      await accounts.create({
        id: demo.id,
        email: demo.email,
        password,
        givenName: demo.firstName,
        familyName: demo.lastName,
        emailVerified: true,
        totpSecret,
      });
    } else if (options.freshSecrets) {
      await db
        .update(schema.idpAccounts)
        .set({ passwordHash: await hashPassword(password), totpSecret, totpConfirmed: true, totpLastStep: null })
        .where(eq(schema.idpAccounts.id, demo.id));
    }
    lines.push(`${demo.role}: ${demo.email} / password ${password} / TOTP secret ${totpSecret}`);
  }
  const copies = options.copies ?? [];
  if (copies.length > 0) {
    if (options.freshSecrets) throw new Error('Numbered copies of the demo accounts are for test and training servers, not a public demo');
    await seedCopies(db, copies);
    const last = Math.max(...copies.map((c) => c.copyOf?.copy ?? 0));
    lines.push(
      `${last} numbered copies of each demo account (DEMO_ACCOUNT_COPIES): local+n@domain, the same password, TOTP secret from demoAccountCopy in @advantage/db`,
    );
  }
  return lines;
}

/**
 * The copies as ordinary confirmed accounts, like `Accounts.create` makes them, in a few statements: the ones that
 * exist are kept. One Argon2id hash per password serves every copy that has it (a hash takes tens of
 * milliseconds; thousands would add minutes to a start), as each copy's password is the persona's anyway.
 */
async function seedCopies(db: AppDb, copies: readonly DemoAccount[]): Promise<void> {
  const hashOf = new Map<string, string>();
  for (const password of new Set(copies.map((c) => c.password))) hashOf.set(password, await hashPassword(password));
  const rows = copies.map((c) => ({
    id: c.id,
    email: normalizeEmail(c.email),
    passwordHash: hashOf.get(c.password)!,
    givenName: c.firstName,
    familyName: c.lastName,
    emailVerified: true,
    totpSecret: c.totpSecret,
    totpConfirmed: true,
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(schema.idpAccounts).values(rows.slice(i, i + 1000)).onConflictDoNothing();
}
