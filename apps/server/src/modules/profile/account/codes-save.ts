import { SAVED_CODES_TEXT } from '@advantage/contracts';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { ValidationError } from '../../../lib/errors.js';
import { addSavedCodes } from './codes-store.js';
import { paymentsAttributes } from './manage-payments.js';
import { bind } from '../../../lib/handler.js';

const PATH = 'profile/manage_payments_save_codes';

/**
 * profile/manage_payments_save_codes: saves a line of accounting (the router applied the accounting-code form's
 * rules). A refusal answers the form again with what the member typed and the reason on its field.
 */
export const codesSaveVerb = bind('profile/manage_payments_save_codes', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const input = body;
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const added = await addSavedCodes(tx, member.id, input);
      await audit(tx, request, { action: 'accounting_codes_added', outcome: 'success', target: `accounting_codes:${added.id}` });
      return added;
    });
    return screen(PATH, 'ManagePayments', await paymentsAttributes(request, member.id, { notice: SAVED_CODES_TEXT.saved(saved.label), savedCodesId: saved.id }));
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return screen(PATH, 'ManagePayments', await paymentsAttributes(request, member.id, { values: input, errors: error.details }));
  }
});
