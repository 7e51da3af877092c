import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Sign-in accounts of the development identity provider; `id` is the OpenID Connect subject. */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('idp_accounts_email_unique'),
    /** Argon2id with a per-account salt, self-describing (PHC string; earlier scrypt hashes still verify). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret; set at enrolment, usable only once confirmed with a code. */
    totpSecret: text('totp_secret'),
    totpConfirmed: boolean('totp_confirmed').notNull().default(false),
    /** Time step of the last accepted code, so a code cannot be replayed inside its window. */
    totpLastStep: integer('totp_last_step'),
    emailVerified: boolean('email_verified').notNull().default(false),
    givenName: text('given_name').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('idp_accounts_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

/** oidc-provider's stored models (sessions, grants, codes, interactions...) as its adapter sees them. */
export const idpPayloads = pgTable(
  'idp_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'idp_payloads_pk', columns: [t.model, t.id] }),
    index('idp_payloads_grant_id_idx').on(t.grantId),
    index('idp_payloads_uid_idx').on(t.uid),
    index('idp_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Key material generated on first start and kept: the signing JWKS and the cookie signing keys. */
export const idpKeys = pgTable('idp_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Email verification links; only the SHA-256 of the token is stored. */
export const idpEmailTokens = pgTable(
  'idp_email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idp_email_tokens_account_idx').on(t.accountId)],
);

/**
 * Failed sign-in attempts per account and client address (`source`), plus one row per account with the
 * source '*' counting failures from every address: the per-address lock stops one guesser without locking
 * the owner out elsewhere, the account-wide ceiling stops a guess spread over many addresses.
 */
export const idpLoginFailures = pgTable(
  'idp_login_failures',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** The progressive delay runs from here. */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'idp_login_failures_pk', columns: [t.accountId, t.source] }),
    index('idp_login_failures_window_idx').on(t.windowStartedAt),
  ],
);

/** Emailed links that lift a sign-in lock; only the SHA-256 of the token is stored. */
export const idpUnlockTokens = pgTable(
  'idp_unlock_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idp_unlock_tokens_account_idx').on(t.accountId, t.createdAt)],
);
