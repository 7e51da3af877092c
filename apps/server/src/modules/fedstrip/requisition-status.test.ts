/**
 * A FEDSTRIP order's requisitions answer in MILSTRIP terms as the contractor reports: on contract for direct delivery
 * (BV) with the estimated shipping date of the offer's delivery days, back ordered (BB) with the contractor's date,
 * shipped (AS1) with the day and tracking number, cancelled at the buyer's request (BQ) or by the contractor (B4).
 * The records shown on requisition_detail and in the status file re-parse field by field to what the order says.
 */
import { randomUUID } from 'node:crypto';
import { parseShipmentStatus, parseSupplyStatus, type Requisition, type RequisitionDetailView } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AAC_ADDRESS, type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { FEDSTRIP_PROFILE, PAPER_NSN } from '../../test-support/fedstrip-kit.js';
import { changeOrderStatus } from '../orderhistory/status.js';
import { isoDayIn, requisitionStatus } from './requisition-status.js';

const AAC = AAC_ADDRESS.aac!;
// The AAC's address is in North Carolina: status days are that day, as the document number's day is.
const ZONE = 'America/New_York';
const line = (quantity: number) => ({ stockNumber: PAPER_NSN, quantity, unitOfIssue: 'BX' });
const yddd = (isoDay: string) => {
  const d = new Date(`${isoDay}T00:00:00Z`);
  return `${d.getUTCFullYear() % 10}${String((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000 + 1).padStart(3, '0')}`;
};
const plusDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('FEDSTRIP requisition status (pglite)', () => {
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit('pglite');
  });
  afterAll(() => k.t.close());

  async function order(subject: string, quantities: number[]) {
    const b = await k.buyer(subject, { items: [], addresses: [AAC_ADDRESS], unlocked: [AAC] });
    expect((await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: FEDSTRIP_PROFILE })).statusCode).toBe(200);
    expect((await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC })).statusCode).toBe(200);
    expect((await k.post(b, 'fedstrip/add_to_cart', { lines: quantities.map(line) })).statusCode).toBe(200);
    const cart = (await k.get(b, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    const ordered = (await k.post(b, 'fedstrip/process_Order', { cartId: cart.attributes.cartId, version: cart.attributes.version }, { 'idempotency-key': randomUUID() })).json();
    expect(ordered.responseName).toBe('Success');
    const orderNumber = (ordered.attributes.orders as Array<{ orderNumber: string }>)[0]!.orderNumber;
    return { b, orderNumber };
  }

  const detail = async (b: Awaited<ReturnType<CheckoutKit['buyer']>>, orderNumber: string) =>
    (await k.get(b, `orderhistory/requisition_detail?orderNumber=${orderNumber}`)).json().attributes.requisitions as RequisitionDetailView[];

  async function lastChange(orderNumber: string) {
    const [o] = await k.db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    const [h] = await k.db.select({ at: schema.orderStatusHistory.at }).from(schema.orderStatusHistory)
      .where(eq(schema.orderStatusHistory.orderId, o!.id)).orderBy(desc(schema.orderStatusHistory.id)).limit(1);
    return isoDayIn(h!.at, ZONE);
  }

  it('an ordered requisition is on contract for direct delivery, estimated to ship after the offer\'s delivery days', async () => {
    const { b, orderNumber } = await order('rs-ordered', [2]);
    const [o] = await k.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    const [l] = await k.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, o!.id));
    const [offer] = await k.db.select({ deliveryDays: schema.offers.deliveryDays }).from(schema.offers).where(eq(schema.offers.id, l!.offerId));
    const [r] = await detail(b, orderNumber);
    const orderedDay = isoDayIn(o!.createdAt, ZONE);
    const estimated = plusDays(orderedDay, offer!.deliveryDays);
    expect(r!.supplyStatus).toMatchObject({ code: 'BV', date: orderedDay, estimatedShippingDate: estimated });
    expect(r!.shipmentStatus).toBeNull();
    const parsed = parseSupplyStatus(r!.supplyStatus!.record);
    expect(parsed).toEqual({
      ok: true,
      status: {
        documentIdentifier: 'AE1', routingIdentifier: r!.fields.routingIdentifier, mediaStatus: r!.fields.mediaStatus, stockNumber: r!.fields.stockNumber,
        unitOfIssue: 'BX', quantity: 2, documentNumber: r!.documentNumber, suffix: '', supplementaryAddress: r!.fields.supplementaryAddress,
        signalCode: r!.fields.signalCode, fundCode: r!.fields.fundCode, distribution: r!.fields.distribution, projectCode: r!.fields.projectCode,
        priority: r!.fields.priority, transactionDay: yddd(orderedDay).slice(1), status: 'BV', lastRoutingIdentifier: r!.fields.routingIdentifier,
        estimatedShippingDate: yddd(estimated), unitPriceCents: l!.unitPriceCents,
      },
    });
  });

  it('a back ordered line is BB with the contractor\'s date; a shipped line adds its shipment status; the file holds every record', async () => {
    const { b, orderNumber } = await order('rs-moves', [2, 3]);
    const eta = plusDays(isoDayIn(new Date(), ZONE), 20);
    await changeOrderStatus(k.db, { orderNumber, lineNumber: 1, status: 'Backordered', estimatedDate: eta, actor: 'contractor' });
    await changeOrderStatus(k.db, { orderNumber, lineNumber: 2, status: 'Shipped', carrier: 'USPS', trackingNumber: '940011189922385', actor: 'contractor' });
    const shippedDay = await lastChange(orderNumber);
    const [first, second] = await detail(b, orderNumber);
    expect(first!.supplyStatus).toMatchObject({ code: 'BB', estimatedShippingDate: eta });
    expect(parseSupplyStatus(first!.supplyStatus!.record)).toMatchObject({ ok: true, status: { status: 'BB', estimatedShippingDate: yddd(eta), quantity: 2, documentNumber: first!.documentNumber } });
    expect(first!.shipmentStatus).toBeNull();
    expect(second!.supplyStatus).toMatchObject({ code: 'BV', estimatedShippingDate: shippedDay });
    expect(second!.shipmentStatus).toMatchObject({ shippedDate: shippedDay, carrier: 'USPS', trackingNumber: '940011189922385' });
    expect(parseShipmentStatus(second!.shipmentStatus!.record)).toEqual({
      ok: true,
      status: {
        documentIdentifier: 'AS1', routingIdentifier: second!.fields.routingIdentifier, mediaStatus: second!.fields.mediaStatus, stockNumber: second!.fields.stockNumber,
        unitOfIssue: 'BX', quantity: 3, documentNumber: second!.documentNumber, suffix: '', supplementaryAddress: second!.fields.supplementaryAddress,
        holdCode: '', fundCode: second!.fields.fundCode, distribution: second!.fields.distribution, shippedDay: yddd(shippedDay).slice(1),
        priority: second!.fields.priority, transportationNumber: '940011189922385', modeOfShipment: '', availableDay: '',
      },
    });

    const file = await k.get(b, `orderhistory/requisition_status_records?orderNumber=${orderNumber}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="requisition-status-${orderNumber}.txt"`);
    expect(file.body).toBe(`${first!.supplyStatus!.record}\r\n${second!.supplyStatus!.record}\r\n${second!.shipmentStatus!.record}\r\n`);
    const stranger = await k.buyer('rs-stranger', { items: [] });
    expect((await k.get(stranger, `orderhistory/requisition_status_records?orderNumber=${orderNumber}`)).statusCode).toBe(404);
  });

  it('cancelled at the buyer\'s request is BQ; cancelled by the contractor is B4; neither gives a shipping date', async () => {
    const mine = await order('rs-cancel-buyer', [1]);
    const [o] = await k.db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.orderNumber, mine.orderNumber));
    expect((await k.post(mine.b, 'orderhistory/cancel_order', { orderId: o!.id })).statusCode).toBe(200);
    const [byBuyer] = await detail(mine.b, mine.orderNumber);
    expect(byBuyer!.supplyStatus).toMatchObject({ code: 'BQ', estimatedShippingDate: null, date: await lastChange(mine.orderNumber) });
    expect(parseSupplyStatus(byBuyer!.supplyStatus!.record)).toMatchObject({ ok: true, status: { status: 'BQ', estimatedShippingDate: '' } });

    const theirs = await order('rs-cancel-contractor', [1]);
    await changeOrderStatus(k.db, { orderNumber: theirs.orderNumber, status: 'Cancelled', note: 'Discontinued item.', actor: 'contractor' });
    const [byContractor] = await detail(theirs.b, theirs.orderNumber);
    expect(byContractor!.supplyStatus).toMatchObject({ code: 'B4', estimatedShippingDate: null });
  });
});

