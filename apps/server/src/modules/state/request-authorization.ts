/**
 * state/request_authorization (RequestAuthorization): a state or local buyer's orders for authorization.
 * Without input: the order checkout held for the supervisor (the draft) and the buyer's requests; ?request=
 * one of their requests. `send` sends the draft: in ONE transaction the cart is locked and checked as the order
 * path checks it, frozen, the request written with the program, the checkout choices and the copy of what it asks
 * approval for that the order will be placed from (core/orders/approval-snapshot.ts, ADR 0022), the supervisor emailed the
 * single-use link (only its SHA-256 is stored) and the audit row written. `withdraw` takes a pending request
 * back and returns its cart.
 */
import { CHECKOUT_TEXT, type RequestAuthorizationAttributes, STATE_AUTH_TEXT, STATE_LINK_DAYS, STATE_PROGRAMS, type RequestAuthorizationInput } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Call } from '../../lib/handler.js';
import { jsonRecord } from '../../lib/json-column.js';
import { appOrigin } from '../../core/app-context.js';
import { flushMail } from '../../core/approvals/decide.js';
import { holdCart, publishHeld } from '../../core/approvals/hold.js';
import { newLink } from '../../core/approvals/link.js';
import { loadCart } from '../../core/cart/store.js';
import { CheckoutConflictError, OrderRefused } from '../../core/orders/errors.js';
import { takeSnapshot } from '../../core/orders/approval-snapshot.js';
import { checkoutContext, type CheckoutContext } from '../../core/orders/checkout-state.js';
import { stateLineProblems } from '../../core/orders/state-program.js';
import { supervisorMail } from './authorization-mail.js';
import { type AuthorizationDraft, limitOf, needsOf, readDraft } from './authorization-hold.js';
import { AUTHORIZATION_CART_STATUS, authorizationsOf, findAuthorization, workListOf, needsText, type StoredAuthorizationCheckout } from './authorization-queries.js';
import { activeStateMember } from './eligibility-store.js';
import { withdrawAuthorization } from './authorization-decide.js';
import { requireStateMember } from './state-validation.js';

const PATH = 'state/request_authorization';
const { carts, stateAuthorizations: sa } = schema;

/** The supervisor named on the buyer's validation, if still an active state or local member other than them. */
async function supervisorFor(request: FastifyRequest, ctx: CheckoutContext) {
  const { limitCents, supervisorEmail } = await limitOf(request, ctx.member.id);
  const person = supervisorEmail ? await activeStateMember(request.server.db, supervisorEmail) : undefined;
  const problem = !supervisorEmail ? STATE_AUTH_TEXT.needsSupervisor : !person || person.id === ctx.member.id ? STATE_AUTH_TEXT.supervisorGone : null;
  return { limitCents, supervisorEmail, person: problem ? undefined : person, problem };
}

async function draftAttributes(request: FastifyRequest, ctx: CheckoutContext, draft: AuthorizationDraft | null): Promise<RequestAuthorizationAttributes['draft']> {
  if (!draft) return null;
  const [cart] = await request.server.db
    .select({ status: carts.status, version: carts.version })
    .from(carts)
    .where(and(eq(carts.id, draft.cartId), eq(carts.memberId, ctx.member.id)));
  if (cart?.status !== 'active' || cart.version !== draft.version) return null;
  const view = await loadCart(request.server.db, draft.cartId, ctx.storeId);
  const s = await supervisorFor(request, ctx);
  const needs = needsOf(view.totalCents, s.limitCents, draft.order);
  return {
    cartId: draft.cartId,
    version: draft.version,
    supervisorEmail: s.supervisorEmail,
    totalCents: view.totalCents,
    limitCents: s.limitCents,
    needsText: needsText(needs, view.totalCents, s.limitCents, draft.order.program),
    program: STATE_PROGRAMS[draft.order.program].name,
    problems: s.problem ? [{ code: 'stateProgram', message: s.problem }] : [],
  };
}

async function answer(request: FastifyRequest, ctx: CheckoutContext, rest: Partial<RequestAuthorizationAttributes> = {}) {
  const now = new Date(request.server.now());
  const attributes: RequestAuthorizationAttributes = {
    storeID: request.session.storeId,
    draft: await draftAttributes(request, ctx, readDraft(request)),
    request: null,
    requests: await authorizationsOf(request.server.db, ctx.member.id, now),
    toDecide: await workListOf(request.server.db, ctx.member.id, now),
    ...rest,
  };
  return screen(PATH, 'RequestAuthorization', attributes);
}

