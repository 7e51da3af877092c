/**
 * Buying organizations, the operator's side (scripts/punchout.mjs): add an organization with its
 * cXML credentials, store, allowed BrowserFormPost origins, default ship-to and accounting data, or change the
 * fields given; give it a new shared secret. A generated secret is answered once and kept only hashed. Each change
 * and its audit row (never the secret) commit together.
 */
import { RULES, schemas, STORES, toStoreId } from '@advantage/contracts';
import { type AppDb, generateSharedSecret, hashSharedSecret, PUNCHOUT_MEMBER_ISSUER, schema, SHARED_SECRET_MIN_LENGTH } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '../../lib/errors.js';

const { punchoutOrganizations: orgs, members, auditLog } = schema;
type Problem = { field: string; message: string };

export interface OrganizationChange {
  code: string;
  name?: string | undefined;
  /** A store id or name (4 DOLPUNCHOUT, 7 EVAPUNCHOUT, or another configured store). */
  store?: string | undefined;
  /** `domain:identity` */
  from?: string | undefined;
  to?: string | undefined;
  sender?: string | undefined;
  /** Comma-separated origins, e.g. `https://s1.ariba.com,https://buyer.agency.gov`. */
  origins?: string | undefined;
  /** `name|street|city|state|zip|email|phone` */
  shipTo?: string | undefined;
  /** `aac|fundCode|appropriation|objectClass|projectJob` */
  accounting?: string | undefined;
  /** The address order confirmations go to (required for a new organization). */
  email?: string | undefined;
  status?: string | undefined;
  /** A secret the organization's system already has (at least SHARED_SECRET_MIN_LENGTH); generated when absent on create. */
  secret?: string | undefined;
  actor?: string | undefined;
}

function credential(field: string, value: string, problems: Problem[]) {
  const at = value.indexOf(':');
  const domain = value.slice(0, at).trim();
  const identity = value.slice(at + 1).trim();
  if (at < 1 || !domain || !identity || value.length > 200) problems.push({ field, message: `--${field} is domain:identity, e.g. NetworkID:AN01000000001.` });
  return { domain, identity };
}

function originsOf(value: string, problems: Problem[]): string[] {
  const origins: string[] = [];
  for (const raw of value.split(',').map((v) => v.trim()).filter(Boolean)) {
    try {
      const url = new URL(raw);
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== raw.replace(/\/$/, '')) throw new Error('not an origin');
      origins.push(url.origin);
    } catch {
      problems.push({ field: 'origins', message: `${raw} is not an origin (scheme://host[:port], no path).` });
    }
  }
  return origins;
}

function shipToOf(value: string, problems: Problem[]): schema.PunchoutAddress | undefined {
  const [name = '', street = '', city = '', state = '', zip = '', email = '', phone = ''] = value.split('|').map((p) => p.trim());
  if (value.split('|').length !== 7 || !name || !street || !city) {
    problems.push({ field: 'shipTo', message: '--ship-to is "name|street|city|state|zip|email|phone".' });
    return undefined;
  }
  if (!/^[A-Z]{2}$/i.test(state) || !RULES.zip.test(zip)) problems.push({ field: 'shipTo', message: '--ship-to needs a two-letter state and a ZIP code.' });
  if (!schemas.email.safeParse(email).success || !RULES.phone.test(phone)) problems.push({ field: 'shipTo', message: '--ship-to needs an email address and a phone number.' });
  return { name, deliverTo: name, street, city, state: state.toUpperCase(), postalCode: zip, country: 'US', email, phone };
}

function accountingOf(value: string, problems: Problem[]): Record<string, string> {
  const [aac = '', fundCode = '', appropriation = '', objectClass = '', projectJob = ''] = value.split('|').map((p) => p.trim().toUpperCase());
  if (!/^[A-Z0-9]{6}$/.test(aac)) problems.push({ field: 'accounting', message: '--accounting is "aac|fundCode|appropriation|objectClass|projectJob" with a six-character AAC.' });
  return { aac, fundCode, appropriation, objectClass, projectJob };
}

