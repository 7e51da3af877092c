import { ACCOUNT_TEXT, cardLabel } from '@advantage/contracts';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { paymentsAttributes } from './manage-payments.js';
import { deleteCard } from './payment-store.js';
import { bind } from '../../../lib/handler.js';

/** profile/manage_payments_delete {id}: removes the member's saved card (another member's id is 404, nothing changes). */
export const paymentDeleteVerb = bind('profile/manage_payments_delete', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const { id } = body;
  const card = await ctx.db.transaction(async (tx) => {
    const row = await deleteCard(tx, member.id, id);
    await audit(tx, request, { action: 'card_deleted', outcome: 'success', target: `card:${row.id}` });
    return row;
  });
  return screen('profile/manage_payments_delete', 'ManagePayments', await paymentsAttributes(request, member.id, { notice: ACCOUNT_TEXT.cardDeleted(cardLabel(card)) }));
});
