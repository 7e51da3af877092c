/**
 * AAC grants for the suites that order to an AAC: the AAC registered, an approved grant
 * with a known password for a member, and the password entered once in the member's session.
 */
import type { LightMyRequestResponse } from 'fastify';
import { type AppDb, hashPassword, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import type { Caller } from './cart-kit.js';

export const AAC_PASSWORD = 'Lejeune2026';

const SITE = { organization: 'Supply activity', line1: 'Building 1', line2: '', city: 'Camp Lejeune', state: 'NC', zip: '28542', country: 'US' };

/** Registers the AAC (if it is not yet) and grants it to the member with the password. */
export async function grantAac(db: AppDb, memberId: string, aac: string, password = AAC_PASSWORD): Promise<void> {
  await db.insert(schema.aacs).values({ code: aac, kind: 'dod', agency: 'Test agency', name: `Activity ${aac}`, shipTo: SITE, billTo: SITE }).onConflictDoNothing();
  await db.insert(schema.aacGrants).values({ memberId, aac, passwordHash: await hashPassword(password) }).onConflictDoNothing();
}

export async function revokeAac(db: AppDb, memberId: string, aac: string): Promise<void> {
  await db.update(schema.aacGrants).set({ revokedAt: new Date() }).where(and(eq(schema.aacGrants.memberId, memberId), eq(schema.aacGrants.aac, aac)));
}

type Post = (caller: Caller, path: string, payload: unknown) => Promise<LightMyRequestResponse>;

/** Enters the AAC password in the caller's session (checkout/aac_password). */
export async function unlockAac(post: Post, caller: Caller, aac: string, password = AAC_PASSWORD): Promise<LightMyRequestResponse> {
  const res = await post(caller, 'checkout/aac_password', { aac, password });
  return res;
}