function fieldsOf(change: OrganizationChange, problems: Problem[]) {
  const fields: Partial<typeof orgs.$inferInsert> = {};
  if (change.name !== undefined) fields.name = change.name.trim().slice(0, 120);
  if (change.store !== undefined) {
    const byName = Object.entries(STORES).find(([, n]) => n === change.store?.toUpperCase())?.[0];
    const id = /^\d+$/.test(change.store) ? Number(change.store) : Number(byName ?? -1);
    if (toStoreId(id) !== id) problems.push({ field: 'store', message: '--store is a store id (0–10) or name, e.g. 4 or DOLPUNCHOUT.' });
    fields.storeId = id;
  }
  for (const party of ['from', 'to', 'sender'] as const) {
    const value = change[party];
    if (value === undefined) continue;
    const c = credential(party, value, problems);
    Object.assign(fields, { [`${party}Domain`]: c.domain, [`${party}Identity`]: c.identity });
  }
  if (change.origins !== undefined) fields.allowedOrigins = originsOf(change.origins, problems);
  if (change.shipTo !== undefined) fields.defaultShipTo = shipToOf(change.shipTo, problems) ?? null;
  if (change.accounting !== undefined) fields.accounting = accountingOf(change.accounting, problems);
  if (change.status !== undefined && change.status !== 'active' && change.status !== 'disabled') problems.push({ field: 'status', message: '--status is active or disabled.' });
  else if (change.status !== undefined) fields.status = change.status;
  if (change.secret !== undefined && change.secret.length < SHARED_SECRET_MIN_LENGTH) problems.push({ field: 'secret', message: `--secret is at least ${SHARED_SECRET_MIN_LENGTH} characters.` });
  return fields;
}

/** Adds or changes an organization; answers whether it was new and the secret when one was generated. */
export async function saveOrganization(db: AppDb, change: OrganizationChange): Promise<{ code: string; created: boolean; secret?: string }> {
  const code = change.code.trim().toUpperCase();
  const problems: Problem[] = [];
  if (!/^[A-Z0-9][A-Z0-9-]{1,39}$/.test(code)) problems.push({ field: 'code', message: '--code is 2 to 40 letters, digits or hyphens.' });
  const fields = fieldsOf(change, problems);
  const [existing] = await db.select().from(orgs).where(eq(orgs.code, code));
  if (!existing) {
    for (const f of ['name', 'store', 'from', 'to', 'sender', 'origins', 'email'] as const) if (change[f] === undefined) problems.push({ field: f, message: `--${f} is required for a new organization.` });
    if (change.email !== undefined && !schemas.email.safeParse(change.email).success) problems.push({ field: 'email', message: '--email is an email address.' });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  const generated = !existing && change.secret === undefined ? generateSharedSecret() : undefined;
  const secret = change.secret ?? generated;
  return db.transaction(async (tx) => {
    if (existing) {
      const rekey = secret ? { secretHash: hashSharedSecret(secret) } : {};
      await tx.update(orgs).set({ ...fields, ...rekey, updatedAt: new Date() }).where(eq(orgs.id, existing.id));
    } else {
      const [member] = await tx
        .insert(members)
        .values({
          issuer: PUNCHOUT_MEMBER_ISSUER, subject: code, email: change.email!, firstName: fields.name ?? code, lastName: 'Punchout', memberType: 'federal', storeId: fields.storeId ?? 0,
        })
        .returning({ id: members.id });
      await tx.insert(orgs).values({ ...(fields as typeof orgs.$inferInsert), code, secretHash: hashSharedSecret(secret!), memberId: member!.id });
    }
    const changed = [...Object.keys(fields), ...(secret ? ['secret'] : [])];
    const action = existing ? 'punchout_org_updated' : 'punchout_org_added';
    await tx.insert(auditLog).values({ action, outcome: 'success', target: code, detail: { fields: changed, actor: change.actor ?? 'operator' } });
    return { code, created: !existing, ...(generated ? { secret: generated } : {}) };
  });
}

/** Replaces the shared secret with a generated one, answered once. */
export async function rotateSecret(db: AppDb, code: string, actor = 'operator'): Promise<string> {
  const secret = generateSharedSecret();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orgs)
      .set({ secretHash: hashSharedSecret(secret), updatedAt: new Date() })
      .where(eq(orgs.code, code.toUpperCase()))
      .returning({ id: orgs.id });
    if (!row) throw new NotFoundError(`No buying organization ${code.toUpperCase()}.`);
    await tx.insert(auditLog).values({ action: 'punchout_org_secret', outcome: 'success', target: code.toUpperCase(), detail: { actor } });
  });
  return secret;
}

export async function describeOrganization(db: AppDb, code: string) {
  const [row] = await db
    .select({ org: orgs, email: members.email })
    .from(orgs)
    .innerJoin(members, and(eq(members.id, orgs.memberId)))
    .where(eq(orgs.code, code.toUpperCase()));
  if (!row) throw new NotFoundError(`No buying organization ${code.toUpperCase()}.`);
  const { secretHash: _hidden, ...org } = row.org;
  return { ...org, email: row.email };
}
