/**
 * The AAC registry's operator side (scripts/aac.mjs): add or change an AAC, and give or take a member's
 * supervisor / funds_approver role for it. Each change and its audit row commit together.
 */
import { aacSchema, RULES } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { activeMemberByEmail, findAac } from './queries.js';

const { aacs, aacRoles, auditLog, members } = schema;
type AacAddress = (typeof aacs.$inferSelect)['shipTo'];

export const AAC_ROLES = ['supervisor', 'funds_approver'] as const;
export type AacRole = (typeof AAC_ROLES)[number];

export interface AacChange {
  code: string;
  kind?: string | undefined;
  agency?: string | undefined;
  name?: string | undefined;
  /** `organization|line1|line2|city|state|zip` (line2 may be empty). */
  shipTo?: string | undefined;
  /** As shipTo; a new AAC without one is billed at its ship-to address. */
  billTo?: string | undefined;
  fundsControl?: boolean | undefined;
  actor?: string | undefined;
}

type Problem = { field: string; message: string };

function codeOf(value: string, problems: Problem[]): string {
  const parsed = aacSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  problems.push({ field: 'code', message: parsed.error.issues[0]?.message ?? 'The AAC must be six letters or digits.' });
  return value;
}

/** Parses `organization|line1|line2|city|state|zip`. */
export function parseAddress(field: string, value: string, problems: Problem[]): AacAddress | undefined {
  const parts = value.split('|').map((p) => p.trim());
  const [organization = '', line1 = '', line2 = '', city = '', state = '', zip = ''] = parts;
  const wrong = (message: string) => (problems.push({ field, message }), undefined);
  if (parts.length !== 6) return wrong(`${field} must be "organization|line1|line2|city|state|zip" (six parts; line2 may be empty).`);
  if (!organization || !line1 || !city) return wrong(`${field} needs the organization, the first address line and the city.`);
  if (!/^[A-Z]{2}$/.test(state.toUpperCase())) return wrong(`${field}: the state is two letters (AA, AE or AP for APO/FPO/DPO).`);
  if (!RULES.zip.test(zip)) return wrong(`${field}: the ZIP code is 5 digits, optionally a hyphen and 4 more.`);
  return { organization, line1, line2, city, state: state.toUpperCase(), zip, country: 'US' };
}

/** Adds the AAC (kind, agency, name and ship-to required) or changes the fields given; answers whether it was new. */
export async function saveAac(db: AppDb, change: AacChange): Promise<{ code: string; created: boolean }> {
  const problems: Problem[] = [];
  const code = codeOf(change.code, problems);
  if (change.kind !== undefined && change.kind !== 'civil' && change.kind !== 'dod') problems.push({ field: 'kind', message: 'The kind is civil or dod.' });
  const shipTo = change.shipTo === undefined ? undefined : parseAddress('shipTo', change.shipTo, problems);
  const billTo = change.billTo === undefined ? undefined : parseAddress('billTo', change.billTo, problems);
  for (const [field, value] of [['agency', change.agency], ['name', change.name]] as const) {
    if (value !== undefined && (!value.trim() || value.trim().length > 120)) problems.push({ field, message: `The ${field} is 1 to 120 characters.` });
  }
  if (problems.length) throw new ValidationError(problems);

  return db.transaction(async (tx) => {
    const existing = await findAac(tx, code);
    const fields = {
      ...(change.kind !== undefined ? { kind: change.kind } : {}),
      ...(change.agency !== undefined ? { agency: change.agency.trim() } : {}),
      ...(change.name !== undefined ? { name: change.name.trim() } : {}),
      ...(shipTo ? { shipTo } : {}),
      ...(billTo ? { billTo } : {}),
      ...(change.fundsControl !== undefined ? { fundsControl: change.fundsControl } : {}),
    };
    if (existing) {
      if (Object.keys(fields).length === 0) throw new ValidationError([{ field: 'code', message: `Nothing to change for AAC ${code}.` }]);
      await tx.update(aacs).set(fields).where(eq(aacs.code, code));
    } else {
      const missing: string[] = (['kind', 'agency', 'name'] as const).filter((f) => change[f] === undefined);
      if (!shipTo) missing.push('ship-to');
      if (missing.length) throw new ValidationError(missing.map((f) => ({ field: f, message: `A new AAC needs --${f}.` })));
      await tx.insert(aacs).values({
        code,
        kind: change.kind!,
        agency: change.agency!.trim(),
        name: change.name!.trim(),
        shipTo: shipTo!,
        billTo: billTo ?? shipTo!,
        fundsControl: change.fundsControl ?? false,
      });
    }
    await tx.insert(auditLog).values({
      action: existing ? 'aac_updated' : 'aac_added',
      outcome: 'success',
      target: code,
      detail: { fields: Object.keys(fields), actor: change.actor ?? 'operator' },
    });
    return { code, created: !existing };
  });
}

export interface RoleChange {
  code: string;
  email: string;
  role: string;
  remove?: boolean;
  actor?: string | undefined;
}

/** Gives (or with remove, takes) a registered member's role for an AAC; answers whether anything changed. */
export async function setAacRole(db: AppDb, change: RoleChange): Promise<{ changed: boolean; memberId: string }> {
  const problems: Problem[] = [];
  const code = codeOf(change.code, problems);
  if (!(AAC_ROLES as readonly string[]).includes(change.role)) problems.push({ field: 'role', message: 'The role is supervisor or funds_approver.' });
  if (problems.length) throw new ValidationError(problems);
  return db.transaction(async (tx) => {
    if (!(await findAac(tx, code))) throw new NotFoundError(`There is no AAC ${code}. Add it first.`);
    const member = await activeMemberByEmail(tx, change.email);
    if (!member) throw new NotFoundError(`No active member has the email address ${change.email}.`);
    const key = and(eq(aacRoles.aac, code), eq(aacRoles.memberId, member.id), eq(aacRoles.role, change.role));
    const rows = change.remove
      ? await tx.delete(aacRoles).where(key).returning({ aac: aacRoles.aac })
      : await tx.insert(aacRoles).values({ aac: code, memberId: member.id, role: change.role }).onConflictDoNothing().returning({ aac: aacRoles.aac });
    const changed = rows.length > 0;
    if (changed) {
      await tx.insert(auditLog).values({
        action: change.remove ? 'aac_role_removed' : 'aac_role_assigned',
        outcome: 'success',
        memberId: member.id,
        target: code,
        detail: { role: change.role, actor: change.actor ?? 'operator' },
      });
    }
    return { changed, memberId: member.id };
  });
}

/** The AAC and who holds which role, for the script's report. */
export async function describeAac(db: AppDb, code: string) {
  const aac = await findAac(db, code.trim().toUpperCase());
  if (!aac) throw new NotFoundError(`There is no AAC ${code}.`);
  const roles = await db
    .select({ role: aacRoles.role, email: members.email })
    .from(aacRoles)
    .innerJoin(members, eq(members.id, aacRoles.memberId))
    .where(eq(aacRoles.aac, aac.code))
    .orderBy(asc(aacRoles.role), asc(members.email));
  return { aac, roles };
}
