import { SAVED_CODES_TEXT } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { requireMember } from '../../../lib/member.js';
import { deleteSavedCodes } from './codes-store.js';
import { paymentsAttributes } from './manage-payments.js';

/** profile/manage_payments_delete_codes {id}: removes the member's saved line of accounting (another member's id is 404). */
export async function codesDeleteVerb(request: FastifyRequest) {
  const member = requireMember(request);
  const { id } = request.body as { id: number };
  const deleted = await request.server.db.transaction(async (tx) => {
    const row = await deleteSavedCodes(tx, member.id, id);
    await audit(tx, request, { action: 'accounting_codes_deleted', outcome: 'success', target: `accounting_codes:${row.id}` });
    return row;
  });
  return screen('profile/manage_payments_delete_codes', 'ManagePayments', await paymentsAttributes(request, member.id, { notice: SAVED_CODES_TEXT.deleted(deleted.label) }));
}
