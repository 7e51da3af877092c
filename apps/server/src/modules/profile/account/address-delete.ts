import { ACCOUNT_TEXT } from '@advantage/contracts';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { addressBookAttributes } from './address-book.js';
import { deleteAddress } from '../../../core/orders/address-store.js';
import { bind } from '../../../lib/handler.js';

/** ggs/profile/address_book_delete {id}: hides the member's address (another member's id is 404, nothing changes). */
export const addressDeleteVerb = bind('ggs/profile/address_book_delete', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const { id } = body;
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await deleteAddress(tx, member.id, id);
    await audit(tx, request, { action: 'address_deleted', outcome: 'success', target: `address:${row.id}` });
    return row;
  });
  return screen('ggs/profile/address_book_delete', 'Initial', await addressBookAttributes(request, member.id, ACCOUNT_TEXT.addressDeleted(deleted.name)));
});
