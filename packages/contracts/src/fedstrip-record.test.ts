import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requisitionLineSchema } from './fedstrip.js';
import {
  AMMUNITION_QUANTITY_MAX, type Requisition, DOCUMENT_IDENTIFIERS, formatQuantity, formatRequisition, isAmmunition, isNsn, ordinalDate, parseRequisition,
  RECORD_LAYOUT,
} from './fedstrip-record.js';
import { documentIdentifierFor, requisitionProblems } from './fedstrip-rules.js';
import { UNITS_OF_ISSUE } from './units-of-issue.js';

const base: Requisition = {
  documentIdentifier: 'A0A',
  routingIdentifier: 'GSA',
  mediaStatus: 'S',
  stockNumber: '7510002866985',
  unitOfIssue: 'BX',
  quantity: 12,
  aac: 'M28542',
  ordinalDate: '6330',
  serial: '0001',
  demandCode: 'R',
  supplementaryAddress: '',
  signalCode: 'A',
  fundCode: '21',
  distribution: '',
  projectCode: '',
  priority: '13',
  requiredDelivery: '',
  adviceCode: '',
};

/** Positions 1-based inclusive, as the manuals count them. */
const rp = (record: string, from: number, to: number) => record.slice(from - 1, to);

describe('golden records, position by position', () => {
  it('A0A: CONUS requisition by NSN', () => {
    const record = formatRequisition(base);
    expect(record).toBe('A0AGSAS7510002866985  BX00012M2854263300001R      A21      13     '.padEnd(80, ' '));
    expect(rp(record, 1, 3)).toBe('A0A');
    expect(rp(record, 4, 6)).toBe('GSA');
    expect(rp(record, 7, 7)).toBe('S');
    expect(rp(record, 8, 11)).toBe('7510'); // FSC
    expect(rp(record, 12, 20)).toBe('002866985'); // NIIN
    expect(rp(record, 21, 22)).toBe('  '); // no SMIC
    expect(rp(record, 23, 24)).toBe('BX');
    expect(rp(record, 25, 29)).toBe('00012');
    expect(rp(record, 30, 35)).toBe('M28542');
    expect(rp(record, 36, 39)).toBe('6330');
    expect(rp(record, 40, 43)).toBe('0001');
    expect(rp(record, 44, 44)).toBe('R');
    expect(rp(record, 45, 50)).toBe('      ');
    expect(rp(record, 51, 51)).toBe('A');
    expect(rp(record, 52, 53)).toBe('21');
    expect(rp(record, 54, 56)).toBe('   ');
    expect(rp(record, 57, 59)).toBe('   ');
    expect(rp(record, 60, 61)).toBe('13');
    expect(rp(record, 62, 64)).toBe('   ');
    expect(rp(record, 65, 66)).toBe('  ');
    expect(rp(record, 67, 80)).toBe(' '.repeat(14));
  });

  it('A01: overseas requisition by NSN with SMIC, free issue to a supplementary address, NMCS', () => {
    const r: Requisition = {
      ...base, documentIdentifier: 'A01', stockNumber: '530501234567800', unitOfIssue: 'HD', quantity: 3, supplementaryAddress: 'N00189',
      signalCode: 'M', fundCode: '', distribution: 'V', projectCode: '3AD', priority: '02', requiredDelivery: '999', adviceCode: '2L', serial: 'A123',
    };
    const record = formatRequisition(r);
    expect(record).toBe('A01GSAS530501234567800HD00003M285426330A123RN00189M  V  3AD02999'.padEnd(64, ' ') + '2L'.padEnd(16, ' '));
    expect(rp(record, 1, 3)).toBe('A01');
    expect(rp(record, 8, 22)).toBe('530501234567800');
    expect(rp(record, 21, 22)).toBe('00'); // SMIC
    expect(rp(record, 23, 24)).toBe('HD');
    expect(rp(record, 25, 29)).toBe('00003');
    expect(rp(record, 40, 43)).toBe('A123');
    expect(rp(record, 45, 50)).toBe('N00189');
    expect(rp(record, 51, 51)).toBe('M');
    expect(rp(record, 52, 53)).toBe('  ');
    expect(rp(record, 54, 56)).toBe('V  ');
    expect(rp(record, 57, 59)).toBe('3AD');
    expect(rp(record, 60, 61)).toBe('02');
    expect(rp(record, 62, 64)).toBe('999');
    expect(rp(record, 65, 66)).toBe('2L');
    expect(requisitionProblems(r)).toEqual([]);
  });

  it('A0D: CONUS requisition by part number, left-justified and blank-filled', () => {
    const r: Requisition = { ...base, documentIdentifier: 'A0D', stockNumber: 'HEW-CF258X', unitOfIssue: 'EA', quantity: 1, demandCode: 'N' };
    const record = formatRequisition(r);
    expect(rp(record, 1, 3)).toBe('A0D');
    expect(rp(record, 8, 22)).toBe('HEW-CF258X     ');
    expect(rp(record, 23, 24)).toBe('EA');
    expect(rp(record, 25, 29)).toBe('00001');
    expect(rp(record, 44, 44)).toBe('N');
    expect(record).toHaveLength(80);
  });

  it('A04: overseas requisition by part number, billed to the supplementary address', () => {
    const r: Requisition = { ...base, documentIdentifier: 'A04', stockNumber: '12345/ABC.9', signalCode: 'B', supplementaryAddress: 'FB4800', fundCode: 'XP', requiredDelivery: '045' };
    const record = formatRequisition(r);
    expect(rp(record, 1, 3)).toBe('A04');
    expect(rp(record, 8, 22)).toBe('12345/ABC.9    ');
    expect(rp(record, 45, 50)).toBe('FB4800');
    expect(rp(record, 51, 53)).toBe('BXP');
    expect(rp(record, 62, 64)).toBe('045');
  });

  it('A0E: CONUS requisition with exception data; ammunition in thousands (M in rp29)', () => {
    const r: Requisition = { ...base, documentIdentifier: 'A0E', stockNumber: '1305000123456', unitOfIssue: 'EA', quantity: 1_950_000 };
    const record = formatRequisition(r);
    expect(rp(record, 1, 3)).toBe('A0E');
    expect(rp(record, 25, 29)).toBe('1950M');
    expect(parseRequisition(record)).toEqual({ ok: true, requisition: r });
  });

  it('A05: overseas requisition with exception data, priority and N-delivery', () => {
    const r: Requisition = { ...base, documentIdentifier: 'A05', priority: '05', requiredDelivery: 'N10', adviceCode: '2A', distribution: 'Q1' };
    const record = formatRequisition(r);
    expect(rp(record, 1, 3)).toBe('A05');
    expect(rp(record, 54, 56)).toBe('Q1 ');
    expect(rp(record, 60, 66)).toBe('05N102A');
    expect(parseRequisition(record)).toEqual({ ok: true, requisition: r });
  });

  it('the layout covers positions 1 to 66 with no gap or overlap', () => {
    let next = 1;
    for (const { from, to } of RECORD_LAYOUT) {
      expect(from).toBe(next);
      next = to + 1;
    }
    expect(next).toBe(67);
  });

  it('ordinal dates: last digit of the year and the day of the year', () => {
    expect(ordinalDate(new Date('2010-01-05T12:00:00Z'))).toBe('0005');
    expect(ordinalDate(new Date('2009-02-21T00:00:00Z'))).toBe('9052');
    expect(ordinalDate(new Date('2024-12-31T23:59:59Z'))).toBe('4366');
    expect(ordinalDate(new Date('2026-11-26T01:00:00Z'))).toBe('6330');
  });

  it('quantities: zero-filled, thousands with M', () => {
    expect(formatQuantity(1)).toBe('00001');
    expect(formatQuantity(99_999)).toBe('99999');
    expect(formatQuantity(100_000)).toBe('0100M');
    expect(formatQuantity(9_999_000)).toBe('9999M');
  });

  it('parse refuses records that are not requisitions', () => {
    expect(parseRequisition('A0A')).toMatchObject({ ok: false, message: 'A requisition record has exactly 80 characters; this one has 3.' });
    expect(parseRequisition('AC1'.padEnd(80, ' '))).toMatchObject({ ok: false });
    expect(parseRequisition(formatRequisition(base).slice(0, 79) + 'X')).toMatchObject({ ok: false, message: 'Record positions 67 to 80 must be blank on a requisition.' });
    expect(parseRequisition(formatRequisition(base).replace('00012', '0012 '))).toMatchObject({ ok: false });
    expect(parseRequisition(formatRequisition(base).replace('GSA', 'GSÄ'))).toMatchObject({ ok: false });
  });

  it('formatting refuses a value longer than its positions instead of truncating it', () => {
    expect(() => formatRequisition({ ...base, stockNumber: 'X'.repeat(16) })).toThrow(RangeError);
  });
});

