import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { findContractor } from './contractor-lookup.js';

/** What an operator sees of a contractor's channel: everything but the secret (only whether one is kept). */
export async function showChannel(db: AppDb, contractorKey: string) {
  const contractor = await findContractor(db, contractorKey);
  const [row] = await db.select().from(schema.contractorOrderChannels).where(eq(schema.contractorOrderChannels.contractorId, contractor.id));
  if (!row) return { contractor, kind: 'email' as const, isDefault: true, email: contractor.email };
  const { secretCiphertext, ...rest } = row;
  return { contractor, isDefault: false, ...rest, kind: row.kind as 'cxml' | 'email', secretKept: Boolean(secretCiphertext) };
}