async function send(request: FastifyRequest, ctx: CheckoutContext, input: NonNullable<RequestAuthorizationInput['send']>) {
  const app = request.server;
  const draft = readDraft(request);
  if (!draft || draft.cartId !== input.cartId || draft.version !== input.version) throw new CheckoutConflictError(STATE_AUTH_TEXT.noDraft);
  const s = await supervisorFor(request, ctx);
  if (!s.person) return answer(request, ctx);
  const supervisor = s.person;
  const now = new Date(app.now());
  const link = newLink(now, STATE_LINK_DAYS);
  const origin = appOrigin(request);
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      const { view, shipTo, payment } = await holdCart(tx, {
        ctx, cartId: input.cartId, version: input.version, cardLimitCents: ctx.cardLimitCents, frozenStatus: AUTHORIZATION_CART_STATUS,
        problems: (t, held) => stateLineProblems(t, held, draft.order),
      });
      const needs = needsOf(view.totalCents, s.limitCents, draft.order);
      if (needs.length === 0) throw new CheckoutConflictError(CHECKOUT_TEXT.cartChanged);
      const checkout: StoredAuthorizationCheckout = {
        storeId: ctx.storeId,
        addressId: shipTo.id,
        payment,
        ...(ctx.state.orders ? { orders: ctx.state.orders } : {}),
        ...(ctx.state.breakbulkPoint ? { breakbulkPoint: ctx.state.breakbulkPoint } : {}),
        ...(input.note ? { note: input.note } : {}),
      };
      const [row] = await tx
        .insert(sa)
        .values({
          cartId: input.cartId,
          memberId: ctx.member.id,
          supervisorMemberId: supervisor.id,
          linkHash: link.hash,
          linkExpiresAt: link.expiresAt,
          program: draft.order.program,
          programPurpose: draft.order.purpose,
          programReference: draft.order.reference,
          needs,
          checkout: jsonRecord(checkout),
          snapshot: jsonRecord(takeSnapshot(view, shipTo, payment, ctx.state)),
          totalCents: view.totalCents,
          limitCents: s.limitCents,
          createdAt: now,
        })
        .returning({ id: sa.id });
      if (!row) throw new Error('the authorization request was not written');
      const found = await findAuthorization(tx, { id: row.id }, now);
      if (!found) throw new Error('the authorization request was not read back');
      const url = `${origin}/ws/state/supervisor_response?token=${link.token}`;
      await app.mail.enqueue(supervisorMail(found.view, supervisor.firstName ?? '', url), tx);
      await audit(tx, request, {
        action: 'state_authorization_requested',
        outcome: 'success',
        target: `state-authorization-${row.id}`,
        detail: { cartId: input.cartId, supervisorMemberId: supervisor.id, totalCents: view.totalCents, needs, program: draft.order.program },
      });
      return row.id;
    });
  } catch (error) {
    if (error instanceof OrderRefused) {
      const attributes = await draftAttributes(request, ctx, draft);
      return answer(request, ctx, { draft: attributes && { ...attributes, problems: [...error.problems, ...attributes.problems] } });
    }
    throw error;
  }
  flushMail(request);
  // The draft, the payment and the orders' options went with the request; the address stays the buyer's choice.
  const { stateAuthorization: _sent, ...rest } = request.session.data;
  await request.saveSession({ data: { ...rest, checkout: ctx.state.addressId === undefined ? {} : { addressId: ctx.state.addressId } } });
  publishHeld(request, input.cartId, input.version);
  const found = await findAuthorization(app.db, { id }, now);
  return answer(request, ctx, { draft: null, request: found?.view ?? null, notice: STATE_AUTH_TEXT.sent(supervisor.email) });
}

export async function requestAuthorizationVerb({ ctx: { request }, input: { body: input, query } }: Call<'state/request_authorization'>) {
  requireStateMember(request);
  const ctx = checkoutContext(request);
  if (input.send) return send(request, ctx, input.send);
  if (input.withdraw !== undefined) {
    const view = await withdrawAuthorization(request, ctx.member.id, input.withdraw);
    return answer(request, ctx, { request: view, notice: STATE_AUTH_TEXT.withdrawn });
  }
  if (query.request !== undefined) {
    const found = await findAuthorization(request.server.db, { id: query.request }, new Date(request.server.now()));
    // Another member's request is not found, the same as one that does not exist.
    if (!found || found.row.memberId !== ctx.member.id) throw new NotFoundError('The order for authorization was not found.');
    return answer(request, ctx, { request: found.view });
  }
  return answer(request, ctx);
}
