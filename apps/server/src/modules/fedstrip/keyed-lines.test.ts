/**
 * What the clerk keyed is what the requisition records: each keyed line is its own requisition with its own codes,
 * quantity and document number; large quantities are refused by rule, never merged into a record they overflow;
 * codes that are not ASCII are refused on their field, never folded into other letters.
 */
import { randomUUID } from 'node:crypto';
import { parseRequisition, type RequisitionLineInput } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { AAC_ADDRESS, type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { FEDSTRIP_PROFILE, PAPER_NSN } from '../../test-support/fedstrip-kit.js';

const AAC = 'M67001';
const PROFILE = FEDSTRIP_PROFILE;
const line = (quantity: number, extra: Partial<RequisitionLineInput> = {}) => ({ stockNumber: PAPER_NSN, quantity, unitOfIssue: 'BX', ...extra });

describe.each(TEST_DATABASES)('FEDSTRIP keyed lines stay what was keyed (%s)', (kind) => {
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind);
  });
  afterAll(() => k.t.close());

  async function clerk(subject: string) {
    const b = await k.buyer(subject, { items: [], addresses: [AAC_ADDRESS], unlocked: [AAC] });
    expect((await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: PROFILE })).statusCode).toBe(200);
    expect((await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC })).statusCode).toBe(200);
    return b;
  }

  it('one NSN keyed three times stays three requisitions with their own codes, priority, remarks and document numbers', async () => {
    const b = await clerk('kl-twice');
    const first = await k.post(b, 'fedstrip/add_to_cart', {
      lines: [line(2, { codes: { fundCode: '21', signalCode: 'A', priority: '03' } }), line(5, { codes: { fundCode: '5X' }, exceptionRemarks: 'DELIVER TO DOCK 4' })],
    });
    expect(first.statusCode).toBe(200);
    expect((await k.post(b, 'fedstrip/add_to_cart', { lines: [line(4, { codes: { signalCode: 'D', fundCode: '' } })] })).statusCode).toBe(200);

    const cart = (await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json();
    expect(cart.responseName).toBe('shoppingCart');
    expect(cart.attributes.problems).toEqual([]);
    const lines = cart.attributes.lines as Array<{ record: string; exceptionRemarks: string; requisition: Record<string, string | number> }>;
    expect(lines.map((l) => [l.requisition.quantity, l.requisition.fundCode, l.requisition.signalCode, l.requisition.priority])).toEqual([
      [2, '21', 'A', '03'], [5, '5X', 'A', '13'], [4, '', 'D', '13'],
    ]);
    expect(lines.map((l) => l.exceptionRemarks)).toEqual(['', 'DELIVER TO DOCK 4', '']);
    expect(new Set(lines.map((l) => l.requisition.serial)).size).toBe(3);
    expect(cart.attributes.totalCents).toBe(lines.reduce((s, l) => s + (l as unknown as { extendedCents: number }).extendedCents, 0));

    const ordered = (await k.post(b, 'fedstrip/process_Order', { cartId: cart.attributes.cartId, version: cart.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    expect(ordered.responseName).toBe('Success');
    const records = (ordered.attributes.requisitions as Array<{ record: string }>).map((r) => parseRequisition(r.record));
    const keyed = records.map((p) => (p.ok ? [p.requisition.quantity, p.requisition.fundCode, p.requisition.signalCode, p.requisition.priority] : p.message));
    expect(keyed.toSorted()).toEqual([[2, '21', 'A', '03'], [4, '', 'D', '13'], [5, '5X', 'A', '13']].toSorted());
    // The order lines bill the quantities the records state (one order per fund code and signal's routing).
    const orders = ordered.attributes.orders as Array<{ lines: Array<{ quantity: number }> }>;
    expect(orders.flatMap((o) => o.lines.map((l) => l.quantity)).toSorted()).toEqual([2, 4, 5]);
  });

  it('large quantities: each requisition holds its own; above 99,999 is refused on the line with the rule and the cart still answers', async () => {
    const b = await clerk('kl-large');
    expect((await k.post(b, 'fedstrip/add_to_cart', { lines: [line(60_000)] })).statusCode).toBe(200);
    expect((await k.post(b, 'fedstrip/add_to_cart', { lines: [line(40_500)] })).statusCode).toBe(200);
    const both = await k.post(b, 'fedstrip/add_to_cart', { lines: [line(60_000), line(45_000)] });
    expect(both.statusCode).toBe(200);
    const over = await k.post(b, 'fedstrip/add_to_cart', { lines: [line(100_500)] });
    expect(over.statusCode).toBe(400);
    expect(over.json().attributes.errors).toEqual([{ field: 'lines.0.quantity', message: 'Quantity cannot be more than 99,999. Submit another requisition for the rest.' }]);

    const cart = await k.get(b, 'fedstrip/fedstrip_shopping_cart');
    expect(cart.statusCode).toBe(200);
    const lines = cart.json().attributes.lines as Array<{ record: string; requisition: { quantity: number } }>;
    expect(lines.map((l) => l.requisition.quantity)).toEqual([60_000, 40_500, 60_000, 45_000]);
    expect(lines.map((l) => l.record.slice(24, 29))).toEqual(['60000', '40500', '60000', '45000']);
    expect((await k.get(b, 'fedstrip/fedstrip_init')).statusCode).toBe(200);
  });

  it('codes that are not ASCII are refused on their field, never folded into other letters', async () => {
    const b = await clerk('kl-ascii');
    const fields: Array<[string, Partial<RequisitionLineInput>]> = [
      ['lines.0.codes.fundCode', { codes: { fundCode: 'ß' } }],
      ['lines.0.codes.fundCode', { codes: { fundCode: 'ﬁ' } }],
      ['lines.0.codes.supplementaryAddress', { codes: { supplementaryAddress: 'FA46ß', signalCode: 'J' } }],
      ['lines.0.codes.routingIdentifier', { codes: { routingIdentifier: 'GSı' } }],
      ['lines.0.codes.projectCode', { codes: { projectCode: 'ſAB' } }],
      ['lines.0.codes.adviceCode', { codes: { adviceCode: '2ı' } }],
      ['lines.0.exceptionShipTo', { exceptionShipTo: 'FA46ſ' }],
      ['lines.0.unitOfIssue', { unitOfIssue: 'ıX' }],
    ];
    for (const [field, extra] of fields) {
      const res = await k.post(b, 'fedstrip/add_to_cart', { lines: [line(1, extra)] });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().attributes.errors.map((e: { field: string }) => e.field), JSON.stringify(extra)).toContain(field);
    }
    const profile = await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: { ...PROFILE, fundCode: 'ß' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().attributes.errors).toEqual([{ field: 'codes.fundCode', message: 'Fund code must be exactly 2 letters or digits.' }]);
    const aac = await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: 'M6700ı' });
    expect(aac.statusCode).toBe(400);
    expect((await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json().responseName).toBe('Initial');
  });

  it('a parked FEDSTRIP cart comes back as the requisitions it was, with new document numbers, and is ordered', async () => {
    const b = await clerk('kl-park');
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(3, { codes: { fundCode: '5X', priority: '03' } }), line(2, { codes: { signalCode: 'D', fundCode: '' } })] });
    const before = (await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json().attributes.lines as Array<{ record: string; requisition: { serial: string } }>;
    const parked = (await k.post(b, 'fedstrip/park_cart', { name: 'Paper by fund' })).json();
    expect(parked.responseName).toBe('Success');
    const restored = (await k.post(b, 'parkcart/addcart', { cartId: parked.attributes.parkedCartId })).json();
    expect(restored.responseName).toBe('Success');

    const cart = (await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json();
    expect(cart.responseName).toBe('shoppingCart');
    expect(cart.attributes.problems).toEqual([]);
    const lines = cart.attributes.lines as Array<{ record: string; requisition: Record<string, string | number> }>;
    expect(lines.map((l) => [l.requisition.quantity, l.requisition.fundCode, l.requisition.signalCode, l.requisition.priority])).toEqual([
      [3, '5X', 'A', '03'], [2, '', 'D', '13'],
    ]);
    // The same records but for the document number (rp 36-43 and rp 40-43 are the serial).
    expect(lines.map((l) => l.record.slice(0, 39) + l.record.slice(43))).toEqual(before.map((l) => l.record.slice(0, 39) + l.record.slice(43)));
    expect(lines.map((l) => l.requisition.serial)).not.toEqual(before.map((l) => l.requisition.serial));
    const ordered = (await k.post(b, 'fedstrip/process_Order', { cartId: cart.attributes.cartId, version: cart.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    expect(ordered.responseName).toBe('Success');
    expect(ordered.attributes.requisitions).toHaveLength(2);
  });
});

describe.each(TEST_DATABASES)('FEDSTRIP document date is the requisitioner’s day (%s)', (kind) => {
  // 22:30 UTC on 27 November 2026: 08:30 on the 28th in Guam, 17:30 on the 27th at Camp Lejeune.
  const at = Date.parse('2026-11-27T22:30:00Z');
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind, { now: () => at });
  });
  afterAll(() => k.t.close());

  it('dates the record in the time zone of the AAC’s address', async () => {
    const b = await k.buyer('kl-day', { items: [], addresses: [AAC_ADDRESS], unlocked: [AAC] });
    await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: PROFILE });
    await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC });
    const [registered] = await k.db.select().from(schema.aacs).where(eq(schema.aacs.code, AAC));
    await k.db.update(schema.aacs).set({ shipTo: { ...registered!.shipTo, state: 'GU' } }).where(eq(schema.aacs.code, AAC));
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(1)] });
    await k.db.update(schema.aacs).set({ shipTo: { ...registered!.shipTo, state: 'NC' } }).where(eq(schema.aacs.code, AAC));
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(2)] });
    const lines = (await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json().attributes.lines as Array<{ requisition: { ordinalDate: string } }>;
    expect(lines.map((l) => l.requisition.ordinalDate)).toEqual(['6332', '6331']);
  });
});
