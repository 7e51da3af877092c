/**
 * state/member_limits (MemberLimits): a supervisor's list of the members whose validation names them, with each
 * member's limit per order; with a change (the router applied the contracts' rules) it records the change
 * (member-limit-change.ts) and shows the list again. Any state or local member may open it: someone nobody names
 * as supervisor sees an empty list, so the page tells nothing about anyone else.
 */
import { type MemberLimitsAttributes, STATE_LIMIT_TEXT, type SupervisedMemberView } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { changeMemberLimit } from './member-limit-change.js';
import { requireStateMember } from './state-validation.js';
import { bind } from '../../lib/handler.js';

const v = schema.stateValidations;
const m = schema.members;

async function supervisedBy(request: FastifyRequest, supervisorId: string): Promise<SupervisedMemberView[]> {
  const now = request.server.now();
  const rows = await request.server.db
    .select({
      memberId: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      agencyName: v.agencyName,
      limitCents: v.purchaseLimitCents,
      expiresAt: v.expiresAt,
    })
    .from(v)
    .innerJoin(m, eq(m.id, v.memberId))
    .where(and(eq(v.supervisorMemberId, supervisorId), eq(m.status, 'active')))
    .orderBy(asc(m.lastName), asc(m.firstName), asc(m.email));
  return rows
    // A member who names themselves (data from before the rule) is not theirs to change: not listed.
    .filter((r) => r.memberId !== supervisorId)
    .map((r) => {
      const day = r.expiresAt.toISOString().slice(0, 10);
      return {
        memberId: r.memberId,
        name: `${r.firstName} ${r.lastName}`.trim() || r.email,
        email: r.email,
        agencyName: r.agencyName,
        limitCents: r.limitCents,
        eligibilityText: r.expiresAt.getTime() > now ? STATE_LIMIT_TEXT.eligibilityValid(day) : STATE_LIMIT_TEXT.eligibilityExpired(day),
      };
    });
}

export const memberLimitsVerb = bind('state/member_limits', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const actor = requireStateMember(request);
  const input = body;
  const saved = input ? await changeMemberLimit(request, actor, input) : undefined;
  const attributes: MemberLimitsAttributes = { storeID: ctx.store, members: await supervisedBy(request, actor.id), ...(saved ? { saved } : {}) };
  return screen('state/member_limits', 'MemberLimits', attributes);
});
