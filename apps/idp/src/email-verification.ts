import { randomBytes } from 'node:crypto';
import { type AppDb, schema } from '@advantage/db';
import type { Account } from './accounts.js';
import { digest, EmailedLinks, type SendMail } from './emailed-links.js';

const t = schema.idpEmailTokens;
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Single-use verification links valid for 24 hours; the database only ever sees the token's hash. */
export class EmailVerification extends EmailedLinks {
  constructor(db: AppDb, now: () => number, issuer: string, sendMail: SendMail) {
    super(t, db, now, issuer, sendMail);
  }

  async send(account: Account, returnTo: string | undefined): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(t).values({ tokenHash: digest(token), accountId: account.id, expiresAt: new Date(this.now() + TOKEN_TTL_MS) });
    const link = new URL(`${this.issuer}/verify`);
    link.searchParams.set('token', token);
    if (returnTo) link.searchParams.set('return_to', returnTo);
    await this.sendMail({
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
    await this.sendMail({
      to: account.email,
      subject: 'You already have an Advantage sign-in account',
      text: [
        'Someone asked to create an Advantage sign-in account with this email address, which already has one.',
        `Sign in at ${new URL(this.issuer).origin}/ with your existing password. If this was not you, no action is needed.`,
      ].join('\n'),
    });
  }
}
