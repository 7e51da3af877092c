import { randomUUID } from 'node:crypto';
import { FEDSTRIP_TEXT, ordinalDate, parseRequisition, type RequisitionLineInput, stateTimeZone } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { AAC_ADDRESS, type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { FEDSTRIP_PROFILE, PAPER_NSN } from '../../test-support/fedstrip-kit.js';
import { allocateSerials } from '../../core/aac/document-serials.js';

const AAC = 'M67001';
const PROFILE = FEDSTRIP_PROFILE;
const line = (stockNumber: string, quantity: number | string, unitOfIssue: string, extra: Partial<RequisitionLineInput> = {}) => ({
  stockNumber, quantity, unitOfIssue, ...extra,
});

describe.each(TEST_DATABASES)('FEDSTRIP requisition ordering (%s)', (kind) => {
  let k: CheckoutKit;
  // The app's clock: real time, moved on where a test waits for the server's session cache to lapse.
  let skew = 0;
  beforeAll(async () => {
    k = await checkoutKit(kind, { now: () => Date.now() + skew });
  });
  afterAll(() => k.t.close());

  /** A clerk with the AAC in the address book, its grant unlocked this session, the profile saved and the AAC entered. */
  async function clerk(subject: string, options: { profile?: boolean; enter?: boolean } = {}) {
    const b = await k.buyer(subject, { items: [], addresses: [AAC_ADDRESS], unlocked: [AAC] });
    if (options.profile !== false) expect((await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: PROFILE })).statusCode).toBe(200);
    if (options.enter !== false) expect((await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC })).statusCode).toBe(200);
    return b;
  }

  it('AAC entry: lists the clerk’s AAC addresses, refuses one not in the book, asks for the password, then opens the item entry', async () => {
    const b = await k.buyer('fs-aac', { items: [], addresses: [AAC_ADDRESS] });
    const first = (await k.get(b, 'fedstrip/fedstrip_init')).json();
    expect(first.responseName).toBe('AACEntry');
    expect(first.attributes.aacs).toEqual([{ aac: AAC, name: 'Camp Lejeune supply', access: 'none', hasProfile: false }]);

    const unknown = await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: 'N00189' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().attributes.errors).toEqual([{ field: 'aac', message: FEDSTRIP_TEXT.aacNotInBook('N00189') }]);
    const noGrant = await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC });
    expect(noGrant.json().attributes.errors).toEqual([{ field: 'aac', message: `You hold no password for AAC ${AAC}: request one.` }]);

    const { grantAac } = await import('../../test-support/aac-kit.js');
    await grantAac(k.db, b.memberId, AAC);
    const ask = (await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC })).json();
    expect(ask.responseName).toBe('AACEntry');
    expect(ask.attributes.errors).toEqual([{ field: 'password', message: `Enter the AAC password for ${AAC} to order to it (once per session).` }]);
    const wrong = await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC, password: 'Wrong2026x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().attributes.errors[0].field).toBe('password');
    const opened = (await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: 'm67001', password: 'Lejeune2026' })).json();
    expect(opened.responseName).toBe('collapseItemEntry');
    expect(opened.attributes).toMatchObject({ aac: AAC, aacName: 'Camp Lejeune supply', hasProfile: false, lines: [], codes: { routingIdentifier: 'GSA', priority: '13' } });
    expect((await k.get(b, 'fedstrip/fedstrip_init?expanded=true')).json().responseName).toBe('expandedItemEntry');
    expect((await k.post(b, 'fedstrip/fedstrip_newaac', {})).json().responseName).toBe('AACEntry');
    expect((await k.get(b, 'fedstrip/fedstrip_init')).json().responseName).toBe('AACEntry');
  });

  it('constant profile: every code checked on its field, the rules between codes too, saved per AAC', async () => {
    const b = await clerk('fs-profile', { profile: false });
    expect((await k.get(b, 'fedstrip/fedstrip_constantProfile')).json().attributes).toMatchObject({ aac: AAC, saved: false });
    const bad = await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: { ...PROFILE, priority: '16', routingIdentifier: 'G' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().attributes.errors).toEqual(expect.arrayContaining([
      { field: 'codes.priority', message: 'Priority must be 01 (highest) to 15.' },
      { field: 'codes.routingIdentifier', message: 'Routing identifier must be exactly 3 letters or digits (the supply source the requisition goes to).' },
    ]));
    const billed = await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: { ...PROFILE, fundCode: '' } });
    expect(billed.json().attributes.errors).toEqual([{ field: 'codes.fundCode', message: 'Signal code A is billed, so a fund code is required.' }]);
    const saved = (await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: { ...PROFILE, projectCode: '3ad' }, overseas: true })).json();
    expect(saved.attributes).toMatchObject({ saved: true, overseas: true, message: FEDSTRIP_TEXT.profileSaved(AAC), codes: { projectCode: '3AD' } });
    expect((await k.get(b, `fedstrip/fedstrip_constantProfile?aac=${AAC}`)).json().attributes).toMatchObject({ saved: true, overseas: true, codes: { projectCode: '3AD', fundCode: '21' } });
  });

  it('item entry: a line is shown as its 80-position record; wrong unit, unknown item and bad codes on their field', async () => {
    const b = await clerk('fs-entry');
    const preview = (await k.post(b, 'fedstrip/fedstrip_ItemDispatchEntry', { line: line(PAPER_NSN, '5', 'bx') })).json();
    expect(preview.responseName).toBe('collapseItemEntry');
    const record: string = preview.attributes.preview.record;
    expect(record).toHaveLength(80);
    expect(record.slice(0, 29)).toBe('A0AGSAS7530015790001  BX00005');
    // The document date is the requisitioner's day where the AAC is (Camp Lejeune, North Carolina), not UTC's: around
    // midnight UTC the two differ.
    expect(record.slice(29, 39)).toBe(`${AAC}${ordinalDate(new Date(), stateTimeZone('NC'))}`);
    expect(record.slice(43, 53)).toBe('R      A21');

    const unit = await k.post(b, 'fedstrip/fedstrip_ItemDispatchEntry', { line: line(PAPER_NSN, 5, 'EA') });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().attributes.errors).toEqual([{ field: 'line.unitOfIssue', message: FEDSTRIP_TEXT.wrongUnit(PAPER_NSN, ['BX']) }]);
    const missing = await k.post(b, 'fedstrip/fedstrip_ItemDispatchEntry', { line: line('7510-00-000-0000', 1, 'EA') });
    expect(missing.json().attributes.errors).toEqual([{ field: 'line.stockNumber', message: FEDSTRIP_TEXT.notInCatalog('7510-00-000-0000') }]);
    const codes = await k.post(b, 'fedstrip/fedstrip_ItemDispatchEntry', { line: line(PAPER_NSN, 5, 'BX', { codes: { signalCode: 'J' } }) });
    expect(codes.json().attributes.errors).toEqual([{ field: 'line.supplementaryAddress', message: 'Signal code J ships to or bills the supplementary address; enter its AAC/DoDAAC.' }]);

    const units = (await k.get(b, `fedstrip/valid_unit_of_issue?stockNumber=${PAPER_NSN}`)).json();
    expect(units.attributes).toMatchObject({ stockNumber: '7530015790001', units: [{ code: 'BX', meaning: 'box' }] });
    expect((await k.get(b, 'fedstrip/valid_unit_of_issue?stockNumber=NOPE-1')).statusCode).toBe(400);
  });

  it('add to cart, phased entry with a bad line, order: requisition records written with the order, distinct serials, replay safe', async () => {
    const b = await clerk('fs-order');
    const added = (await k.post(b, 'fedstrip/add_to_cart', { lines: [line(PAPER_NSN, 4, 'BX'), line('FX-900003', 1, 'EA')] })).json();
    expect(added.responseName).toBe('Success');
    expect(added.attributes.message).toBe(FEDSTRIP_TEXT.added(2));

    const phased = (await k.post(b, 'fedstrip/phased_requisition_entry', { text: 'FX-900004, 2, EA\nFX-900003 1 BX\n7530 01 579 0001\t1\tBX\n' })).json();
    expect(phased.responseName).toBe('PhasedSuccess');
    expect(phased.attributes.added).toBe(2);
    expect(phased.attributes.rows[1]).toMatchObject({ lineNumber: 2, ok: false, errors: [{ field: 'unitOfIssue', message: FEDSTRIP_TEXT.wrongUnit('FX-900003', ['EA']) }] });
    expect(phased.attributes.remaining).toBe('FX-900003 1 BX');

    const cart = (await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json();
    expect(cart.responseName).toBe('shoppingCart');
    expect(cart.attributes.problems).toEqual([]);
    // The paper keyed twice is one cart item (5 boxes) holding two requisitions, each with its own document number.
    const lines = cart.attributes.lines as Array<{ record: string; requisition: { quantity: number; serial: string } }>;
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((l) => l.requisition.serial)).size).toBe(4);
    expect(lines.map((l) => l.requisition.quantity).sort()).toEqual([1, 1, 2, 4]);

    const review = (await k.get(b, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    expect(review.responseName).toBe('OrderSummary');
    const key = randomUUID();
    const payload = { cartId: review.attributes.cartId, version: review.attributes.version };
    const ordered = await k.post(b, 'fedstrip/process_Order', payload, { 'idempotency-key': key });
    expect(ordered.statusCode).toBe(200);
    const success = ordered.json();
    expect(success.responseName).toBe('Success');
    expect(success.attributes.requisitions).toHaveLength(4);
    for (const r of success.attributes.requisitions as Array<{ record: string; documentNumber: string }>) {
      const parsed = parseRequisition(r.record);
      expect(parsed.ok && `${parsed.requisition.aac}${parsed.requisition.ordinalDate}${parsed.requisition.serial}`).toBe(r.documentNumber);
    }
    expect((success.attributes.requisitions as Array<{ record: string }>).map((r) => r.record).sort()).toEqual(lines.map((l) => l.record).sort());
    const stored = await k.db.select().from(schema.requisitions).where(eq(schema.requisitions.memberId, b.memberId));
    expect(stored).toHaveLength(4);
    const [group] = await k.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.groupNumber, success.attributes.groupNumber));
    expect(group).toMatchObject({ paymentKind: 'accounting', shipTo: expect.objectContaining({ aac: AAC }) });
    const [auditRow] = await k.db.select().from(schema.auditLog).where(eq(schema.auditLog.target, success.attributes.groupNumber));
    expect(auditRow).toMatchObject({ action: 'order_submit', outcome: 'success' });

    const again = await k.post(b, 'fedstrip/process_Order', payload, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(success);
    expect(await k.db.$count(schema.requisitions, eq(schema.requisitions.memberId, b.memberId))).toBe(4);
    const shown = (await k.get(b, `fedstrip/fedstrip_shopping_cart?group=${success.attributes.groupNumber}`)).json();
    expect(shown).toMatchObject({ responseName: 'Success', attributes: { requisitions: success.attributes.requisitions } });
    expect((await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json().responseName).toBe('Initial');
  });

  it('process_Order asks the AAC password when the AAC is no longer unlocked in the session, and orders with it', async () => {
    const b = await clerk('fs-password');
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(PAPER_NSN, 1, 'BX')] });
    const review = (await k.get(b, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    // The unlock kept in the session goes (as when it is dropped); the AAC chosen for FEDSTRIP stays.
    await k.db.update(schema.sessions).set({ data: sql`data - 'aacUnlocked'` }).where(eq(schema.sessions.id, b.session));
    // The server keeps a session it read for 2 s of its clock (plugins/session.ts); after that it reads the row again.
    skew += 2_100;
    const payload = { cartId: review.attributes.cartId, version: review.attributes.version };
    const asked = await k.post(b, 'fedstrip/process_Order', payload, { 'idempotency-key': randomUUID() });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().attributes.errors).toEqual([{ field: 'password', message: `Enter the AAC password for ${AAC} to order to it (once per session).` }]);
    const wrong = await k.post(b, 'fedstrip/process_Order', { ...payload, password: 'Wrong2026x' }, { 'idempotency-key': randomUUID() });
    expect(wrong.json().attributes.errors[0].field).toBe('password');
    const ordered = await k.post(b, 'fedstrip/process_Order', { ...payload, password: 'Lejeune2026' }, { 'idempotency-key': randomUUID() });
    expect(ordered.json().responseName).toBe('Success');
  });

  it('another member cannot read an order’s requisitions; a cart with other items is not ordered as requisitions', async () => {
    const owner = await clerk('fs-owner');
    await k.post(owner, 'fedstrip/add_to_cart', { lines: [line(PAPER_NSN, 2, 'BX')] });
    const review = (await k.get(owner, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    const success = (await k.post(owner, 'fedstrip/process_Order', { cartId: review.attributes.cartId, version: review.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    const other = await clerk('fs-other');
    expect((await k.get(other, `fedstrip/fedstrip_shopping_cart?group=${success.attributes.groupNumber}`)).statusCode).toBe(404);

    const mixed = await k.buyer('fs-mixed', { addresses: [AAC_ADDRESS], unlocked: [AAC] });
    await k.post(mixed, 'fedstrip/fedstrip_aacentry', { aac: AAC });
    await k.post(mixed, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: PROFILE });
    await k.post(mixed, 'fedstrip/add_to_cart', { lines: [line('FX-900003', 1, 'EA')] });
    const summary = (await k.get(mixed, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    expect(summary.attributes.problems).toContainEqual({ code: 'otherItems', message: FEDSTRIP_TEXT.otherItems });
    const refused = (await k.post(mixed, 'fedstrip/process_Order', { cartId: summary.attributes.cartId, version: summary.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    expect(refused.responseName).toBe('OrderSummary');
    expect(await k.cartStatus(mixed.cartId)).toBe('active');
  });

  it('serials: 20 parallel allocations for one AAC and day are all distinct; 20 parallel adds each get their own', async () => {
    const day = '6999';
    const serials = (await Promise.all(Array.from({ length: 20 }, () => allocateSerials(k.db, 'N00189', day, 1)))).flat();
    expect(new Set(serials).size).toBe(20);
    expect(serials.toSorted()).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(4, '0')));

    const clerks = await Promise.all(Array.from({ length: 4 }, (_, i) => clerk(`fs-parallel-${i}`)));
    const adds = await Promise.all(Array.from({ length: 20 }, (_, i) => k.post(clerks[i % 4]!, 'fedstrip/add_to_cart', { lines: [line(i % 2 ? PAPER_NSN : 'FX-900003', 1, i % 2 ? 'BX' : 'EA')] })));
    for (const a of adds) expect(a.statusCode).toBe(200);
    const rows = await k.db.select({ serial: schema.fedstripLines.serial }).from(schema.fedstripLines).where(eq(schema.fedstripLines.aac, AAC));
    expect(new Set(rows.map((r) => r.serial)).size).toBe(rows.length);
  });

  it('order history: requisition_detail shows each requisition field by field; the records download re-parses to what was keyed', async () => {
    const b = await clerk('fs-history');
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(PAPER_NSN, 7, 'BX'), line('fx-900004', 2, 'ea', { codes: { priority: '05', adviceCode: '2l' } })] });
    const review = (await k.get(b, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    const ordered = (await k.post(b, 'fedstrip/process_Order', { cartId: review.attributes.cartId, version: review.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    const orderNumbers = [...new Set((ordered.attributes.requisitions as Array<{ orderNumber: string }>).map((r) => r.orderNumber))];
    const keyed = new Map<string, { quantity: number; unitOfIssue: string; priority: string; adviceCode: string }>([
      ['7530015790001', { quantity: 7, unitOfIssue: 'BX', priority: '13', adviceCode: '' }],
      ['FX-900004', { quantity: 2, unitOfIssue: 'EA', priority: '05', adviceCode: '2L' }],
    ]);
    let seen = 0;
    for (const orderNumber of orderNumbers) {
      const detail = (await k.get(b, `orderhistory/requisition_detail?orderNumber=${orderNumber}`)).json();
      expect(detail.responseName).toBe('RequisitionDetail');
      const file = await k.get(b, `orderhistory/requisition_records?orderNumber=${orderNumber}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/plain; charset=us-ascii');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="requisitions-${orderNumber}.txt"`);
      expect(file.body.endsWith('\r\n')).toBe(true);
      const records = file.body.split('\r\n').slice(0, -1);
      expect(records).toEqual(detail.attributes.requisitions.map((r: { record: string }) => r.record));
      for (const record of records) {
        expect(record).toHaveLength(80);
        const parsed = parseRequisition(record);
        if (!parsed.ok) throw new Error(parsed.message);
        expect(parsed.requisition).toMatchObject({ aac: AAC, signalCode: 'A', fundCode: '21', ...keyed.get(parsed.requisition.stockNumber) });
        seen += 1;
      }
      const first = parseRequisition(records[0]!);
      expect(first.ok && detail.attributes.requisitions[0].fields).toEqual(first.ok && first.requisition);
    }
    expect(seen).toBe(2);
    const stranger = await clerk('fs-history-other');
    expect((await k.get(stranger, `orderhistory/requisition_records?orderNumber=${orderNumbers[0]}`)).statusCode).toBe(404);
  });

  it('park_cart parks the FEDSTRIP cart under a name and empties it; an empty cart is refused on the name field', async () => {
    const b = await clerk('fs-park');
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(PAPER_NSN, 3, 'BX')] });
    const parked = (await k.post(b, 'fedstrip/park_cart', { name: 'Quarterly paper' })).json();
    expect(parked).toMatchObject({ responseName: 'Success', attributes: { name: 'Quarterly paper', message: FEDSTRIP_TEXT.parked('Quarterly paper') } });
    const [row] = await k.db.select().from(schema.parkedCarts).where(eq(schema.parkedCarts.id, parked.attributes.parkedCartId));
    expect(row).toMatchObject({ memberId: b.memberId, name: 'Quarterly paper' });
    expect((await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json().responseName).toBe('Initial');
    const empty = await k.post(b, 'fedstrip/park_cart', { name: 'Nothing' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().attributes.errors).toEqual([{ field: 'name', message: FEDSTRIP_TEXT.parkEmpty }]);
  });

  it('a funds-control AAC: the cart answers AuthFedFunds and is handed to checkout\'s line of accounting, never ordered directly', async () => {
    const FUNDS = 'M67002';
    const b = await k.buyer('fs-funds', { items: [], addresses: [{ ...AAC_ADDRESS, aac: FUNDS, name: 'Funds-controlled supply' }], unlocked: [FUNDS] });
    await k.db.update(schema.aacs).set({ fundsControl: true }).where(eq(schema.aacs.code, FUNDS));
    await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: FUNDS, codes: PROFILE });
    await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: FUNDS });
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(PAPER_NSN, 2, 'BX')] });
    const cart = (await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json();
    expect(cart).toMatchObject({ responseName: 'AuthFedFunds', attributes: { fundsControl: true } });
    expect(cart.attributes.problems).toContainEqual({ code: 'fundsControl', message: FEDSTRIP_TEXT.fundsControl(FUNDS) });
    const refused = (await k.post(b, 'fedstrip/process_Order', { cartId: cart.attributes.cartId, version: cart.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    expect(refused.responseName).toBe('OrderSummary');
    const handed = (await k.post(b, 'fedstrip/fedstrip_authorize_funds_submit', {})).json();
    expect(handed).toMatchObject({ responseName: 'AuthFedFunds', attributes: { next: '/ws/checkout/requisition' } });
    const review = (await k.get(b, 'checkout/checkout_review')).json();
    expect(review.attributes.shipTo).toMatchObject({ aac: FUNDS });
    // The line of accounting starts from the requisitions' fund code.
    const form = (await k.get(b, 'checkout/requisition')).json();
    expect(form.attributes.values).toMatchObject({ aac: FUNDS, fundCode: '21', appropriation: '' });
  });

  it('sign out: asks first while requisitions wait, then ends the session; the other answers as login/sign_out', async () => {
    const b = await clerk('fs-signout');
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(PAPER_NSN, 1, 'BX')] });
    const ask = (await k.get(b, 'fedstrip/sign_out')).json();
    expect(ask).toMatchObject({ responseName: 'FedstripConfirmLogOff', attributes: { pending: 1, message: FEDSTRIP_TEXT.confirmSignOut(1) } });
    expect((await k.get(b, 'fedstrip/sign_out?confirm=true')).json().responseName).toBe('LogoutFromAuthServer');
    const visitor = await k.visitor();
    expect((await k.get(visitor, 'fedstrip/sign_out')).json().responseName).toBe('SignedOff');
    expect((await k.get(visitor, 'fedstrip/sign_out?confirmLogout=true')).json().responseName).toBe('AdvantageConfirmLogOff');
  });

  it('bad input on every path answers the validation error, never a 5xx; signed out answers 401', async () => {
    const b = await clerk('fs-bad');
    const bad: Array<[string, 'GET' | 'POST', unknown]> = [
      ['fedstrip/fedstrip_init?expanded=maybe', 'GET', undefined],
      ['fedstrip/fedstrip_aacentry', 'POST', { aac: 'TOO-LONG' }],
      ['fedstrip/fedstrip_newEntry', 'POST', { expanded: 'sideways' }],
      ['fedstrip/fedstrip_ItemDispatchEntry', 'POST', { line: { stockNumber: '', quantity: 0, unitOfIssue: 'ZZ' } }],
      ['fedstrip/add_to_cart', 'POST', { lines: [] }],
      ['fedstrip/add_to_cart', 'POST', { lines: [{ stockNumber: PAPER_NSN, quantity: 'ten', unitOfIssue: 'BX' }] }],
      ['fedstrip/fedstrip_shopping_cart?view=all', 'GET', undefined],
      ['fedstrip/fedstrip_constantProfile?aac=%00', 'GET', undefined],
      ['fedstrip/fedstrip_constantProfile_save', 'POST', { aac: AAC, codes: { signalCode: 'Z' } }],
      ['fedstrip/phased_requisition_entry', 'POST', { text: 42 }],
      ['fedstrip/phased_requisition_entry', 'POST', { text: '' }],
      ['fedstrip/valid_unit_of_issue', 'GET', undefined],
      ['fedstrip/process_Order', 'POST', { cartId: 'x', version: -1 }],
      ['fedstrip/sign_out?confirm=yes', 'GET', undefined],
    ];
    for (const [path, method, payload] of bad) {
      const res = method === 'GET' ? await k.get(b, path) : await k.post(b, path, payload);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().responseName, path).toBe('ValidationError');
    }
    const visitor = await k.visitor();
    expect((await k.get(visitor, 'fedstrip/fedstrip_init')).statusCode).toBe(401);
  });
});
