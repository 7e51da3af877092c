/**
 * Sets a contractor's order channel (scripts/contractor-channel.mjs, docs/adr/0032-purchase-orders-out.md): a cXML
 * endpoint with its From/To/Sender identities and the shared secret we send (kept encrypted), or an order email
 * address. Replaces the one channel the contractor had; writes an audit row (never the secret).
 */
import { orderChannelInputSchema, PO_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { ValidationError } from '../../lib/errors.js';
import { findContractor } from './contractor-lookup.js';
import { endpointAllowed } from './endpoint-rule.js';
import { encryptSecret } from './secret-box.js';

const { contractorOrderChannels: channels, auditLog } = schema;

export interface SetChannelOptions {
  contractor: string;
  input: unknown;
  actor: string;
  secretKey: () => Buffer;
  allowHttp: boolean;
}

export async function setChannel(db: AppDb, options: SetChannelOptions) {
  const parsed = orderChannelInputSchema.safeParse(options.input);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'kind', message: i.message })));
  }
  const input = parsed.data;
  if (input.kind === 'cxml' && !endpointAllowed(input.endpointUrl, options.allowHttp)) {
    throw new ValidationError([{ field: 'endpointUrl', message: PO_TEXT.httpOnlyLocal }]);
  }
  const contractor = await findContractor(db, options.contractor);
  const row = input.kind === 'email'
    ? { kind: 'email', email: input.email, endpointUrl: null, fromDomain: null, fromIdentity: null, toDomain: null, toIdentity: null, senderDomain: null, senderIdentity: null, secretCiphertext: null }
    : {
        kind: 'cxml',
        email: null,
        endpointUrl: input.endpointUrl,
        fromDomain: input.fromDomain,
        fromIdentity: input.fromIdentity,
        toDomain: input.toDomain,
        toIdentity: input.toIdentity,
        senderDomain: input.senderDomain,
        senderIdentity: input.senderIdentity,
        secretCiphertext: encryptSecret(options.secretKey(), contractor.id, input.sharedSecret),
      };
  await db.transaction(async (tx) => {
    const values = { ...row, updatedBy: options.actor, updatedAt: new Date() };
    await tx.insert(channels).values({ contractorId: contractor.id, ...values }).onConflictDoUpdate({ target: channels.contractorId, set: values });
    await tx.insert(auditLog).values({
      action: 'contractor_channel_set',
      outcome: 'success',
      target: `contractor:${contractor.uei}`,
      detail: { actor: options.actor, kind: input.kind, ...(input.kind === 'cxml' ? { endpointUrl: input.endpointUrl } : { email: input.email }) },
    });
  });
  return { contractor, kind: input.kind };
}
