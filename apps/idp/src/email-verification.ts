import { createHash, randomBytes } from 'node:crypto';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Account } from './accounts.js';

const t = schema.idpEmailTokens;
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export type SendMail = (message: { to: string; subject: string; text: string }) => Promise<void>;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Single-use verification links valid for 24 hours; the database only ever sees the token's hash. */
export class EmailVerification {
  readonly #db: AppDb;
  readonly #now: () => number;
  readonly #issuer: string;
  readonly #sendMail: SendMail;

  constructor(db: AppDb, now: () => number, issuer: string, sendMail: SendMail) {
    this.#db = db;
    this.#now = now;
    this.#issuer = issuer;
    this.#sendMail = sendMail;
  }

  async send(account: Account, returnTo: string | undefined): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.#db.insert(t).values({ tokenHash: digest(token), accountId: account.id, expiresAt: new Date(this.#now() + TOKEN_TTL_MS) });
    const link = new URL(`${this.#issuer}/verify`);
    link.searchParams.set('token', token);
    if (returnTo) link.searchParams.set('return_to', returnTo);
    await this.#sendMail({
      to: account.email,
      subject: 'Verify your email address for Advantage',
      text: [
        `Hello ${account.givenName},`,
        '',
        'Open this link to verify your email address and finish creating your Advantage sign-in account:',
        link.toString(),
        '',
        'The link works once and expires in 24 hours. If you did not ask for an account, ignore this message.',
      ].join('\n'),
    });
  }

  /** Someone tried to sign up with an address that already has an account: tell its owner, not the visitor. */
  async sendAlreadyRegistered(account: Account): Promise<void> {
    await this.#sendMail({
      to: account.email,
      subject: 'You already have an Advantage sign-in account',
      text: [
        'Someone asked to create an Advantage sign-in account with this email address, which already has one.',
        `Sign in at ${new URL(this.#issuer).origin}/ with your existing password. If this was not you, no action is needed.`,
      ].join('\n'),
    });
  }

  /** Burns the token and returns its account id, or undefined when it is unknown, used or expired. */
  async consume(token: string): Promise<string | undefined> {
    const now = new Date(this.#now());
    const [row] = await this.#db
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.tokenHash, digest(token)), isNull(t.usedAt), gt(t.expiresAt, now)))
      .returning({ accountId: t.accountId });
    return row?.accountId;
  }

  async deleteExpired(): Promise<void> {
    const now = new Date(this.#now());
    await this.#db.delete(t).where(or(lte(t.expiresAt, now), lte(t.usedAt, now)));
  }
}
