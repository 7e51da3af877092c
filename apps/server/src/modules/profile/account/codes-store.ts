/** Saved lines of accounting (Manage Methods of Payment): the member's own, listed, added and deleted. */
import { SAVED_CODES_LIMITS, SAVED_CODES_TEXT, type SavedCodesInput, savedCodesLabel, type SavedCodesView } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';

const c = schema.savedAccountingCodes;
type CodesRow = typeof c.$inferSelect;

function toView(row: CodesRow): SavedCodesView {
  const codes = { aac: row.aac, fundCode: row.fundCode, appropriation: row.appropriation, objectClass: row.objectClass, projectJob: row.projectJob };
  return { id: row.id, nickname: row.nickname, codes, label: savedCodesLabel(row.nickname, codes) };
}

/** The member's saved lines of accounting, the newest first. */
export async function listSavedCodes(db: AppDb, memberId: string): Promise<SavedCodesView[]> {
  const rows = await db.select().from(c).where(eq(c.memberId, memberId)).orderBy(desc(c.createdAt), desc(c.id));
  return rows.map(toView);
}

/** Saves a validated line of accounting; the same codes twice, or more than the limit, are refused on the form. */
export async function addSavedCodes(db: AppDb, memberId: string, input: SavedCodesInput): Promise<SavedCodesView> {
  return db.transaction(async (tx) => {
    // Serializes the member's saves, so two at once cannot both pass the count.
    await tx.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.id, memberId)).for('update');
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(c).where(eq(c.memberId, memberId));
    if (Number(n) >= SAVED_CODES_LIMITS.perMember) throw new ValidationError([{ field: 'aac', message: SAVED_CODES_TEXT.tooMany }]);
    const [row] = await tx.insert(c).values({ memberId, ...input }).onConflictDoNothing().returning();
    if (!row) throw new ValidationError([{ field: 'aac', message: SAVED_CODES_TEXT.alreadySaved }]);
    return toView(row);
  });
}

/** Deletes the member's line of accounting; another member's id is not found and changes nothing. */
export async function deleteSavedCodes(db: AppDb, memberId: string, id: number): Promise<SavedCodesView> {
  const [row] = await db.delete(c).where(and(eq(c.id, id), eq(c.memberId, memberId))).returning();
  if (!row) throw new NotFoundError(SAVED_CODES_TEXT.notFound);
  return toView(row);
}