/** Arbitrary valid requisitions: every field drawn from what its rule accepts, cross rules applied. */
const alnum = (n: number) => fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), minLength: n, maxLength: n });
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const nsn = fc.tuple(digits(13), fc.option(alnum(2), { nil: '' })).map(([n, smic]) => n + smic);
const partNumber = fc
  .tuple(alnum(1), fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/.'), maxLength: 14 }))
  .map(([a, b]) => a + b)
  .filter((p) => !isNsn(p));
const requisition: fc.Arbitrary<Requisition> = fc
  .record({
    overseas: fc.boolean(),
    exception: fc.boolean(),
    byNsn: fc.boolean(),
    nsn,
    partNumber,
    routingIdentifier: alnum(3),
    mediaStatus: alnum(1),
    unitOfIssue: fc.constantFrom(...Object.keys(UNITS_OF_ISSUE)),
    quantity: fc.integer({ min: 1, max: 99_999 }),
    thousands: fc.integer({ min: 100, max: 9_999 }),
    aac: alnum(6),
    ordinalDate: fc.tuple(digits(1), fc.integer({ min: 1, max: 366 })).map(([y, d]) => y + String(d).padStart(3, '0')),
    serial: alnum(4),
    demandCode: fc.constantFrom('R', 'N'),
    supplementaryAddress: alnum(6),
    signalCode: fc.constantFrom('A', 'B', 'C', 'D', 'J', 'K', 'L', 'M'),
    fundCode: alnum(2),
    distribution: fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), maxLength: 3 }),
    projectCode: fc.option(alnum(3), { nil: '' }),
    priority: fc.integer({ min: 1, max: 15 }).map((p) => String(p).padStart(2, '0')),
    requiredDelivery: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 366 }).map((d) => String(d).padStart(3, '0')), fc.constant('777'), digits(2).map((d) => `E${d}`)),
    adviceCode: fc.option(fc.tuple(digits(1), alnum(1)).map(([a, b]) => a + b), { nil: '' }),
  })
  .map((v) => {
    const stockNumber = v.byNsn ? v.nsn : v.partNumber;
    const free = v.signalCode === 'D' || v.signalCode === 'M';
    return {
      documentIdentifier: documentIdentifierFor(stockNumber, v.overseas, v.exception),
      routingIdentifier: v.routingIdentifier,
      mediaStatus: v.mediaStatus,
      stockNumber,
      unitOfIssue: v.unitOfIssue,
      quantity: isAmmunition(stockNumber) && v.thousands > 5_000 ? v.thousands * 1000 : v.quantity,
      aac: v.aac,
      ordinalDate: v.ordinalDate,
      serial: v.serial,
      demandCode: v.demandCode,
      supplementaryAddress: v.supplementaryAddress,
      signalCode: v.signalCode,
      fundCode: free ? '' : v.fundCode,
      distribution: v.distribution,
      projectCode: v.projectCode,
      priority: v.priority,
      requiredDelivery: v.requiredDelivery,
      adviceCode: v.adviceCode,
    };
  });

