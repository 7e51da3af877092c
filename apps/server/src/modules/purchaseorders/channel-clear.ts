import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';
import { findContractor } from './contractor-lookup.js';

const { contractorOrderChannels: channels, auditLog } = schema;

/** Removes a contractor's channel: its orders go by email to its catalog address again (ADR 0032). */
export async function clearChannel(db: AppDb, contractorKey: string, actor: string) {
  const contractor = await findContractor(db, contractorKey);
  await db.transaction(async (tx) => {
    const removed = await tx.delete(channels).where(eq(channels.contractorId, contractor.id)).returning({ id: channels.contractorId });
    if (removed.length === 0) throw new NotFoundError(`${contractor.name} has no order channel set; its orders go by email to ${contractor.email}.`);
    await tx.insert(auditLog).values({ action: 'contractor_channel_cleared', outcome: 'success', target: `contractor:${contractor.uei}`, detail: { actor } });
  });
  return contractor;
}
