import { randomBytes } from 'node:crypto';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Account } from './accounts.js';
import { digest, EmailedLinks, type SendMail } from './emailed-links.js';
import { LOCKOUT } from './lockout.js';
import { unlockMail } from './views/unlock.js';

const t = schema.idpUnlockTokens;
export const UNLOCK_LINK_TTL_MS = 30 * 60_000;

/**
 * Single-use links, valid for 30 minutes, that lift every sign-in lock of one account; the database only
 * ever sees the token's hash. Emailed to the owner when a lock is set, while no unused link is younger
 * than one lock period, so an attacker locking address after address cannot flood the owner's inbox.
 */
export class UnlockLinks extends EmailedLinks {
  constructor(db: AppDb, now: () => number, issuer: string, sendMail: SendMail) {
    super(t, db, now, issuer, sendMail);
  }

  async send(account: Account): Promise<void> {
    const now = this.now();
    const [recent] = await this.db
      .select({ tokenHash: t.tokenHash })
      .from(t)
      .where(and(eq(t.accountId, account.id), isNull(t.usedAt), gt(t.createdAt, new Date(now - LOCKOUT.lockMs))))
      .limit(1);
    if (recent) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now + UNLOCK_LINK_TTL_MS);
    await this.db.insert(t).values({ tokenHash: digest(token), accountId: account.id, createdAt: new Date(now), expiresAt });
    const link = new URL(`${this.issuer}/unlock`);
    link.searchParams.set('token', token);
    await this.sendMail({ to: account.email, ...unlockMail(account.givenName, link.toString()) });
  }

  /** Whether the token can still be used (the confirmation page asks before it is spent). */
  async usable(token: string): Promise<boolean> {
    const now = new Date(this.now());
    const [row] = await this.db
      .select({ accountId: t.accountId })
      .from(t)
      .where(and(eq(t.tokenHash, digest(token)), isNull(t.usedAt), gt(t.expiresAt, now)))
      .limit(1);
    return row !== undefined;
  }
}
