/**
 * The channel an order goes through, read at delivery time (an operator's change applies to orders still
 * pending): the contractor's row, else email to its catalog address (docs/adr/0032-purchase-orders-out.md).
 */
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { CxmlCredential } from '../punchout/cxml-build.js';
import { decryptSecret } from './secret-box.js';

export type ResolvedChannel
  = | { kind: 'email'; email: string }
    | { kind: 'cxml'; endpointUrl: string; from: CxmlCredential; to: CxmlCredential; sender: CxmlCredential; secret: string };

export async function resolveChannel(db: AppDb, secretKey: () => Buffer, contractorId: number): Promise<ResolvedChannel> {
  const [row] = await db
    .select({ channel: schema.contractorOrderChannels, email: schema.contractors.email })
    .from(schema.contractors)
    .leftJoin(schema.contractorOrderChannels, eq(schema.contractorOrderChannels.contractorId, schema.contractors.id))
    .where(eq(schema.contractors.id, contractorId));
  if (!row) throw new Error(`contractor ${contractorId} does not exist`);
  const c = row.channel;
  if (!c || c.kind === 'email') return { kind: 'email', email: c?.email ?? row.email };
  const credential = (domain: string | null, identity: string | null): CxmlCredential => ({ domain: domain ?? '', identity: identity ?? '' });
  return {
    kind: 'cxml',
    endpointUrl: c.endpointUrl ?? '',
    from: credential(c.fromDomain, c.fromIdentity),
    to: credential(c.toDomain, c.toIdentity),
    sender: credential(c.senderDomain, c.senderIdentity),
    secret: decryptSecret(secretKey(), contractorId, c.secretCiphertext ?? ''),
  };
}
