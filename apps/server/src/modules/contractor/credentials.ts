/**
 * Contractor credentials (docs/adr/0029-contractor-uploads.md): issued by an operator for one contractor
 * (scripts/contractor-credential.mjs), presented by the contractor's system as `Bearer <id>.<secret>`. The secret
 * is generated (32 random bytes), answered once and kept only as a salted hash, as the punchout shared secrets are.
 * Issuing and revoking each write an audit row in the same transaction, never the secret.
 */
import { CONTRACTOR_AUTH_SCHEME, contractorToken } from '@advantage/contracts';
import { type AppDb, generateSharedSecret, hashSharedSecret, schema, verifySharedSecret } from '@advantage/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '../../lib/errors.js';

const { contractorCredentials: credentials, contractors, auditLog } = schema;

/** A hash of a secret no one holds: an unknown credential id costs the same verification as a known one. */
const DECOY_HASH = hashSharedSecret(generateSharedSecret());
/** How stale `last_used_at` may be before a use writes it again. */
const LAST_USED_STEP_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ContractorIdentity {
  credentialId: string;
  contractorId: number;
}

/** The contractor an operator names: its numeric id or its Unique Entity ID. */
async function findContractor(db: AppDb, contractor: string) {
  const key = contractor.trim();
  const where = /^\d+$/.test(key) ? eq(contractors.id, Number(key)) : eq(contractors.uei, key.toUpperCase());
  const [row] = await db.select({ id: contractors.id, name: contractors.name, uei: contractors.uei }).from(contractors).where(where);
  if (!row) throw new NotFoundError(`There is no contractor ${key} (give its id or its UEI).`);
  return row;
}

export async function issueCredential(db: AppDb, input: { contractor: string; name: string; actor: string }) {
  const name = input.name.trim();
  if (!name || name.length > 100) throw new ValidationError([{ field: 'name', message: '--name is a label of 1 to 100 characters.' }]);
  const contractor = await findContractor(db, input.contractor);
  const secret = generateSharedSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(credentials)
      .values({ contractorId: contractor.id, name, secretHash: hashSharedSecret(secret), createdBy: input.actor })
      .returning({ id: credentials.id });
    await tx.insert(auditLog).values({
      action: 'contractor_credential_issued',
      outcome: 'success',
      target: `contractor:${contractor.uei}`,
      detail: { actor: input.actor, credentialId: row!.id, name },
    });
    return { id: row!.id, contractor, name, token: contractorToken(row!.id, secret) };
  });
}

export async function revokeCredential(db: AppDb, id: string, actor: string): Promise<void> {
  if (!UUID.test(id)) throw new NotFoundError(`There is no credential ${id}.`);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(credentials)
      .set({ revokedAt: new Date(), revokedBy: actor })
      .where(and(eq(credentials.id, id), isNull(credentials.revokedAt)))
      .returning({ contractorId: credentials.contractorId });
    if (!row) throw new NotFoundError(`There is no credential ${id} in use.`);
    await tx.insert(auditLog).values({
      action: 'contractor_credential_revoked',
      outcome: 'success',
      target: `contractor:${row.contractorId}`,
      detail: { actor, credentialId: id },
    });
  });
}

export async function listCredentials(db: AppDb, contractor: string) {
  const found = await findContractor(db, contractor);
  const rows = await db
    .select({
      id: credentials.id,
      name: credentials.name,
      createdAt: credentials.createdAt,
      createdBy: credentials.createdBy,
      lastUsedAt: credentials.lastUsedAt,
      revokedAt: credentials.revokedAt,
    })
    .from(credentials)
    .where(eq(credentials.contractorId, found.id))
    .orderBy(asc(credentials.createdAt));
  return { contractor: found, credentials: rows };
}

/**
 * The contractor an Authorization header proves, or undefined: no header, another scheme, a malformed token, an
 * unknown id, a wrong secret and a revoked credential all answer undefined, and the hash is checked in each case
 * that names an id, so the answer's timing does not tell a known id from an unknown one.
 */
export async function authenticateContractor(db: AppDb, header: string | undefined): Promise<ContractorIdentity | undefined> {
  const [scheme, token, extra] = (header ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== CONTRACTOR_AUTH_SCHEME.toLowerCase() || !token || extra !== undefined) return undefined;
  const dot = token.indexOf('.');
  if (dot < 0) return undefined;
  return verifyContractorSecret(db, token.slice(0, dot), token.slice(dot + 1));
}

/**
 * The contractor a credential id and its secret prove, or undefined. The hash is checked in every case, against
 * a decoy when the id is malformed or unknown, so the timing does not tell an unknown id from a wrong secret.
 * The cXML documents endpoint presents them as the Sender Credential's Identity and SharedSecret (ADR 0033).
 */
export async function verifyContractorSecret(db: AppDb, id: string, secret: string): Promise<ContractorIdentity | undefined> {
  const wellFormed = UUID.test(id) && secret.length > 0 && secret.length <= 200;
  const [row] = wellFormed
    ? await db
        .select({
          id: credentials.id,
          contractorId: credentials.contractorId,
          secretHash: credentials.secretHash,
          revokedAt: credentials.revokedAt,
          lastUsedAt: credentials.lastUsedAt,
        })
        .from(credentials)
        .where(eq(credentials.id, id))
    : [];
  const matches = verifySharedSecret(secret.slice(0, 200), row?.secretHash ?? DECOY_HASH);
  if (!wellFormed || !row || !matches || row.revokedAt) return undefined;
  // "Last used" to the minute: a system sending hundreds of documents a second does not rewrite the row each time.
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_STEP_MS) {
    await db.update(credentials).set({ lastUsedAt: now }).where(eq(credentials.id, row.id));
  }
  return { credentialId: row.id, contractorId: row.contractorId };
}
