/**
 * The requisitioner's day for the document date (rp 36–39): today in the time zone of the AAC's address (the AAC
 * registry's ship-to, else the member's address-book entry for it), never UTC's day for a clerk far from UTC.
 */
import { ordinalDate, stateTimeZone } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';

const { aacs, addresses } = schema;

/** The time zone of the AAC's address: the AAC registry's ship-to, else the member's address-book entry for it. */
export async function aacTimeZone(db: AppDb, memberId: string, aac: string): Promise<string> {
  const [registered] = await db.select({ shipTo: aacs.shipTo }).from(aacs).where(eq(aacs.code, aac)).limit(1);
  let state = registered?.shipTo.state;
  if (!state) {
    const [own] = await db
      .select({ state: addresses.state })
      .from(addresses)
      .where(and(eq(addresses.memberId, memberId), eq(addresses.kind, 'aac'), eq(addresses.aac, aac)))
      .limit(1);
    state = own?.state;
  }
  return stateTimeZone(state);
}

export async function documentDay(db: AppDb, memberId: string, aac: string, now: Date): Promise<string> {
  return ordinalDate(now, await aacTimeZone(db, memberId, aac));
}
