/**
 * The demo's two cXML contractors (docs/adr/0032-purchase-orders-out.md): the two lowest-numbered contractors of
 * the generated catalog take their orders as cXML at the development receiver of this very server; every other
 * contractor gets the email at its `.example` address, captured at /dev/mailbox. The shared secrets are new at
 * every start, and an operator's own channel for those contractors is left alone.
 */
import { type AppDb, schema } from '@advantage/db';
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { encryptSecret } from './secret-box.js';

const { contractors, contractorOrderChannels: channels } = schema;
export const DEMO_CHANNEL_ACTOR = 'demo';

export async function seedDemoChannels(db: AppDb, secretKey: () => Buffer, origin: string): Promise<string[]> {
  const picked = await db.select({ id: contractors.id, name: contractors.name }).from(contractors).orderBy(asc(contractors.id)).limit(2);
  const lines: string[] = [];
  for (const c of picked) {
    const values = {
      kind: 'cxml',
      email: null,
      endpointUrl: `${origin}/dev/contractor/${c.id}/cxml`,
      fromDomain: 'NetworkID',
      fromIdentity: 'AN-ADVANTAGE',
      toDomain: 'NetworkID',
      toIdentity: `AN-DEMO-CONTRACTOR-${c.id}`,
      senderDomain: 'NetworkID',
      senderIdentity: 'AN-ADVANTAGE',
      secretCiphertext: encryptSecret(secretKey(), c.id, randomBytes(18).toString('base64url')),
      updatedBy: DEMO_CHANNEL_ACTOR,
      updatedAt: new Date(),
    };
    const written = await db
      .insert(channels)
      .values({ contractorId: c.id, ...values })
      .onConflictDoUpdate({ target: channels.contractorId, set: values, setWhere: eq(channels.updatedBy, sql`${DEMO_CHANNEL_ACTOR}`) })
      .returning({ id: channels.contractorId });
    if (written.length) lines.push(`  ${c.name} (contractor ${c.id}): cXML OrderRequests to ${values.endpointUrl}`);
  }
  return lines.length ? ['Purchase orders: these demo contractors take cXML (received at /dev/contractor/orders.json); the others get email at /dev/mailbox:', ...lines] : [];
}
