/** The constant profiles (fedstrip_profiles): a member's saved requisition codes per AAC. */
import { DEFAULT_CODES, REQUISITION_CODE_FIELDS, type RequisitionCodes } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, inArray } from 'drizzle-orm';

const p = schema.fedstripProfiles;

export interface Profile {
  codes: RequisitionCodes;
  overseas: boolean;
  saved: boolean;
}

/** Stored codes are read field by field over the defaults, so a code added later reads as its default. */
export function codesOf(stored: Record<string, string> | null | undefined): RequisitionCodes {
  const codes = { ...DEFAULT_CODES };
  for (const f of REQUISITION_CODE_FIELDS) if (typeof stored?.[f] === 'string') codes[f] = stored[f];
  return codes;
}

export async function readProfile(db: AppDb, memberId: string, aac: string): Promise<Profile> {
  const [row] = await db.select().from(p).where(and(eq(p.memberId, memberId), eq(p.aac, aac)));
  return row ? { codes: codesOf(row.codes), overseas: row.overseas, saved: true } : { codes: { ...DEFAULT_CODES }, overseas: false, saved: false };
}

export async function profiledAacs(db: AppDb, memberId: string, aacs: string[]): Promise<Set<string>> {
  if (aacs.length === 0) return new Set();
  const rows = await db.select({ aac: p.aac }).from(p).where(and(eq(p.memberId, memberId), inArray(p.aac, aacs)));
  return new Set(rows.map((r) => r.aac));
}

export async function saveProfile(db: AppDb, memberId: string, aac: string, codes: RequisitionCodes, overseas: boolean): Promise<void> {
  await db
    .insert(p)
    .values({ memberId, aac, codes, overseas })
    .onConflictDoUpdate({ target: [p.memberId, p.aac], set: { codes, overseas, updatedAt: new Date() } });
}
