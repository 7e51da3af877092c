import { STATE_TEXT } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { eligibilityOf, saveEligibility } from './eligibility-store.js';
import { eligibilityAttributes, requireStateMember, validatedMessage } from './state-validation.js';
import { bind } from '../../lib/handler.js';

/**
 * profile/stateUpdateProfile (EditProfile, Failure): a validated member changes their entity, jurisdiction or
 * programs. A change is a new certification, so it is recorded like a validation (who, when, a new expiry).
 * A member who never validated is answered Failure, pointing at the validation.
 */
export const stateUpdateProfileVerb = bind('profile/stateUpdateProfile', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = requireStateMember(request);
  const input = body;
  const current = await eligibilityOf(ctx.db, member.id, request.server.now());
  if (!current) {
    return screen('profile/stateUpdateProfile', 'Failure', eligibilityAttributes(request, { errors: [{ field: 'eligibility', message: STATE_TEXT.notValidated }] }));
  }
  if (!input) return screen('profile/stateUpdateProfile', 'EditProfile', eligibilityAttributes(request, { eligibility: current }));
  const eligibility = await saveEligibility(request, member, input);
  return screen('profile/stateUpdateProfile', 'EditProfile', eligibilityAttributes(request, { eligibility, saved: true, message: validatedMessage(eligibility.expiresAt) }));
});
