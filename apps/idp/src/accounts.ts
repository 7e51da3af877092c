import { randomUUID } from 'node:crypto';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from './passwords.js';
import { generateTotpSecret, verifyTotp } from './totp.js';

const t = schema.idpAccounts;

export type Account = typeof schema.idpAccounts.$inferSelect;

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

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

export type TotpOutcome = 'ok' | 'invalid' | 'locked';

/** Accounts, password and TOTP checks, and the per-account lockout (5 consecutive failures → 15 minutes). */
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

  isLocked(account: Account): boolean {
    return account.lockedUntil !== null && account.lockedUntil.getTime() > this.#now();
  }

  /**
   * The account when the password is right and the account is not locked. Unknown emails and locked
   * accounts still pay for one scrypt, so the answer time does not tell whether the email exists.
   */
  async checkPassword(email: string, password: string): Promise<Account | undefined> {
    const account = await this.findByEmail(email);
    if (!account || this.isLocked(account)) {
      this.#dummyHash ??= hashPassword('not a real password');
      await verifyPassword(password, await this.#dummyHash);
      return undefined;
    }
    if (await verifyPassword(password, account.passwordHash)) return account;
    await this.recordFailure(account.id);
    return undefined;
  }

  /** Counts a failure atomically; the fifth in a row locks the account and restarts the count. */
  async recordFailure(id: string): Promise<void> {
    const lockUntil = new Date(this.#now() + LOCK_MINUTES * 60_000);
    const reached = sql`${t.failedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS}`;
    await this.#db
      .update(t)
      .set({
        failedAttempts: sql`CASE WHEN ${reached} THEN 0 ELSE ${t.failedAttempts} + 1 END`,
        lockedUntil: sql`CASE WHEN ${reached} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${t.lockedUntil} END`,
      })
      .where(eq(t.id, id));
  }

  /** The secret to show at enrolment: kept from the first display until confirmed, so a reload shows the same QR code. */
  async enrolmentSecret(id: string): Promise<string | undefined> {
    await this.#db
      .update(t)
      .set({ totpSecret: generateTotpSecret() })
      .where(and(eq(t.id, id), isNull(t.totpSecret)));
    return (await this.findById(id))?.totpSecret ?? undefined;
  }

  /** Checks a code (±1 step); success confirms the enrolment, clears the failure count and burns the step. */
  async checkTotp(id: string, code: string): Promise<TotpOutcome> {
    const account = await this.findById(id);
    if (!account || !account.totpSecret) return 'invalid';
    if (this.isLocked(account)) return 'locked';
    const step = verifyTotp(account.totpSecret, code.replace(/\s/g, ''), this.#now(), account.totpLastStep);
    if (step !== null) {
      // The step condition makes two concurrent submissions of one code succeed at most once.
      const updated = await this.#db
        .update(t)
        .set({ totpLastStep: step, totpConfirmed: true, failedAttempts: 0, lockedUntil: null })
        .where(and(eq(t.id, id), or(isNull(t.totpLastStep), lt(t.totpLastStep, step))))
        .returning({ id: t.id });
      if (updated.length > 0) return 'ok';
    }
    await this.recordFailure(id);
    const after = await this.findById(id);
    return after && this.isLocked(after) ? 'locked' : 'invalid';
  }

  async markEmailVerified(id: string): Promise<void> {
    await this.#db.update(t).set({ emailVerified: true }).where(eq(t.id, id));
  }
}
