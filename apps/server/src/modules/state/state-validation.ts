import { ENTITY_TYPES, JURISDICTIONS, PROGRAM_SUMMARIES, type StateEligibilityAttributes, STATE_TEXT } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { ForbiddenError } from '../../lib/errors.js';
import { type Member, requireMember } from '../../lib/member.js';
import { eligibilityOf, saveEligibility } from './eligibility-store.js';
import { bind } from '../../lib/handler.js';

/** Only state and local members have programs to validate; anyone else is told how to become one. */
export function requireStateMember(request: FastifyRequest): Member {
  const member = requireMember(request);
  if (member.memberType !== 'state') throw new ForbiddenError(STATE_TEXT.memberOnly);
  return member;
}

export function eligibilityAttributes(request: FastifyRequest, rest: Partial<StateEligibilityAttributes>): StateEligibilityAttributes {
  return {
    storeID: request.session.storeId,
    eligibility: null,
    programs: PROGRAM_SUMMARIES,
    entityTypes: ENTITY_TYPES,
    jurisdictions: JURISDICTIONS,
    ...rest,
  };
}

export const validatedMessage = (expiresAt: string) => STATE_TEXT.validated(expiresAt.slice(0, 10));

/**
 * state/stateValidation (StateValidation): without fields it shows the member's eligibility and the form; with
 * them (the router applied every rule of the contracts' eligibility schema) it records a new validation.
 */
export const stateValidationVerb = bind('state/stateValidation', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = requireStateMember(request);
  const input = body;
  if (!input) {
    const eligibility = await eligibilityOf(ctx.db, member.id, request.server.now());
    return screen('state/stateValidation', 'StateValidation', eligibilityAttributes(request, { eligibility }));
  }
  const eligibility = await saveEligibility(request, member, input);
  return screen('state/stateValidation', 'StateValidation', eligibilityAttributes(request, { eligibility, saved: true, message: validatedMessage(eligibility.expiresAt) }));
});