describe('format and parse, property-tested', () => {
  it('the generator only makes requisitions the rules accept', () => {
    fc.assert(
      fc.property(requisition, (r) => {
        expect(requisitionProblems(r)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('every record is exactly 80 ASCII characters and parses back to the same fields', () => {
    fc.assert(
      fc.property(requisition, (r) => {
        const record = formatRequisition(r);
        expect(record).toHaveLength(80);
        expect(record).toMatch(/^[\x20-\x7E]{80}$/);
        expect(parseRequisition(record)).toEqual({ ok: true, requisition: r });
      }),
      { numRuns: 2000 },
    );
  });

  it('formatting a parsed record gives the record back', () => {
    fc.assert(
      fc.property(requisition, (r) => {
        const record = formatRequisition(r);
        const parsed = parseRequisition(record);
        expect(parsed.ok && formatRequisition(parsed.requisition)).toBe(record);
      }),
      { numRuns: 1000 },
    );
  });

  it('document identifiers cover NSN/part, CONUS/overseas and exception data', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(requisition, (r) => {
        seen.add(r.documentIdentifier);
      }),
      { numRuns: 500 },
    );
    expect([...seen].sort()).toEqual([...DOCUMENT_IDENTIFIERS].sort());
  });
});

describe('rules, property-tested with what a clerk must not get through', () => {
  // Letters that upper-case into ASCII (ß → SS, ﬁ → FI, ı → I, ſ → S) and other non-ASCII a keyboard can send.
  // (A non-breaking space is not among them: blanks around a code are trimmed, as spaces are.)
  const foreign = fc.constantFrom('ß', 'ﬁ', 'ı', 'ſ', 'é', 'Ä', 'ø', 'Ω', '１');
  const codeFields = ['routingIdentifier', 'mediaStatus', 'supplementaryAddress', 'fundCode', 'projectCode', 'adviceCode', 'distribution'] as const;

  it('a code holding a non-ASCII character is refused on its field through the input schema, never upper-cased into another code', () => {
    fc.assert(
      fc.property(requisition, fc.constantFrom(...codeFields), fc.nat(), foreign, (r, field, at, letter) => {
        const text = r[field].toLowerCase();
        const cut = at % (text.length + 1);
        const keyed = text.slice(0, cut) + letter + text.slice(cut);
        const result = requisitionLineSchema.safeParse({ stockNumber: r.stockNumber, quantity: 1, unitOfIssue: r.unitOfIssue, codes: { [field]: keyed } });
        expect(result.success).toBe(false);
        if (!result.success) expect(result.error.issues.map((i) => i.path.join('.'))).toContain(`codes.${field}`);
      }),
      { numRuns: 300 },
    );
  });

  it('a quantity out of range is refused by rule, never formatted into a record it does not fit', () => {
    const outOfRange = fc.oneof(
      fc.integer({ min: 100_000, max: 9_999_999 }).filter((q) => q % 1000 !== 0),
      fc.integer({ min: 100, max: 9_999 }).map((t) => t * 1000),
      fc.integer({ min: -5, max: 0 }),
    );
    fc.assert(
      fc.property(requisition, outOfRange, (r, quantity) => {
        const changed = { ...r, quantity };
        const problems = requisitionProblems(changed);
        // Ammunition in whole thousands up to the most the M rule holds is the one way above 99,999.
        if (quantity > 0 && quantity % 1000 === 0 && isAmmunition(r.stockNumber) && quantity <= AMMUNITION_QUANTITY_MAX) {
          expect(problems).toEqual([]);
          expect(parseRequisition(formatRequisition(changed))).toEqual({ ok: true, requisition: changed });
        } else {
          expect(problems.map((p) => p.field)).toContain('quantity');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
