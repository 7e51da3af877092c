import { ACCOUNT_TEXT, type AddressBookAttributes, type AddressFormAttributes, type AddressFormName, type AddressKind, type AddressView, type LegacyAddressAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { aacViewer, withAacAccess } from '../../../core/aac/aac-access.js';
import { screen } from '../../../lib/envelope.js';
import { NotFoundError } from '../../../lib/errors.js';
import { requireMember } from '../../../lib/member.js';
import { addressName, addressProblems, findAddress, listAddresses } from '../../../core/orders/address-store.js';
import { bind } from '../../../lib/handler.js';

export interface AddressBookQuery {
  view?: 'newAAC' | 'create' | 'legacy';
  id?: number;
  kind?: 'standard' | 'overseas' | 'freight_forwarder';
  saved?: number;
}

/** The form that edits an address of each kind. */
export const FORM_OF_KIND: Record<AddressKind, AddressFormName> = {
  standard: 'create',
  aac: 'newAAC',
  overseas: 'overseas',
  freight_forwarder: 'freightForwarder',
};

export function formAttributes(request: FastifyRequest, form: AddressFormName, kind: AddressKind, address: AddressView | null): AddressFormAttributes {
  return { storeID: request.session.storeId, form, kind, address };
}

/** The book; an AAC/DoDAAC entry says whether the member holds its AAC's password (without it, no order goes there). */
export async function addressBookAttributes(request: FastifyRequest, memberId: string, notice?: string): Promise<AddressBookAttributes> {
  const addresses = await withAacAccess(aacViewer(request), await listAddresses(request.server.db, memberId));
  return {
    storeID: request.session.storeId,
    addresses: addresses.map((address) => ({ ...address, problems: addressProblems(address) })),
    ...(notice ? { notice } : {}),
  };
}

/**
 * ggs/profile/address_book: Initial (the book), NewAAC (?view=newAAC), Create (?view=create, or ?id= to
 * edit) and LegacyAddress: an address saved in the older format, which today's rules refuse, is shown as
 * stored with what must change, instead of a form that would fail on save; ?view=create&id= edits it anyway.
 */
export const addressBookVerb = bind('ggs/profile/address_book', async ({ ctx, input: { query } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const path = 'ggs/profile/address_book';
  if (query.id !== undefined) {
    const address = await findAddress(ctx.db, member.id, query.id);
    if (!address) throw new NotFoundError('The address was not found in your address book.');
    const problems = addressProblems(address);
    if (query.view === 'legacy' || (problems.length > 0 && query.view !== 'create' && query.view !== 'newAAC')) {
      const attributes: LegacyAddressAttributes = { storeID: ctx.store, address, problems };
      return screen(path, 'LegacyAddress', attributes);
    }
    const form = FORM_OF_KIND[address.kind];
    return screen(path, form === 'newAAC' ? 'NewAAC' : 'Create', formAttributes(request, form, address.kind, address));
  }
  if (query.view === 'newAAC') return screen(path, 'NewAAC', formAttributes(request, 'newAAC', 'aac', null));
  if (query.view === 'create') {
    const kind = query.kind ?? 'standard';
    return screen(path, 'Create', formAttributes(request, FORM_OF_KIND[kind], kind, null));
  }
  const saved = query.saved === undefined ? undefined : await addressName(ctx.db, member.id, query.saved);
  return screen(path, 'Initial', await addressBookAttributes(request, member.id, saved ? ACCOUNT_TEXT.addressSaved(saved) : undefined));
});

/**
 * profile/overseas_address, profile/freight_forwarder_address and profile/dodaac_entry: the APO/FPO/DPO,
 * freight-forwarder and DoDAAC (overseas shipping) forms, blank or with the member's address `id`.
 * They save through ggs/profile/address_book_save with their kind.
 */
async function addressForm(request: FastifyRequest, form: AddressFormName, kind: AddressKind, id: number | undefined): Promise<AddressFormAttributes> {
  const member = requireMember(request);
  let address: AddressView | null = null;
  if (id !== undefined) {
    address = (await findAddress(request.server.db, member.id, id)) ?? null;
    // Another member's id, or an address of another kind, is not one this form edits.
    if (!address || address.kind !== kind) throw new NotFoundError('The address was not found in your address book.');
  }
  return formAttributes(request, form, kind, address);
}

export const addressFormVerbs = {
  'profile/overseas_address': bind('profile/overseas_address', async ({ ctx, input: { query } }) =>
    screen('profile/overseas_address', 'OverseasAddress', await addressForm(ctx.request, 'overseas', 'overseas', query.id))),
  'profile/freight_forwarder_address': bind('profile/freight_forwarder_address', async ({ ctx, input: { query } }) =>
    screen('profile/freight_forwarder_address', 'FreightForwarderAddress', await addressForm(ctx.request, 'freightForwarder', 'freight_forwarder', query.id))),
  'profile/dodaac_entry': bind('profile/dodaac_entry', async ({ ctx, input: { query } }) =>
    screen('profile/dodaac_entry', 'DodaacEntry', await addressForm(ctx.request, 'dodaac', 'aac', query.id))),
};
