import { randomBytes } from 'node:crypto';
import { type AppDb, DEMO_ACCOUNTS, hashPassword, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { Accounts } from './accounts.js';
import { generateTotpSecret } from './totp.js';

export interface DemoSeedOptions {
  /**
   * A public demo server: every start gives each demo account a new random password and TOTP secret, so the
   * constants in the repository never sign anyone in there; the fresh ones are printed once, to the operator.
   */
  freshSecrets?: boolean;
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
  return lines;
}
