import { type ConfirmPromptAttributes, STORES, toStoreId } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { requireMember } from '../../lib/member.js';

/** profile/confirm_prompt: the signed-in member's own account facts to confirm (no other member's id is accepted). */
export function confirmPrompt(request: FastifyRequest) {
  const member = requireMember(request);
  const attributes: ConfirmPromptAttributes = {
    storeID: request.session.storeId,
    member: {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      phone: member.phone,
      agency: member.agency,
      memberType: member.memberType,
      storeName: STORES[toStoreId(member.storeId)],
    },
  };
  return screen('profile/confirm_prompt', 'ConfirmPrompt', attributes);
}
