import type { ManagePaymentsAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../../lib/envelope.js';
import { listSavedCodes } from './codes-store.js';
import { listCards } from './payment-store.js';
import { bind } from '../../../lib/handler.js';

export async function paymentsAttributes(
  request: FastifyRequest,
  memberId: string,
  extra: Partial<ManagePaymentsAttributes> = {},
): Promise<ManagePaymentsAttributes> {
  const db = request.server.db;
  const [cards, accountingCodes] = await Promise.all([listCards(db, memberId, new Date(request.server.now())), listSavedCodes(db, memberId)]);
  return { storeID: request.session.storeId, cards, accountingCodes, ...extra };
}

/** profile/manage_payments ("Manage Methods of Payment"): the member's saved purchase cards and lines of accounting, and the forms to add them. */
export const managePaymentsVerb = bind('profile/manage_payments', async ({ ctx }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  return screen('profile/manage_payments', 'ManagePayments', await paymentsAttributes(request, member.id));
});
