import { SAVED_CODES_TEXT } from '@advantage/contracts';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { deleteSavedCodes } from './codes-store.js';
import { paymentsAttributes } from './manage-payments.js';
import { bind } from '../../../lib/handler.js';

/** profile/manage_payments_delete_codes {id}: removes the member's saved line of accounting (another member's id is 404). */
export const codesDeleteVerb = bind('profile/manage_payments_delete_codes', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const { id } = body;
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await deleteSavedCodes(tx, member.id, id);
    await audit(tx, request, { action: 'accounting_codes_deleted', outcome: 'success', target: `accounting_codes:${row.id}` });
    return row;
  });
  return screen('profile/manage_payments_delete_codes', 'ManagePayments', await paymentsAttributes(request, member.id, { notice: SAVED_CODES_TEXT.deleted(deleted.label) }));
});
