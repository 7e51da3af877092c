/** State and local suites: a member's supervisor and limit per order, written as the one who sets them would. */
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';

/** Sets the validated member's limit (cents, null: none stated) and supervisor (by email, null: none). */
export async function setStateLimit(db: AppDb, memberId: string, to: { limitCents: number | null; supervisorEmail: string | null }): Promise<void> {
  const [boss] = to.supervisorEmail ? await db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.email, to.supervisorEmail)) : [];
  const done = await db
    .update(schema.stateValidations)
    .set({ purchaseLimitCents: to.limitCents, supervisorEmail: to.supervisorEmail, supervisorMemberId: boss?.id ?? null })
    .where(eq(schema.stateValidations.memberId, memberId))
    .returning({ id: schema.stateValidations.id });
  if (done.length === 0) throw new Error('the member has no state validation');
}
