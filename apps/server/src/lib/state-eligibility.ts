/**
 * What a state or local member may buy: their validated programs, and for each offer the programs
 * it is open under. The cart and checkout both ask here, so a client that skips the screens is refused alike.
 * Federal and military members are not limited by these programs: `gateFor` answers null for them.
 */
import {
  type EligibilityView, type EntityType, isStateProgramKey, type Jurisdiction, STATE_LIMIT_MAX_CENTS, STATE_TEXT, type StateProgramKey, stateAccessFor,
} from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from './db-executor.js';
import type { Member } from './member.js';

const v = schema.stateValidations;

export function eligibilityView(row: typeof v.$inferSelect, now: number): EligibilityView {
  return {
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    entityType: row.entityType as EntityType,
    jurisdiction: row.jurisdiction as Jurisdiction,
    programs: row.programs.filter(isStateProgramKey),
    dodaac1122: row.dodaac1122,
    validatedBy: row.validatedBy,
    validatedAt: row.validatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() > now ? 'valid' : 'expired',
    supervisorEmail: row.supervisorEmail,
    purchaseLimitCents: row.purchaseLimitCents ?? STATE_LIMIT_MAX_CENTS,
  };
}

/** The member's current validation, expired or not (null when they never validated). */
export async function eligibilityOf(db: DbExecutor, memberId: string, now: number): Promise<EligibilityView | null> {
  const [row] = await db.select().from(v).where(eq(v.memberId, memberId)).limit(1);
  return row ? eligibilityView(row, now) : null;
}

/** A state or local member's standing: the programs they may order under now, and why there are none. */
export interface StateGate {
  programs: StateProgramKey[];
  dodaac1122: string | null;
  /** Why nothing is open, when nothing is: never validated, or the validation expired. */
  blocked: string | null;
}

export async function gateFor(db: DbExecutor, member: Member | null | undefined, now: number): Promise<StateGate | null> {
  if (!member || member.memberType !== 'state') return null;
  const eligibility = await eligibilityOf(db, member.id, now);
  if (!eligibility) return { programs: [], dodaac1122: null, blocked: STATE_TEXT.notValidated };
  if (eligibility.status === 'expired') return { programs: [], dodaac1122: null, blocked: STATE_TEXT.expired(eligibility.expiresAt.slice(0, 10)) };
  return { programs: eligibility.programs, dodaac1122: eligibility.dodaac1122, blocked: null };
}

/** The programs each offer is open under (offers not found are absent). */
export async function offerPrograms(db: DbExecutor, offerIds: readonly number[]): Promise<Map<number, StateProgramKey[]>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: schema.offers.id, programs: schema.offers.statePrograms })
    .from(schema.offers)
    .where(inArray(schema.offers.id, [...new Set(offerIds)]));
  return new Map(rows.map((r) => [r.id, r.programs.filter(isStateProgramKey)]));
}

/** Why the member may not buy an offer open under `programs`, or null when they may. */
export function refusalFor(gate: StateGate, programs: readonly StateProgramKey[]): string | null {
  return stateAccessFor(programs, gate.programs, gate.blocked).message;
}

/**
 * The offers a state or local member may not add now, each with why (the programs it needs, or why the member
 * has none); empty for members the programs do not limit. The add paths that do not go through cart/addCart's
 * offer choice (a parked cart restored, quick order) ask here, so no path fills the cart around the rule.
 */
export async function stateRefusals(db: DbExecutor, member: Member | null | undefined, now: number, offerIds: readonly number[]): Promise<Map<number, string>> {
  const gate = await gateFor(db, member, now);
  const refused = new Map<number, string>();
  if (!gate || offerIds.length === 0) return refused;
  const programs = await offerPrograms(db, offerIds);
  for (const [offerId, open] of programs) {
    const message = refusalFor(gate, open);
    if (message) refused.set(offerId, message);
  }
  return refused;
}
