import { describe, expect, it } from 'vitest';
import {
  formatShipmentStatus,
  formatSupplyStatus,
  parseShipmentStatus,
  parseSupplyStatus,
  SHIPMENT_STATUS_LAYOUT,
  type ShipmentStatus,
  SUPPLY_STATUS_LAYOUT,
  type SupplyStatus,
} from './milstrip-status.js';

const SUPPLY: SupplyStatus = {
  documentIdentifier: 'AE1',
  routingIdentifier: 'GSA',
  mediaStatus: 'S',
  stockNumber: '7520015194370',
  unitOfIssue: 'DZ',
  quantity: 12,
  documentNumber: 'M2854263320001',
  suffix: '',
  supplementaryAddress: 'FA4600',
  signalCode: 'J',
  fundCode: '21',
  distribution: '',
  projectCode: '',
  priority: '13',
  transactionDay: '333',
  status: 'BV',
  lastRoutingIdentifier: 'GSA',
  estimatedShippingDate: '6340',
  unitPriceCents: 1_234,
};

const SHIPMENT: ShipmentStatus = {
  documentIdentifier: 'AS1',
  routingIdentifier: 'GSA',
  mediaStatus: 'S',
  stockNumber: '7520015194370',
  unitOfIssue: 'DZ',
  quantity: 12,
  documentNumber: 'M2854263320001',
  suffix: 'A',
  supplementaryAddress: 'FA4600',
  holdCode: '',
  fundCode: '21',
  distribution: '',
  shippedDay: '338',
  priority: '13',
  transportationNumber: '1Z999AA10123456',
  modeOfShipment: 'Z',
  availableDay: '337',
};

/** Record positions, 1-based and inclusive. */
const rp = (record: string, from: number, to: number) => record.slice(from - 1, to);

describe('MILSTRIP supply status (AE_)', () => {
  it('puts each field at its record positions and reads the record back to the same fields', () => {
    const record = formatSupplyStatus(SUPPLY);
    expect(record).toHaveLength(80);
    expect(record).toBe('AE1GSAS7520015194370  DZ00012M2854263320001 FA4600J21      13333BVGSA63400001234');
    expect([rp(record, 30, 43), rp(record, 65, 66), rp(record, 70, 73), rp(record, 74, 80)]).toEqual(['M2854263320001', 'BV', '6340', '0001234']);
    expect(parseSupplyStatus(record)).toEqual({ ok: true, status: SUPPLY });
  });

  it('the layout covers rp 1 to 80 once, in order', () => {
    for (const layout of [SUPPLY_STATUS_LAYOUT, SHIPMENT_STATUS_LAYOUT]) {
      let next = 1;
      for (const { from, to } of layout) {
        expect(from).toBe(next);
        next = to + 1;
      }
      expect(next).toBe(81);
    }
  });

  it('writes ammunition above 99,999 in thousands, and no price without a status', () => {
    const ammunition = { ...SUPPLY, stockNumber: '1305010926716', quantity: 1_950_000, unitPriceCents: 0, estimatedShippingDate: '', status: 'BA' };
    const record = formatSupplyStatus(ammunition);
    expect([rp(record, 25, 29), rp(record, 70, 73), rp(record, 74, 80)]).toEqual(['1950M', '    ', '0000000']);
    expect(parseSupplyStatus(record)).toEqual({ ok: true, status: ammunition });
  });

  it('refuses what does not fit its positions rather than write a record that says something else', () => {
    expect(() => formatSupplyStatus({ ...SUPPLY, routingIdentifier: 'GSAX' })).toThrow(RangeError);
    expect(() => formatSupplyStatus({ ...SUPPLY, unitPriceCents: 10_000_000 })).toThrow(RangeError);
    expect(() => formatSupplyStatus({ ...SUPPLY, unitPriceCents: -1 })).toThrow(RangeError);
    expect(() => formatSupplyStatus({ ...SUPPLY, fundCode: 'ß1' })).toThrow(RangeError);
  });

  it('reads only well-formed AE_ records', () => {
    const record = formatSupplyStatus(SUPPLY);
    expect(parseSupplyStatus(record.slice(0, 79))).toEqual({ ok: false, message: 'A supply status (AE_) record has exactly 80 characters; this one has 79.' });
    expect(parseSupplyStatus(`AS1${record.slice(3)}`)).toEqual({ ok: false, message: 'Document identifier "AS1" is not supply status (AE_).' });
    expect(parseSupplyStatus(`${record.slice(0, 24)}00x12${record.slice(29)}`).ok).toBe(false);
    expect(parseSupplyStatus(`${record.slice(0, 73)}00012.3`).ok).toBe(false);
    expect(parseSupplyStatus(`${record.slice(0, 79)}é`).ok).toBe(false);
  });
});

describe('MILSTRIP shipment status (AS_)', () => {
  it('carries the date shipped, the tracking number and the mode of shipment at their positions', () => {
    const record = formatShipmentStatus(SHIPMENT);
    expect(record).toBe('AS1GSAS7520015194370  DZ00012M2854263320001AFA4600 21   338131Z999AA10123456Z337');
    expect([rp(record, 44, 44), rp(record, 57, 59), rp(record, 62, 76), rp(record, 77, 77), rp(record, 78, 80)]).toEqual(['A', '338', '1Z999AA10123456', 'Z', '337']);
    expect(parseShipmentStatus(record)).toEqual({ ok: true, status: SHIPMENT });
  });

  it('a tracking number longer than 15 characters does not fit, and an AE_ record is not shipment status', () => {
    expect(() => formatShipmentStatus({ ...SHIPMENT, transportationNumber: '1Z999AA101234567' })).toThrow(RangeError);
    expect(parseShipmentStatus(formatSupplyStatus(SUPPLY)).ok).toBe(false);
  });
});
