/**
 * A state or local member's eligibility (docs/product/state-and-local.md state/stateValidation, profile/stateUpdateProfile, user_container,
 * profile/agency_list): the entity they buy for, its jurisdiction, the programs it uses with the evidence each
 * needs, and who validated it when, until when.
 */
import { z } from 'zod';
import type { EnvelopeAttributes } from './envelope.js';
import type { MemberRole } from './member-roles.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { type AgencyEntry, agencyById, type EntityType, isJurisdiction, JURISDICTIONS, type Jurisdiction } from './state-agencies.js';
import { STATE_AUTH_TEXT, STATE_LIMIT_MAX_CENTS } from './state-authorization.js';
import { schemas } from './validation.js';
import { isStateProgramKey, STATE_PROGRAM_KEYS, STATE_PROGRAMS, STATE_RULES, STATE_TEXT, type StateProgramKey } from './state-programs.js';

/** A validation holds for a year; the buyer validates again after that (docs/product/state-and-local.md). */
export const STATE_VALIDATION_DAYS = 365;

export interface EligibilityView {
  agencyId: string;
  agencyName: string;
  entityType: EntityType;
  jurisdiction: Jurisdiction;
  programs: StateProgramKey[];
  dodaac1122: string | null;
  validatedBy: string;
  /** ISO timestamps. */
  validatedAt: string;
  expiresAt: string;
  status: 'valid' | 'expired';
  /** Who authorizes orders above the limit or under a program that needs it (null: nobody named yet). */
  supervisorEmail: string | null;
  /** The member's limit per order, in cents (STATE_LIMIT_MAX_CENTS when they stated none). */
  purchaseLimitCents: number;
}

export interface ProgramSummary {
  key: StateProgramKey;
  name: string;
  badge: string;
  description: string;
  evidence: 'none' | 'dodaac1122';
}

export const PROGRAM_SUMMARIES: readonly ProgramSummary[] = STATE_PROGRAM_KEYS.map((k) => {
  const p = STATE_PROGRAMS[k];
  return { key: k, name: p.name, badge: p.badge, description: p.description, evidence: p.evidence };
});

export interface FieldError {
  field: string;
  message: string;
}

/** StateValidation and stateUpdateProfile's EditProfile/Failure. */
export interface StateEligibilityAttributes extends EnvelopeAttributes {
  eligibility: EligibilityView | null;
  programs: readonly ProgramSummary[];
  entityTypes: Readonly<Record<EntityType, string>>;
  jurisdictions: Readonly<Record<Jurisdiction, string>>;
  saved?: boolean;
  message?: string;
  errors?: FieldError[];
}

export interface AgencyListAttributes extends EnvelopeAttributes {
  agencies: readonly AgencyEntry[];
  entityTypes: Readonly<Record<EntityType, string>>;
  jurisdictions: Readonly<Record<Jurisdiction, string>>;
}

/** user_container: what the web app knows of the signed-in member (null when nobody is signed in). */
export interface UserContainerAttributes extends EnvelopeAttributes {
  /** `roles`: what the member may approve (member-roles.ts), for the account menu. */
  member: { name: string; email: string; memberType: string; agency: string | null; roles: MemberRole[] } | null;
  store: { id: number; name: string };
  /** The programs a state or local member may order under now (valid, unexpired). */
  programs: StateProgramKey[];
  eligibility: EligibilityView | null;
}

/** Whether a stored validation still holds, and the programs it lets the member order under. */
export function validPrograms(eligibility: Pick<EligibilityView, 'programs' | 'expiresAt'> | null, now: number): StateProgramKey[] {
  if (!eligibility || Date.parse(eligibility.expiresAt) <= now) return [];
  return [...eligibility.programs];
}

/** A checkbox: checked is true (JSON) or 'true'/'on' (a form). Checked in superRefine, so it is reported with the others. */
const CERTIFIED: readonly unknown[] = [true, 'true', 'on'];

