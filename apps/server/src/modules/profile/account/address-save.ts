import { ACCOUNT_TEXT } from '@advantage/contracts';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { ValidationError } from '../../../lib/errors.js';
import { addressBookAttributes, FORM_OF_KIND, formAttributes } from './address-book.js';
import { makeDefaultAddress, saveAddress } from '../../../core/orders/address-store.js';
import { bind } from '../../../lib/handler.js';

const PATH = 'ggs/profile/address_book_save';

/**
 * ggs/profile/address_book_save: adds or changes an address (the router already applied the field rules),
 * or makes one the default. Success answers the book (Initial) with a notice; a name the member already
 * uses answers the address's form again with the field error and what was sent.
 */
export const addressSaveVerb = bind('ggs/profile/address_book_save', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const db = ctx.db;
  if (body.action === 'makeDefault') {
    const address = await db.transaction(async (tx) => {
      const made = await makeDefaultAddress(tx, member.id, body.id);
      await audit(tx, request, { action: 'address_default', outcome: 'success', target: `address:${made.id}` });
      return made;
    });
    return screen(PATH, 'Initial', await addressBookAttributes(request, member.id, ACCOUNT_TEXT.addressDefault(address.name)));
  }
  const { action: _action, id, ...input } = body;
  try {
    const address = await db.transaction(async (tx) => {
      const saved = await saveAddress(tx, member.id, input, id);
      await audit(tx, request, { action: id === undefined ? 'address_added' : 'address_changed', outcome: 'success', target: `address:${saved.id}`, detail: { kind: saved.kind } });
      return saved;
    });
    return screen(PATH, 'Initial', { ...(await addressBookAttributes(request, member.id, ACCOUNT_TEXT.addressSaved(address.name))), savedId: address.id });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const form = FORM_OF_KIND[input.kind];
    const attributes = { ...formAttributes(request, form, input.kind, null), values: { ...input, ...(id === undefined ? {} : { id }) }, errors: error.details };
    return screen(PATH, form === 'newAAC' ? 'NewAAC' : 'Create', attributes);
  }
});
