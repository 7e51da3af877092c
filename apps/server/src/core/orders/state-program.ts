/**
 * The state and local rules of an order: a state or local member orders under one program they
 * validated, citing what the program needs (checkOrderReference), and every item must be open under that
 * program. Checked before the transaction (the choice) and inside it (the items as the order reads them),
 * so a client that skips the screens is refused; the program and its reference are recorded on the group. A
 * disaster declaration cited must be on the operator's list of FEMA declarations once one is loaded (ADR 0022).
 */
import {
  type CartView, type CheckoutProblem, checkOrderReference, declarationParts, type OrderProgram, STATE_PROGRAMS, STATE_TEXT, type StateOrderChoices,
  type SubmitOrderInput,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';
import type { FastifyRequest } from 'fastify';
import { gateFor, offerPrograms } from '../../lib/state-eligibility.js';

const problem = (message: string, itemId?: number): CheckoutProblem => ({ code: 'stateProgram', message, ...(itemId === undefined ? {} : { itemId }) });

/** What the review offers a state or local member to choose (null for everyone else). */
export async function stateOrderChoices(db: AppDb, request: FastifyRequest): Promise<StateOrderChoices | null> {
  const gate = await gateFor(db, request.member, request.server.now());
  if (!gate) return null;
  const programs = gate.programs.map((k) => ({ key: k, name: STATE_PROGRAMS[k].name, orderReference: STATE_PROGRAMS[k].orderReference }));
  return { programs, dodaac1122: gate.dodaac1122, blocked: gate.blocked };
}

/** null for a member the programs do not limit; else the program chosen, or the problems with the choice. */
export async function stateOrderChoice(request: FastifyRequest, body: SubmitOrderInput): Promise<{ order: OrderProgram | null; problems: CheckoutProblem[] }> {
  const gate = await gateFor(request.server.db, request.member, request.server.now());
  if (!gate) return { order: null, problems: [] };
  if (gate.blocked) return { order: null, problems: [problem(gate.blocked)] };
  const checked = checkOrderReference({ program: body.program, purpose: body.programPurpose, reference: body.programReference }, gate.dodaac1122);
  if (!checked.ok) return { order: null, problems: checked.errors.map((e) => problem(e.message)) };
  if (!gate.programs.includes(checked.value.program)) {
    return { order: null, problems: [problem(STATE_TEXT.notOpen([STATE_PROGRAMS[checked.value.program].name]))] };
  }
  const unknown = await unknownDeclaration(request.server.db, checked.value);
  if (unknown) return { order: null, problems: [problem(unknown)] };
  return { order: checked.value, problems: [] };
}

/**
 * Why the declaration an order cites is not one: it is not on the operator's list (scripts/disaster-declarations.mjs),
 * or names another state than the declaration's. Without a list loaded, the form checked by the contracts is all.
 */
export async function unknownDeclaration(db: DbExecutor, order: OrderProgram): Promise<string | null> {
  if (STATE_PROGRAMS[order.program].orderReference !== 'disaster' || !order.reference) return null;
  const parts = declarationParts(order.reference);
  if (!parts) return null;
  const d = schema.disasterDeclarations;
  const states = await db.select({ state: d.state }).from(d).where(eq(d.number, parts.number));
  if (states.some((r) => parts.state === null || r.state === parts.state)) return null;
  if (states.length === 0 && (await db.$count(d)) === 0) return null;
  return STATE_TEXT.declarationUnknown(order.reference);
}

/**
 * The program choice checked again inside the order's transaction, with the buyer as they stand then. An order a
 * supervisor approves days later must still hold: the buyer's validation may have lapsed or lost the program, the
 * 1122 DoDAAC may have changed, or the operator may have loaded the declaration list since it was sent.
 */
export async function programChoiceProblems(tx: DbExecutor, memberId: string, order: OrderProgram, now: number): Promise<CheckoutProblem[]> {
  const [member] = await tx.select().from(schema.members).where(eq(schema.members.id, memberId));
  const gate = await gateFor(tx, member, now);
  if (!gate) return [];
  if (gate.blocked) return [problem(gate.blocked)];
  if (!gate.programs.includes(order.program)) return [problem(STATE_TEXT.notOpen([STATE_PROGRAMS[order.program].name]))];
  const cited = { program: order.program, purpose: order.purpose ?? undefined, reference: order.reference ?? undefined };
  const checked = checkOrderReference(cited, gate.dodaac1122);
  if (!checked.ok) return checked.errors.map((e) => problem(e.message));
  const unknown = await unknownDeclaration(tx, order);
  return unknown ? [problem(unknown)] : [];
}

/** Items of the cart, as the order's transaction reads it, that the chosen program does not reach. */
export async function stateLineProblems(tx: AppDb, cart: CartView, order: OrderProgram): Promise<CheckoutProblem[]> {
  const items = cart.groups.flatMap((g) => g.items);
  const programs = await offerPrograms(tx, items.map((i) => i.offerId));
  const name = STATE_PROGRAMS[order.program].name;
  return items.filter((i) => !(programs.get(i.offerId) ?? []).includes(order.program)).map((i) => problem(STATE_TEXT.programNotOpen(name, i.title), i.itemId));
}

export async function recordStateProgram(tx: AppDb, groupNumber: string, order: OrderProgram): Promise<void> {
  await tx
    .update(schema.orderGroups)
    .set({ stateProgram: order.program, stateProgramPurpose: order.purpose, stateProgramReference: order.reference })
    .where(eq(schema.orderGroups.groupNumber, groupNumber));
}
