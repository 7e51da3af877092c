import type { ManagePaymentsAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../../lib/envelope.js';
import { requireMember } from '../../../lib/member.js';
import { listCards } from './payment-store.js';

export async function paymentsAttributes(
  request: FastifyRequest,
  memberId: string,
  extra: Partial<ManagePaymentsAttributes> = {},
): Promise<ManagePaymentsAttributes> {
  return { storeID: request.session.storeId, cards: await listCards(request.server.db, memberId, new Date(request.server.now())), ...extra };
}

/** profile/manage_payments ("Manage Methods of Payment"): the member's saved purchase cards and the form to add one. */
export async function managePaymentsVerb(request: FastifyRequest) {
  const member = requireMember(request);
  return screen('profile/manage_payments', 'ManagePayments', await paymentsAttributes(request, member.id));
}
