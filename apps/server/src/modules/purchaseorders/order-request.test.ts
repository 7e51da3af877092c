/**
 * The OrderRequest document (docs/adr/0032-purchase-orders-out.md), read back with the punchout's own parser and
 * readers: header credentials, order fields, ship-to and bill-to, each line, the FEDSTRIP and accounting codes as
 * Extrinsic elements, and text that would break the XML kept as text. Also the secret box, the endpoint rule and
 * the retry policy.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { attr, child, children, parseCxml, text } from '../punchout/cxml-parse.js';
import { readAddress, readExtrinsics, readHeader, readItemsOut, readMoney } from '../punchout/cxml-read.js';
import { nextAttempt, retryDelayMs } from './backoff.js';
import { endpointAllowed } from './endpoint-rule.js';
import type { PoData } from './order-data.js';
import { orderRequestDocument, WITHHELD } from './order-request.js';
import { decryptSecret, encryptSecret } from './secret-box.js';

const PO: PoData = {
  orderId: 7,
  orderNumber: 'W0000123',
  memberId: '00000000-0000-0000-0000-000000000001',
  contractorId: 42,
  contractorName: 'Fixture Office Depot',
  contractNumber: 'GS-02F-0001A',
  createdAt: new Date('2026-11-28T15:04:05.000Z'),
  deliverBy: '2026-12-15',
  notes: 'Dock B <rear> & ask for "Sam"',
  totalCents: 41_897,
  groupNumber: 'G0000099',
  paymentKind: 'accounting',
  shipTo: {
    name: 'Camp Lejeune supply', kind: 'aac', aac: 'M67001', contactName: 'Pat Buyer', phone: '(910) 555-0142', email: 'pat.buyer@usmc.mil',
    organization: 'USMC Camp Lejeune', line1: 'Building 1011', line2: 'Bay 4', city: 'Camp Lejeune', state: 'NC', zip: '28542', country: 'US',
  },
  accounting: { aac: 'M67001', fundCode: '21', appropriation: '017X1106', objectClass: '26.0', projectJob: '', documentNumber: 'M670016333A001' },
  lines: [
    { lineNumber: 1, offerId: 900_101, partNumber: 'PAP-8511', nsn: '7530-01-234-5678', title: 'Copy paper, 8.5 x 11 & recycled', unitOfIssue: 'BX', quantity: 2, unitPriceCents: 5_000, extendedCents: 10_000, status: 'Submitted', fsc: '7530', requisition: { documentNumber: 'M670016333A001', fundCode: '21', signalCode: 'A', supplementaryAddress: 'M67001', aac: 'M67001' } },
    { lineNumber: 2, offerId: 900_102, partNumber: 'CHR-1', nsn: null, title: 'Task chair', unitOfIssue: 'EA', quantity: 1, unitPriceCents: 31_897, extendedCents: 31_897, status: 'Submitted', fsc: null, requisition: {} },
  ],
};

const PARTIES = {
  from: { domain: 'NetworkID', identity: 'AN-ADVANTAGE' },
  to: { domain: 'DUNS', identity: 'contractor-42' },
  sender: { domain: 'NetworkID', identity: 'AN-ADVANTAGE' },
};

describe('the OrderRequest document', () => {
  const xml = orderRequestDocument(PO, PARTIES, 'se<cr>et&1', '1795000000000.po-W0000123.7@advantage.test', new Date('2026-11-28T15:05:00Z'));
  const root = parseCxml(xml);
  const request = child(root, 'Request', 'OrderRequest')!;
  const header = child(request, 'OrderRequestHeader');

  it('carries the credentials, the secret in Sender only, and a stable payloadID', () => {
    expect(readHeader(root)).toEqual({ payloadId: '1795000000000.po-W0000123.7@advantage.test', from: PARTIES.from, to: PARTIES.to, sender: { ...PARTIES.sender, secret: 'se<cr>et&1' } });
    expect(text(child(root, 'Header', 'Sender', 'UserAgent'))).toBe('Advantage purchase orders');
    expect(orderRequestDocument(PO, PARTIES, WITHHELD, 'p@h')).not.toContain('se&lt;cr&gt;et');
  });

  it('names the order, its date, total, notes, ship-to and bill-to, and the accounting codes', () => {
    expect([attr(header, 'orderID'), attr(header, 'orderDate'), attr(header, 'type')]).toEqual(['W0000123', '2026-11-28T15:04:05.000Z', 'new']);
    expect(readMoney(child(header, 'Total'))).toEqual({ text: '418.97', cents: 41_897, currency: 'USD' });
    expect(text(child(header, 'Comments'))).toBe('Dock B <rear> & ask for "Sam"');
    expect(readAddress(child(header, 'ShipTo'))).toEqual({
      name: 'USMC Camp Lejeune', deliverTo: 'Pat Buyer, Camp Lejeune supply', street: 'Building 1011, Bay 4', city: 'Camp Lejeune', state: 'NC', postalCode: '28542',
      country: 'US', email: 'pat.buyer@usmc.mil', phone: '910 5550142',
    });
    expect(attr(child(header, 'BillTo', 'Address'), 'addressID')).toBe('M67001');
    expect(readExtrinsics(header)).toEqual({
      contractNumber: 'GS-02F-0001A', orderGroupNumber: 'G0000099', paymentKind: 'accounting',
      aac: 'M67001', fundCode: '21', appropriation: '017X1106', objectClass: '26.0', documentNumber: 'M670016333A001',
    });
  });

  it('has one ItemOut per line with quantity, part, offer key, price, description, unit, UNSPSC and the requisition', () => {
    const items = readItemsOut(request).map((i) => [i.lineNumber, i.quantity, i.supplierPartId, i.supplierPartAuxiliaryId, i.unitPrice?.cents]);
    expect(items).toEqual([
      ['1', 2, 'PAP-8511', '900101', 5_000],
      ['2', 1, 'CHR-1', '900102', 31_897],
    ]);
    const [first, second] = children(request, 'ItemOut').map((i) => child(i, 'ItemDetail'));
    expect(attr(children(request, 'ItemOut')[0], 'requestedDeliveryDate')).toBe('2026-12-15');
    expect([text(child(first, 'Description')), text(child(first, 'UnitOfMeasure')), attr(child(first, 'Classification'), 'domain'), text(child(first, 'Classification'))]).toEqual([
      'Copy paper, 8.5 x 11 & recycled', 'BX', 'UNSPSC', '14110000',
    ]);
    expect(readExtrinsics(first)).toEqual({ nsn: '7530-01-234-5678', unitOfIssue: 'BX', documentNumber: 'M670016333A001', fundCode: '21', signalCode: 'A', supplementaryAddress: 'M67001', aac: 'M67001' });
    expect(text(child(second, 'UnitOfMeasure'))).toBe('EA');
    expect(readExtrinsics(second)).toEqual({ unitOfIssue: 'EA' });
  });
});

describe('the shared secret at rest', () => {
  const key = randomBytes(32);
  it('encrypts with a fresh IV each time and decrypts for the same contractor only', () => {
    const a = encryptSecret(key, 5, 'the-contractor-secret');
    const b = encryptSecret(key, 5, 'the-contractor-secret');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('the-contractor-secret');
    expect(decryptSecret(key, 5, a)).toBe('the-contractor-secret');
    expect(() => decryptSecret(key, 6, a)).toThrow('does not decrypt');
    expect(() => decryptSecret(randomBytes(32), 5, a)).toThrow('does not decrypt');
    const [v, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => decryptSecret(key, 5, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow('does not decrypt');
  });
});

describe('the endpoint rule and the retry policy', () => {
  it('allows https, and http only to this machine unless development allows it', () => {
    expect(endpointAllowed('https://orders.example.com/cxml', false)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:8080/x', false)).toBe(true);
    expect(endpointAllowed('http://localhost/x', false)).toBe(true);
    expect(endpointAllowed('http://orders.example.com/cxml', false)).toBe(false);
    expect(endpointAllowed('http://orders.example.com/cxml', true)).toBe(true);
    expect(endpointAllowed('ftp://orders.example.com/', true)).toBe(false);
    expect(endpointAllowed('not a url', true)).toBe(false);
  });

  it('doubles the delay per attempt with jitter, up to an hour, and stops at the window', () => {
    expect(retryDelayMs(1, 5_000, () => 0)).toBe(2_500);
    expect(retryDelayMs(1, 5_000, () => 1)).toBe(5_000);
    expect(retryDelayMs(4, 5_000, () => 1)).toBe(40_000);
    expect(retryDelayMs(30, 5_000, () => 1)).toBe(3_600_000);
    const start = new Date('2026-11-28T00:00:00Z');
    expect(nextAttempt(start, 1, start.getTime() + 1_000, { baseMs: 5_000, retryHours: 24 })).not.toBeNull();
    expect(nextAttempt(start, 1, start.getTime() + 24 * 3_600_000, { baseMs: 5_000, retryHours: 24 })).toBeNull();
  });
});
