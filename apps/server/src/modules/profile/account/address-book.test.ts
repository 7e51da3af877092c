import { ADDRESS_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountMember, accountKit } from '../../../test-support/account-kit.js';
import { TEST_DATABASES } from '../../../test-support/app.js';

const HOME = { name: 'Main office', contactName: 'Pat Buyer', phone: '202-555-0142', email: 'pat@gsa.gov', line1: '1800 F St NW', city: 'Washington', state: 'DC', zip: '20405' };
const PHONE_RULE = 'Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.';

describe.each(TEST_DATABASES)('address book (%s)', (kind) => {
  let kit: Awaited<ReturnType<typeof accountKit>>;
  let pat: AccountMember;
  let other: AccountMember;

  beforeAll(async () => {
    kit = await accountKit(kind);
    pat = await kit.member();
    other = await kit.member();
  });
  afterAll(() => kit.t.close());

  const save = (who: AccountMember, payload: object) => kit.post(who, 'ggs/profile/address_book_save', payload);
  const rows = (who: AccountMember) =>
    kit.t.app.db.select().from(schema.addresses).where(and(eq(schema.addresses.memberId, who.id), isNull(schema.addresses.deletedAt)));
  const idOf = async (who: AccountMember, name: string) => (await rows(who)).find((r) => r.name === name)?.id ?? 0;

  it('is for signed-in members only', async () => {
    const anonymous = { headers: {} };
    expect((await kit.get(anonymous, 'ggs/profile/address_book')).statusCode).toBe(401);
    expect((await kit.get(anonymous, 'profile/dodaac_entry')).statusCode).toBe(401);
    const visitor = await kit.visitor();
    expect((await kit.post(visitor, 'ggs/profile/address_book_save', HOME)).statusCode).toBe(401);
    expect((await kit.post(visitor, 'ggs/profile/address_book_delete', { id: 1 })).statusCode).toBe(401);
  });

  it('starts empty, offers the forms, and makes the first address the default', async () => {
    expect((await kit.get(pat, 'ggs/profile/address_book')).json()).toMatchObject({ responseName: 'Initial', attributes: { addresses: [] } });
    expect((await kit.get(pat, 'ggs/profile/address_book?view=newAAC')).json()).toMatchObject({ responseName: 'NewAAC', attributes: { form: 'newAAC', kind: 'aac', address: null } });
    expect((await kit.get(pat, 'ggs/profile/address_book?view=create')).json()).toMatchObject({ responseName: 'Create', attributes: { form: 'create', kind: 'standard' } });
    expect((await kit.get(pat, 'profile/dodaac_entry')).json()).toMatchObject({ responseName: 'DodaacEntry', attributes: { form: 'dodaac', kind: 'aac' } });
    expect((await kit.get(pat, 'profile/overseas_address')).json()).toMatchObject({ responseName: 'OverseasAddress', attributes: { kind: 'overseas' } });
    expect((await kit.get(pat, 'profile/freight_forwarder_address')).json()).toMatchObject({ responseName: 'FreightForwarderAddress', attributes: { kind: 'freight_forwarder' } });

    const res = await save(pat, HOME);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      responseName: 'Initial',
      attributes: { notice: 'Address “Main office” saved.', addresses: [{ name: 'Main office', kind: 'standard', aac: null, isDefault: true, state: 'DC', problems: [] }] },
    });
    const savedId = res.json().attributes.savedId as number;
    expect((await kit.get(pat, `ggs/profile/address_book?saved=${savedId}`)).json().attributes.notice).toBe('Address “Main office” saved.');
  });

  it('checks every field with the spec’s rules and saves nothing on failure', async () => {
    const res = await save(pat, { ...HOME, name: 'HQ (old)', phone: '555-0142', email: 'pat@agency', zip: '2040', city: ' ', state: 'XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Address name may contain only letters, digits, spaces, underscores and hyphens.' },
        { field: 'phone', message: PHONE_RULE },
        { field: 'email', message: 'Enter an email address in the form name@agency.gov.' },
        { field: 'zip', message: 'Enter a 5-digit ZIP code, optionally followed by a hyphen and 4 digits (12345 or 12345-6789).' },
        { field: 'city', message: 'City is required.' },
      ]),
    );
    expect(await rows(pat)).toHaveLength(1);
    const state = await save(pat, { ...HOME, name: 'Annex', state: 'XX' });
    expect(state.json().attributes.errors).toEqual([{ field: 'state', message: ADDRESS_TEXT.state }]);
  });

  it('refuses a name the member already uses, in any case, answering the form again', async () => {
    const res = await save(pat, { ...HOME, name: 'MAIN OFFICE', line1: '2 Other St' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      responseName: 'Create',
      attributes: { form: 'create', values: { name: 'MAIN OFFICE', line1: '2 Other St' }, errors: [{ field: 'name', message: ADDRESS_TEXT.duplicateName('MAIN OFFICE') }] },
    });
    expect(await rows(pat)).toHaveLength(1);
    // Another member may use the same name.
    expect((await save(other, HOME)).json().responseName).toBe('Initial');
  });

  it('keeps an AAC/DoDAAC as six letters or digits, upper-cased, and only on AAC addresses', async () => {
    const aac = { ...HOME, kind: 'aac', name: 'Supply DoDAAC' };
    expect((await save(pat, aac)).json().attributes.errors).toEqual([{ field: 'aac', message: ADDRESS_TEXT.aacRequired }]);
    expect((await save(pat, { ...aac, aac: 'w91' })).json().attributes.errors).toEqual([{ field: 'aac', message: ADDRESS_TEXT.aacFormat }]);
    expect((await save(pat, { ...aac, aac: 'W91-QZ' })).json().attributes.errors).toEqual([{ field: 'aac', message: ADDRESS_TEXT.aacFormat }]);
    expect((await save(pat, { ...aac, aac: ' w91quz ' })).json().responseName).toBe('Initial');
    const stored = (await rows(pat)).find((r) => r.name === 'Supply DoDAAC');
    expect(stored).toMatchObject({ kind: 'aac', aac: 'W91QUZ', isDefault: false });
    expect((await kit.get(pat, `ggs/profile/address_book?id=${stored?.id}`)).json()).toMatchObject({ responseName: 'NewAAC', attributes: { address: { aac: 'W91QUZ' } } });

    await save(pat, { ...HOME, name: 'Plain', aac: 'W91QUZ' });
    expect((await rows(pat)).find((r) => r.name === 'Plain')?.aac).toBeNull();
    const duplicate = (await save(pat, { ...aac, name: 'supply dodaac', aac: 'N00024' })).json();
    expect(duplicate).toMatchObject({ responseName: 'NewAAC', attributes: { errors: [{ field: 'name' }] } });
  });

  it('applies the APO/FPO/DPO rules to overseas addresses', async () => {
    const apo = { ...HOME, kind: 'overseas', name: 'Ramstein', line1: 'Unit 3050 Box 135', city: 'APO', state: 'AE', zip: '09094' };
    expect((await save(pat, { ...apo, city: 'Ramstein', state: 'DC' })).json().attributes.errors).toEqual([
      { field: 'city', message: ADDRESS_TEXT.overseasCity },
      { field: 'state', message: ADDRESS_TEXT.overseasState },
    ]);
    expect((await save(pat, { ...apo, zip: '96205' })).json().attributes.errors).toEqual([{ field: 'zip', message: ADDRESS_TEXT.militaryZip('AE', '09') }]);
    // The same pairing holds on any address: AA/AE/AP goes with APO/FPO/DPO.
    expect((await save(pat, { ...HOME, name: 'Mixed', city: 'FPO' })).json().attributes.errors).toEqual([{ field: 'state', message: ADDRESS_TEXT.militaryState }]);
    expect((await save(pat, { ...apo, city: 'apo' })).json().responseName).toBe('Initial');
    const id = await idOf(pat, 'Ramstein');
    expect((await kit.get(pat, `profile/overseas_address?id=${id}`)).json()).toMatchObject({ responseName: 'OverseasAddress', attributes: { address: { city: 'APO', state: 'AE' } } });
    // A form edits only its own kind.
    expect((await kit.get(pat, `profile/freight_forwarder_address?id=${id}`)).statusCode).toBe(404);
  });

  it('asks a freight forwarder address for the company', async () => {
    const forwarder = { ...HOME, kind: 'freight_forwarder', name: 'Forwarder' };
    expect((await save(pat, forwarder)).json().attributes.errors).toEqual([{ field: 'organization', message: ADDRESS_TEXT.forwarderCompany }]);
    expect((await save(pat, { ...forwarder, organization: 'Global Freight LLC', state: 'AE', city: 'APO', zip: '09094' })).json().attributes.errors).toEqual([
      { field: 'state', message: ADDRESS_TEXT.forwarderState },
    ]);
    expect((await save(pat, { ...forwarder, organization: 'Global Freight LLC' })).json().responseName).toBe('Initial');
  });

  it('edits, makes default and deletes only the member’s own addresses', async () => {
    const mine = await idOf(pat, 'Main office');
    const theirs = await idOf(other, 'Main office');
    expect((await kit.get(pat, `ggs/profile/address_book?id=${theirs}`)).statusCode).toBe(404);
    expect((await kit.get(pat, `profile/dodaac_entry?id=${theirs}`)).statusCode).toBe(404);
    expect((await save(pat, { ...HOME, id: theirs, line1: 'Hijacked' })).statusCode).toBe(404);
    expect((await save(pat, { action: 'makeDefault', id: theirs })).statusCode).toBe(404);
    expect((await kit.post(pat, 'ggs/profile/address_book_delete', { id: theirs })).statusCode).toBe(404);
    expect(await rows(other)).toMatchObject([{ id: theirs, line1: HOME.line1, isDefault: true }]);

    const edit = await kit.get(pat, `ggs/profile/address_book?id=${mine}`);
    expect(edit.json()).toMatchObject({ responseName: 'Create', attributes: { address: { id: mine, name: 'Main office' } } });
    expect((await save(pat, { ...HOME, id: mine, line1: '1800 F Street NW', name: 'Main Office' })).json().responseName).toBe('Initial');
    expect((await rows(pat)).find((r) => r.id === mine)).toMatchObject({ line1: '1800 F Street NW', name: 'Main Office', isDefault: true });

    const ramstein = await idOf(pat, 'Ramstein');
    const made = (await save(pat, { action: 'makeDefault', id: ramstein })).json();
    expect(made.attributes.notice).toBe('“Ramstein” is now your default shipping address.');
    expect(made.attributes.addresses[0]).toMatchObject({ id: ramstein, isDefault: true });
    expect((await rows(pat)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([ramstein]);

    // Deleting hides the row; the default passes to the oldest address left; the name is free again.
    const deleted = (await kit.post(pat, 'ggs/profile/address_book_delete', { id: ramstein })).json();
    expect(deleted).toMatchObject({ responseName: 'Initial', attributes: { notice: 'Address “Ramstein” deleted.' } });
    expect(deleted.attributes.addresses.map((a: { id: number }) => a.id)).not.toContain(ramstein);
    const [hidden] = await kit.t.app.db.select().from(schema.addresses).where(eq(schema.addresses.id, ramstein));
    expect(hidden?.deletedAt).toBeInstanceOf(Date);
    expect((await rows(pat)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([mine]);
    expect((await kit.post(pat, 'ggs/profile/address_book_delete', { id: ramstein })).statusCode).toBe(404);
    expect((await kit.get(pat, `ggs/profile/address_book?id=${ramstein}`)).statusCode).toBe(404);
    expect((await save(pat, { ...HOME, kind: 'overseas', name: 'ramstein', line1: 'Unit 3050 Box 135', city: 'APO', state: 'AE', zip: '09094' })).json().responseName).toBe('Initial');
  });

  it('shows an address of the older format as stored, with what must change', async () => {
    const [legacy] = await kit.t.app.db
      .insert(schema.addresses)
      .values({ memberId: pat.id, name: 'Old HQ (bldg 2)', contactName: 'Pat', phone: '2025550142', email: 'pat@gsa.gov', line1: '1800 F ST NW RM 2000', city: 'WASHINGTON', state: 'DC', zip: '204050001' })
      .returning();
    const res = (await kit.get(pat, `ggs/profile/address_book?id=${legacy?.id}`)).json();
    expect(res).toMatchObject({
      responseName: 'LegacyAddress',
      attributes: { address: { id: legacy?.id, zip: '204050001' }, problems: [{ field: 'name' }, { field: 'zip' }] },
    });
    expect((await kit.get(pat, `ggs/profile/address_book?id=${legacy?.id}&view=create`)).json().responseName).toBe('Create');
    const book = (await kit.get(pat, 'ggs/profile/address_book')).json();
    expect(book.attributes.addresses.find((a: { id: number }) => a.id === legacy?.id).problems).toHaveLength(2);
  });

  it('keeps one default when saves race', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save(other, { ...HOME, name: `Race ${i}`, isDefault: true })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await rows(other)).filter((r) => r.isDefault)).toHaveLength(1);
    const names = await Promise.all(Array.from({ length: 6 }, () => save(other, { ...HOME, name: 'Same name' })));
    expect(names.filter((r) => r.json().responseName === 'Initial')).toHaveLength(1);
    expect((await rows(other)).filter((r) => r.name === 'Same name')).toHaveLength(1);
  });
});
