import { ACCOUNT_TEXT, cardLabel } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { requireMember } from '../../../lib/member.js';
import { paymentsAttributes } from './manage-payments.js';
import { deleteCard } from './payment-store.js';

/** profile/manage_payments_delete {id}: removes the member's saved card (another member's id is 404, nothing changes). */
export async function paymentDeleteVerb(request: FastifyRequest) {
  const member = requireMember(request);
  const { id } = request.body as { id: number };
  const card = await request.server.db.transaction(async (tx) => {
    const row = await deleteCard(tx, member.id, id);
    await audit(tx, request, { action: 'card_deleted', outcome: 'success', target: `card:${row.id}` });
    return row;
  });
  return screen('profile/manage_payments_delete', 'ManagePayments', await paymentsAttributes(request, member.id, { notice: ACCOUNT_TEXT.cardDeleted(cardLabel(card)) }));
}
