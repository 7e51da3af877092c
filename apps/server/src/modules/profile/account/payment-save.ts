import { ACCOUNT_TEXT, cardLabel } from '@advantage/contracts';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { ValidationError } from '../../../lib/errors.js';
import { paymentsAttributes } from './manage-payments.js';
import { addCard, makeDefaultCard } from './payment-store.js';
import { bind } from '../../../lib/handler.js';

const PATH = 'profile/manage_payments_save';

/**
 * profile/manage_payments_save: adds a purchase card (the router applied the card rules) or makes one the
 * default. The answer never carries the number: a refused card is answered with the other fields only.
 */
export const paymentSaveVerb = bind('profile/manage_payments_save', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const db = ctx.db;
  if (body.action === 'makeDefault') {
    const card = await db.transaction(async (tx) => {
      const made = await makeDefaultCard(tx, member.id, body.id);
      await audit(tx, request, { action: 'card_default', outcome: 'success', target: `card:${made.id}` });
      return made;
    });
    return screen(PATH, 'ManagePayments', await paymentsAttributes(request, member.id, { notice: ACCOUNT_TEXT.cardDefault(cardLabel(card)) }));
  }
  const { action: _action, ...input } = body;
  try {
    const card = await db.transaction(async (tx) => {
      const added = await addCard(tx, member.id, input);
      await audit(tx, request, { action: 'card_added', outcome: 'success', target: `card:${added.id}`, detail: { brand: added.brand, last4: added.last4 } });
      return added;
    });
    return screen(PATH, 'ManagePayments', await paymentsAttributes(request, member.id, { notice: ACCOUNT_TEXT.cardSaved(cardLabel(card)), savedId: card.id }));
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const values = { expiry: input.expiry, holderName: input.holderName, nickname: input.nickname, isDefault: input.isDefault };
    return screen(PATH, 'ManagePayments', await paymentsAttributes(request, member.id, { values, errors: error.details }));
  }
});