/** The validation form; every cross-field rule answers the envelope's validation error with its field. */
export const eligibilitySchema = z
  .object({
    agencyId: z.string({ error: STATE_TEXT.agencyRequired }).trim().min(1, { error: STATE_TEXT.agencyRequired }).max(120),
    jurisdiction: z.string({ error: STATE_TEXT.jurisdictionRequired }).trim().toUpperCase().refine(isJurisdiction, { error: STATE_TEXT.jurisdictionRequired }),
    programs: z
      .array(z.string().refine(isStateProgramKey, { error: STATE_TEXT.programsRequired }), { error: STATE_TEXT.programsRequired })
      .min(1, { error: STATE_TEXT.programsRequired })
      .max(STATE_PROGRAM_KEYS.length)
      .transform((list) => STATE_PROGRAM_KEYS.filter((k) => list.includes(k))),
    dodaac1122: z.string().trim().toUpperCase().max(6, { error: STATE_TEXT.dodaacFormat }).optional(),
    certify: z.unknown().optional(),
    // Not the member's to set (ADR 0022): their supervisor and limit are recorded by someone else (stateLimitSchema).
    supervisorEmail: z.unknown().optional(),
    purchaseLimit: z.unknown().optional(),
  })
  // `when`: the rules between fields run even when a field is missing or wrong, so every problem is in one answer.
  .superRefine((v, ctx) => {
    const reported = new Set(ctx.issues?.map((i) => i.path?.[0]));
    if (!CERTIFIED.includes(v.certify)) ctx.addIssue({ code: 'custom', path: ['certify'], message: STATE_TEXT.certifyRequired });
    for (const field of ['supervisorEmail', 'purchaseLimit'] as const) {
      if (v[field] !== undefined && String(v[field]).trim() !== '') ctx.addIssue({ code: 'custom', path: [field], message: STATE_AUTH_TEXT.setByOthers });
    }
    // A blank or missing entity already has its message; "not on the list" is for one that was chosen.
    const agency = reported.has('agencyId') ? undefined : agencyById(v.agencyId);
    if (!reported.has('agencyId') && !agency) ctx.addIssue({ code: 'custom', path: ['agencyId'], message: STATE_TEXT.agencyUnknown });
    else if (agency && isJurisdiction(v.jurisdiction) && agency.state !== v.jurisdiction) {
      ctx.addIssue({ code: 'custom', path: ['agencyId'], message: STATE_TEXT.agencyWrongState(agency.name, JURISDICTIONS[v.jurisdiction]) });
    }
    if (Array.isArray(v.programs) && v.programs.includes('P1122')) {
      if (!v.dodaac1122) ctx.addIssue({ code: 'custom', path: ['dodaac1122'], message: STATE_TEXT.dodaacRequired });
      else if (!STATE_RULES.dodaac1122.test(v.dodaac1122)) ctx.addIssue({ code: 'custom', path: ['dodaac1122'], message: STATE_TEXT.dodaacFormat });
    }
  }, { when: () => true });
export type EligibilityInput = z.infer<typeof eligibilitySchema>;

/** Dollars, as typed ('2,500', '2500.00'), to cents; empty: none stated (the highest limit). */
export const purchaseLimitSchema = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx) => {
    const text = String(value ?? '').trim().replace(/^\$/, '').replaceAll(',', '');
    if (text === '') return undefined;
    const cents = /^\d{1,8}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
    if (!(cents >= 0 && cents <= STATE_LIMIT_MAX_CENTS)) {
      ctx.addIssue({ code: 'custom', message: STATE_AUTH_TEXT.limitFormat });
      return z.NEVER;
    }
    return cents;
  });

/**
 * What the one who sets a state or local member's supervisor and limit sends (the agency administrator through
 * scripts/state-limit.mjs, ADR 0022): the member, the supervisor's address, the limit in dollars.
 */
export const stateLimitSchema = z.object({
  memberEmail: schemas.email,
  supervisorEmail: z.string().trim().max(254, { error: STATE_AUTH_TEXT.supervisorFormat }).transform((e) => e.toLowerCase()).pipe(schemas.email),
  purchaseLimit: purchaseLimitSchema,
});
export type StateLimitInput = z.infer<typeof stateLimitSchema>;

/** An empty body shows the form (undefined); a filled one must pass every rule, each problem under its field. */
const eligibilityBody = z
  .looseObject({})
  .optional()
  .transform((value, ctx): EligibilityInput | undefined => {
    if (!value || Object.keys(value).length === 0) return undefined;
    const parsed = eligibilitySchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

export const STATE_INPUTS = {
  'state/stateValidation': { body: eligibilityBody },
  'profile/stateUpdateProfile': { body: eligibilityBody },
  'profile/agency_list': { query: z.object({}) },
  'user_container': { query: z.object({}) },
} satisfies Partial<Record<ServerPath, InputSchemas>>;
