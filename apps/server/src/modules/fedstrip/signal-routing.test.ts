/**
 * The signal code decides where a requisition ships and whom it bills: J/K/L/M ship to the supplementary address,
 * B/K bill it, an A0E/A05's exception ship-to ships there. Each order ships and bills as its records say, carries
 * its own requisitions' codes, and every AAC a record names needs the clerk's grant and password.
 */
import { randomUUID } from 'node:crypto';
import { CHECKOUT_TEXT, FEDSTRIP_TEXT, parseExceptionLines, parseRequisition, type RequisitionLineInput } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { AAC_ADDRESS, type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { FEDSTRIP_PROFILE, PAPER_NSN } from '../../test-support/fedstrip-kit.js';

const AAC = 'M67001';
const OTHER = 'M67002';
const OTHER_ADDRESS = { ...AAC_ADDRESS, aac: OTHER, name: 'Cherry Point supply', line1: 'Building 87', city: 'Cherry Point', zip: '28533' };
const PROFILE = FEDSTRIP_PROFILE;
const line = (quantity: number, extra: Partial<RequisitionLineInput> = {}) => ({ stockNumber: PAPER_NSN, quantity, unitOfIssue: 'BX', ...extra });

describe.each(TEST_DATABASES)('FEDSTRIP signal codes route the order (%s)', (kind) => {
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind);
  });
  afterAll(() => k.t.close());

  async function clerk(subject: string, unlocked: string[]) {
    const b = await k.buyer(subject, { items: [], addresses: [AAC_ADDRESS, OTHER_ADDRESS], unlocked });
    expect((await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: PROFILE })).statusCode).toBe(200);
    expect((await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC })).statusCode).toBe(200);
    return b;
  }

  it('an AAC the clerk holds no grant for is refused where the line names it: supplementary address or exception ship-to', async () => {
    const b = await clerk('sr-nogrant', [AAC]);
    const billed = await k.post(b, 'fedstrip/add_to_cart', { lines: [line(1, { codes: { signalCode: 'K', supplementaryAddress: OTHER } })] });
    expect(billed.statusCode).toBe(400);
    expect(billed.json().attributes.errors).toEqual([{ field: 'lines.0.codes.supplementaryAddress', message: FEDSTRIP_TEXT.namedAacNoGrant(OTHER) }]);
    const shipped = await k.post(b, 'fedstrip/add_to_cart', { lines: [line(1, { exceptionShipTo: OTHER, exceptionRemarks: 'HOLD FOR PICKUP' })] });
    expect(shipped.json().attributes.errors).toEqual([{ field: 'lines.0.exceptionShipTo', message: FEDSTRIP_TEXT.namedAacNoGrant(OTHER) }]);
    // Signal A names the supplementary address for nothing: no grant is needed.
    expect((await k.post(b, 'fedstrip/add_to_cart', { lines: [line(1, { codes: { supplementaryAddress: OTHER } })] })).statusCode).toBe(200);
    expect((await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json().attributes.lines).toHaveLength(1);
  });

  it('signal J ships to the supplementary address and each order carries its own codes; the group file holds every record', async () => {
    const b = await clerk('sr-ship', [AAC, OTHER]);
    await k.post(b, 'fedstrip/add_to_cart', {
      lines: [
        line(2),
        line(3, { codes: { signalCode: 'J', supplementaryAddress: OTHER, fundCode: '5X' } }),
        line(4, { codes: { signalCode: 'K', supplementaryAddress: OTHER, fundCode: '7Y' } }),
      ],
    });
    const cart = (await k.get(b, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    expect(cart.attributes.problems).toEqual([]);
    const ordered = (await k.post(b, 'fedstrip/process_Order', { cartId: cart.attributes.cartId, version: cart.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    expect(ordered.responseName).toBe('Success');
    // One contractor, three routes: three orders, each shipping and billing as its requisition's signal says.
    type Ordered = { orderNumber: string; shipTo: Record<string, string>; paymentLabel: string; lines: Array<{ quantity: number }> };
    const orders = ordered.attributes.orders as Ordered[];
    expect(orders).toHaveLength(3);
    const byQuantity = new Map(orders.map((o) => [o.lines[0]!.quantity, o]));
    expect(byQuantity.get(2)).toMatchObject({ shipTo: expect.objectContaining({ aac: AAC }), paymentLabel: expect.stringContaining('21') });
    expect(byQuantity.get(3)).toMatchObject({ shipTo: expect.objectContaining({ aac: OTHER, line1: 'Building 87' }), paymentLabel: expect.stringContaining('5X') });
    expect(byQuantity.get(3)!.paymentLabel).toContain(AAC);
    expect(byQuantity.get(4)).toMatchObject({ shipTo: expect.objectContaining({ aac: OTHER }), paymentLabel: expect.stringContaining('7Y') });
    expect(byQuantity.get(4)!.paymentLabel).toContain(OTHER);

    const jOrder = byQuantity.get(3)!.orderNumber;
    const detail = (await k.get(b, `orderhistory/order_details?orderNumber=${jOrder}`)).json();
    expect(detail.attributes.order.shipTo).toContain(`AAC/DoDAAC ${OTHER}`);
    const requisitions = (await k.get(b, `orderhistory/requisition_detail?orderNumber=${jOrder}`)).json();
    expect(requisitions.attributes.shipTo).toContain(`AAC/DoDAAC ${OTHER}`);
    expect(requisitions.attributes.payment.fields).toContainEqual(expect.objectContaining({ value: '5X' }));
    expect(requisitions.attributes.requisitions[0].fields).toMatchObject({ signalCode: 'J', supplementaryAddress: OTHER, fundCode: '5X', quantity: 3 });

    // The group's summary and the confirmation email name each order's own ship-to and payment, not the group's.
    const group = ordered.attributes.groupNumber as string;
    const summary = (await k.get(b, `orderhistory/order_summary?group=${group}`)).json().attributes.group;
    expect(summary.routesApart).toBe(true);
    type Route = { shipTo: string[]; payment: { text: string; fields: Array<{ value: string }> } };
    const routeOf = new Map((summary.orders as Array<{ orderNumber: string; route: Route }>).map((o) => [o.orderNumber, o.route]));
    expect(routeOf.get(jOrder)!.shipTo).toEqual(expect.arrayContaining([`AAC/DoDAAC ${OTHER}`, 'Building 87']));
    expect(routeOf.get(jOrder)!.payment.text).toContain('5X');
    expect(routeOf.get(byQuantity.get(2)!.orderNumber)!.shipTo).toContain(`AAC/DoDAAC ${AAC}`);
    expect(routeOf.get(byQuantity.get(4)!.orderNumber)!.payment.fields).toContainEqual(expect.objectContaining({ value: OTHER }));
    const mails = await k.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'sr-ship@gsa.gov'));
    const mail = mails.find((m) => m.subject.includes(group))!.textBody;
    const block = (orderNumber: string) => mail.split('\n\n').find((p) => p.startsWith(`Order ${orderNumber}:`)) ?? '';
    expect(block(jOrder)).toContain(`AAC/DoDAAC: ${OTHER}`);
    expect(block(jOrder)).toContain('Building 87');
    expect(block(jOrder)).toContain('fund code 5X');
    expect(block(byQuantity.get(2)!.orderNumber)).toContain(`AAC/DoDAAC: ${AAC}`);
    expect(block(byQuantity.get(2)!.orderNumber)).not.toContain(OTHER);
    expect(mail).toContain(CHECKOUT_TEXT.ordersRouteApart);

    const file = await k.get(b, `orderhistory/requisition_records?group=${ordered.attributes.groupNumber}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="requisitions-${ordered.attributes.groupNumber}.txt"`);
    const parsed = file.body.split('\r\n').slice(0, -1).map((r) => parseRequisition(r));
    expect(parsed.map((p) => (p.ok ? [p.requisition.quantity, p.requisition.signalCode, p.requisition.fundCode] : p.message)).toSorted()).toEqual(
      [[2, 'A', '21'], [3, 'J', '5X'], [4, 'K', '7Y']].toSorted(),
    );
    const stranger = await clerk('sr-stranger', [AAC]);
    expect((await k.get(stranger, `orderhistory/requisition_records?group=${ordered.attributes.groupNumber}`)).statusCode).toBe(404);
  });

  it('a named AAC whose password was not entered this session keeps the cart back, with the way to enter it', async () => {
    const b = await clerk('sr-password', [AAC]);
    const { grantAac } = await import('../../test-support/aac-kit.js');
    await grantAac(k.db, b.memberId, OTHER);
    expect((await k.post(b, 'fedstrip/add_to_cart', { lines: [line(1, { codes: { signalCode: 'M', supplementaryAddress: OTHER, fundCode: '' } })] })).statusCode).toBe(200);
    const cart = (await k.get(b, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    expect(cart.attributes.problems).toEqual([{ code: 'aacPassword', message: FEDSTRIP_TEXT.namedAacPassword(OTHER) }]);
    const refused = (await k.post(b, 'fedstrip/process_Order', { cartId: cart.attributes.cartId, version: cart.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    expect(refused.responseName).toBe('OrderSummary');
    expect(await k.cartStatus(b.cartId)).toBe('active');
    // Entered on the AAC entry with its password, then back to the requisitioner's AAC: the order goes.
    const unlocked = await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: OTHER, password: 'Lejeune2026' });
    expect(unlocked.json().attributes.errors ?? []).toEqual([]);
    await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC });
    const again = (await k.get(b, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    expect(again.attributes.problems).toEqual([]);
    const ordered = (await k.post(b, 'fedstrip/process_Order', { cartId: again.attributes.cartId, version: again.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    expect(ordered.responseName).toBe('Success');
    expect(ordered.attributes.orders[0].shipTo).toMatchObject({ aac: OTHER });
  });

  it('an A0E requisition ships to its exception ship-to; its remarks and ship-to are on the detail and on EXD lines of the file', async () => {
    const b = await clerk('sr-exception', [AAC, OTHER]);
    const remarks = 'DELIVER TO BUILDING 87 LOADING DOCK 4 BETWEEN 0700 AND 1500 HOURS, CALL AHEAD';
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(6, { exceptionShipTo: OTHER, exceptionRemarks: remarks })] });
    const cart = (await k.get(b, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    const ordered = (await k.post(b, 'fedstrip/process_Order', { cartId: cart.attributes.cartId, version: cart.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    expect(ordered.attributes.orders[0].shipTo).toMatchObject({ aac: OTHER });
    const orderNumber = ordered.attributes.orders[0].orderNumber as string;
    const detail = (await k.get(b, `orderhistory/requisition_detail?orderNumber=${orderNumber}`)).json();
    expect(detail.attributes.requisitions[0]).toMatchObject({ exceptionShipTo: OTHER, exceptionRemarks: remarks, fields: { documentIdentifier: 'A0E' } });

    const file = (await k.get(b, `orderhistory/requisition_records?orderNumber=${orderNumber}`)).body;
    const lines = file.split('\r\n').slice(0, -1);
    expect(lines.every((l) => l.length === 80)).toBe(true);
    expect(lines.map((l) => l.slice(0, 3))).toEqual(['A0E', 'EXD', 'EXD']);
    const record = parseRequisition(lines[0]!);
    const documentNumber = record.ok ? `${record.requisition.aac}${record.requisition.ordinalDate}${record.requisition.serial}` : '';
    expect(parseExceptionLines(lines)).toEqual(new Map([[documentNumber, { exceptionShipTo: OTHER, remarks }]]));
    expect((await k.get(b, `orderhistory/requisition_records?group=${ordered.attributes.groupNumber}`)).body).toBe(file);
  });
});
