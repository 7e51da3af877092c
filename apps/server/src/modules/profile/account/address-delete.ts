import { ACCOUNT_TEXT } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { requireMember } from '../../../lib/member.js';
import { addressBookAttributes } from './address-book.js';
import { deleteAddress } from './address-store.js';

/** ggs/profile/address_book_delete {id}: hides the member's address (another member's id is 404, nothing changes). */
export async function addressDeleteVerb(request: FastifyRequest) {
  const member = requireMember(request);
  const { id } = request.body as { id: number };
  const deleted = await request.server.db.transaction(async (tx) => {
    const row = await deleteAddress(tx, member.id, id);
    await audit(tx, request, { action: 'address_deleted', outcome: 'success', target: `address:${row.id}` });
    return row;
  });
  return screen('ggs/profile/address_book_delete', 'Initial', await addressBookAttributes(request, member.id, ACCOUNT_TEXT.addressDeleted(deleted.name)));
}
