import { SAVED_CODES_TEXT, type SavedCodesInput } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { ValidationError } from '../../../lib/errors.js';
import { requireMember } from '../../../lib/member.js';
import { addSavedCodes } from './codes-store.js';
import { paymentsAttributes } from './manage-payments.js';

const PATH = 'profile/manage_payments_save_codes';

/**
 * profile/manage_payments_save_codes: saves a line of accounting (the router applied the accounting-code form's
 * rules). A refusal answers the form again with what the member typed and the reason on its field.
 */
export async function codesSaveVerb(request: FastifyRequest) {
  const member = requireMember(request);
  const input = request.body as SavedCodesInput;
  try {
    const saved = await request.server.db.transaction(async (tx) => {
      const added = await addSavedCodes(tx, member.id, input);
      await audit(tx, request, { action: 'accounting_codes_added', outcome: 'success', target: `accounting_codes:${added.id}` });
      return added;
    });
    return screen(PATH, 'ManagePayments', await paymentsAttributes(request, member.id, { notice: SAVED_CODES_TEXT.saved(saved.label), savedCodesId: saved.id }));
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return screen(PATH, 'ManagePayments', await paymentsAttributes(request, member.id, { values: input, errors: error.details }));
  }
}