describe('a shipment status record never carries a cut tracking number', () => {
  const requisition: Requisition = {
    documentIdentifier: 'A0A', routingIdentifier: 'GSA', mediaStatus: 'S', stockNumber: '7530015790001', unitOfIssue: 'BX', quantity: 7,
    aac: 'M28542', ordinalDate: '6330', serial: '0001', demandCode: 'R', supplementaryAddress: '', signalCode: 'A', fundCode: '21',
    distribution: '', projectCode: '', priority: '05', requiredDelivery: '', adviceCode: '2L',
  };
  const shipped = (trackingNumber: string) => requisitionStatus(requisition, 'M2854263300001', {
    status: 'Delivered', unitPriceCents: 4_599, estimatedDate: null, carrier: 'UPS', trackingNumber, orderedAt: new Date('2026-11-30T15:00:00Z'),
    deliveryDays: 5, changedAt: new Date('2026-12-08T15:00:00Z'), shippedAt: new Date('2026-12-04T03:30:00Z'), cancelledByBuyer: false,
  }, ZONE);

  it('a UPS number (18 characters) leaves rp 62–76 blank and the screen shows it whole; the day is the AAC\'s', () => {
    const { supplyStatus, shipmentStatus } = shipped('1Z999AA10123456784');
    expect(shipmentStatus).toMatchObject({ shippedDate: '2026-12-03', trackingNumber: '1Z999AA10123456784' });
    expect(parseShipmentStatus(shipmentStatus!.record)).toMatchObject({ ok: true, status: { transportationNumber: '', shippedDay: '337' } });
    // Delivered: still on contract for direct delivery, shipped (estimated = actual) on the AAC's day.
    expect(supplyStatus).toMatchObject({ code: 'BV', estimatedShippingDate: '2026-12-03', date: '2026-12-08' });
  });

  it('a number with characters outside ASCII is left out of the record too', () => {
    expect(parseShipmentStatus(shipped('TRÄCK1').shipmentStatus!.record)).toMatchObject({ ok: true, status: { transportationNumber: '' } });
  });
});
