import { randomUUID } from 'node:crypto';
import { type AppDb, hashPassword, schema, verifyPassword } from '@advantage/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateTotpSecret, verifyTotp } from './totp.js';

const t = schema.idpAccounts;

export type Account = typeof schema.idpAccounts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewAccount {
  id?: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  emailVerified?: boolean;
  totpSecret?: string;
}

/** Accounts and their password and TOTP checks; the lockout around them is sign-in.ts's. */
export class Accounts {
  readonly #db: AppDb;
  readonly #now: () => number;
  #dummyHash: Promise<string> | undefined;

  constructor(db: AppDb, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  async findById(id: string): Promise<Account | undefined> {
    if (!UUID.test(id)) return undefined;
    return (await this.#db.select().from(t).where(eq(t.id, id)).limit(1))[0];
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    return (await this.#db.select().from(t).where(eq(t.email, normalizeEmail(email))).limit(1))[0];
  }

  /** Creates the account, or returns undefined when the email is taken. */
  async create(input: NewAccount): Promise<Account | undefined> {
    const [row] = await this.#db
      .insert(t)
      .values({
        id: input.id ?? randomUUID(),
        email: normalizeEmail(input.email),
        passwordHash: await hashPassword(input.password),
        givenName: input.givenName.trim(),
        familyName: input.familyName.trim(),
        emailVerified: input.emailVerified ?? false,
        totpSecret: input.totpSecret ?? null,
        totpConfirmed: input.totpSecret !== undefined,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /**
   * Whether the password is the account's. Without an account (unknown email, or an attempt the lockout
   * refuses) it still pays for one slow hash, so the answer time does not tell whether the email exists.
   */
  async passwordMatches(account: Account | undefined, password: string): Promise<boolean> {
    if (account) return verifyPassword(password, account.passwordHash);
    this.#dummyHash ??= hashPassword('not a real password');
    await verifyPassword(password, await this.#dummyHash);
    return false;
  }

  /** The secret to show at enrolment: kept from the first display until confirmed, so a reload shows the same QR code. */
  async enrolmentSecret(id: string): Promise<string | undefined> {
    await this.#db
      .update(t)
      .set({ totpSecret: generateTotpSecret() })
      .where(and(eq(t.id, id), isNull(t.totpSecret)));
    return (await this.findById(id))?.totpSecret ?? undefined;
  }

  /** Checks a code (±1 step); success confirms the enrolment and burns the step. */
  async acceptTotp(id: string, code: string): Promise<boolean> {
    const account = await this.findById(id);
    if (!account?.totpSecret) return false;
    const step = verifyTotp(account.totpSecret, code.replace(/\s/g, ''), this.#now(), account.totpLastStep);
    if (step === null) return false;
    // The step condition makes two concurrent submissions of one code succeed at most once.
    const updated = await this.#db
      .update(t)
      .set({ totpLastStep: step, totpConfirmed: true })
      .where(and(eq(t.id, id), or(isNull(t.totpLastStep), lt(t.totpLastStep, step))))
      .returning({ id: t.id });
    return updated.length > 0;
  }

  async markEmailVerified(id: string): Promise<void> {
    await this.#db.update(t).set({ emailVerified: true }).where(eq(t.id, id));
  }
}
