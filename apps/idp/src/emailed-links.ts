import { createHash } from 'node:crypto';
import { type AppDb, type schema } from '@advantage/db';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';

export type SendMail = (message: { to: string; subject: string; text: string }) => Promise<void>;

/** The tables of emailed single-use tokens: both key an account by the token's hash, with expiry and use times. */
type TokenTable = typeof schema.idpEmailTokens | typeof schema.idpUnlockTokens;

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Emailed single-use links of the provider (email verification, unlock): what they share is that a token is
 * stored only as its hash, burnt on first use, and swept once expired or used.
 */
export abstract class EmailedLinks {
  protected readonly db: AppDb;
  protected readonly now: () => number;
  protected readonly issuer: string;
  protected readonly sendMail: SendMail;
  readonly #table: TokenTable;

  protected constructor(table: TokenTable, db: AppDb, now: () => number, issuer: string, sendMail: SendMail) {
    this.#table = table;
    this.db = db;
    this.now = now;
    this.issuer = issuer;
    this.sendMail = sendMail;
  }

  /** Burns the token and returns its account id, or undefined when it is unknown, used or expired. */
  async consume(token: string): Promise<string | undefined> {
    const t = this.#table as typeof schema.idpEmailTokens;
    const now = new Date(this.now());
    const [row] = await this.db
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.tokenHash, digest(token)), isNull(t.usedAt), gt(t.expiresAt, now)))
      .returning({ accountId: t.accountId });
    return row?.accountId;
  }

  async deleteExpired(): Promise<void> {
    const t = this.#table as typeof schema.idpEmailTokens;
    const now = new Date(this.now());
    await this.db.delete(t).where(or(lte(t.expiresAt, now), lte(t.usedAt, now)));
  }
}
