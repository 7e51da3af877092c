import { describe, expect, it } from 'vitest';
import { ordinalDate, type Requisition, type RequisitionField } from './fedstrip-record.js';
import { documentIdentifierFor, FIELD_RULES, normalizeStockNumber, requisitionProblems, stockNumberText } from './fedstrip-rules.js';
import { stateTimeZone } from './time-zones.js';

const good: Requisition = {
  documentIdentifier: 'A0A', routingIdentifier: 'GSA', mediaStatus: 'S', stockNumber: '7510002866985', unitOfIssue: 'BX', quantity: 12,
  aac: 'M28542', ordinalDate: '6330', serial: '0001', demandCode: 'R', supplementaryAddress: '', signalCode: 'A', fundCode: '21',
  distribution: '', projectCode: '', priority: '13', requiredDelivery: '', adviceCode: '',
};

/** Valid and invalid samples per field, with the message a buyer reads for the invalid ones. */
const SAMPLES: { [F in RequisitionField]: { valid: Requisition[F][]; invalid: [Requisition[F], string][] } } = {
  documentIdentifier: { valid: ['A0A', 'A01', 'A0D', 'A04', 'A0E', 'A05'], invalid: [['AC1' as never, 'Document identifier must be A0A, A01, A0D, A04, A0E or A05.']] },
  routingIdentifier: { valid: ['GSA', 'S9I', 'SMS'], invalid: [['GS', 'Routing identifier must be exactly 3 letters or digits (the supply source the requisition goes to).'], ['gs-', 'Routing identifier must be exactly 3 letters or digits (the supply source the requisition goes to).']] },
  mediaStatus: { valid: ['S', '2'], invalid: [['', 'Media and status must be 1 letter or digit.'], ['SS', 'Media and status must be 1 letter or digit.']] },
  stockNumber: {
    valid: ['7510002866985', '751000286698500', '75100128A6985', 'HEW-CF258X', 'A/B.1'],
    invalid: [['', 'Enter an NSN or a part number.'], ['-ABC', 'Enter a 13-digit NSN such as 7510-00-286-6985, or a part number of at most 15 letters, digits, hyphens, slashes or periods.'], ['ABCDEFGHIJKLMNOP', 'Enter a 13-digit NSN such as 7510-00-286-6985, or a part number of at most 15 letters, digits, hyphens, slashes or periods.']],
  },
  unitOfIssue: { valid: ['EA', 'BX', 'DZ', 'PG'], invalid: [['', 'Choose a unit of issue.'], ['QQ', 'QQ is not a unit of issue code. Choose one from the list of valid units of issue.'], ['E', 'E is not a unit of issue code. Choose one from the list of valid units of issue.']] },
  quantity: { valid: [1, 99_999], invalid: [[0, 'Quantity must be a whole number of at least 1.'], [1.5, 'Quantity must be a whole number of at least 1.']] },
  aac: { valid: ['M28542', '47QSMA'], invalid: [['M2854', 'AAC/DoDAAC must be exactly 6 letters or digits.'], ['m28542', 'AAC/DoDAAC must be exactly 6 letters or digits.']] },
  ordinalDate: { valid: ['6001', '4366'], invalid: [['6000', 'The document date must be YDDD: the last digit of the year and the day 001 to 366.'], ['6367', 'The document date must be YDDD: the last digit of the year and the day 001 to 366.']] },
  serial: { valid: ['0001', 'A9Z0'], invalid: [['001', 'The serial number must be 4 letters or digits.']] },
  demandCode: { valid: ['R', 'N'], invalid: [['', 'Demand code is required: R (recurring) or N (nonrecurring).'], ['X', 'Demand code is required: R (recurring) or N (nonrecurring).']] },
  supplementaryAddress: { valid: ['', 'N00189'], invalid: [['N0018', 'Supplementary address must be 6 letters or digits (an AAC/DoDAAC), or blank.']] },
  signalCode: { valid: ['A', 'B', 'C', 'D', 'J', 'K', 'L', 'M'], invalid: [['E', 'Signal code must be A, B, C, D, J, K, L or M.'], ['', 'Signal code must be A, B, C, D, J, K, L or M.']] },
  fundCode: { valid: ['', '21', 'XP'], invalid: [['2', 'Fund code must be exactly 2 letters or digits.'], ['2#', 'Fund code must be exactly 2 letters or digits.']] },
  distribution: { valid: ['', 'V', 'Q12'], invalid: [['Q123', 'Distribution has at most 3 letters or digits.']] },
  projectCode: { valid: ['', '3AD'], invalid: [['3A', 'Project code must be 3 letters or digits, or blank.']] },
  priority: { valid: ['01', '08', '15'], invalid: [['00', 'Priority must be 01 (highest) to 15.'], ['16', 'Priority must be 01 (highest) to 15.'], ['1', 'Priority must be 01 (highest) to 15.']] },
  requiredDelivery: {
    valid: ['', '001', '366', '777', 'N10', 'E05'],
    invalid: [['367', 'Required delivery date must be blank (standard delivery), a day of the year 001 to 366, 999, 777, or N or E and 2 digits.'], ['N1', 'Required delivery date must be blank (standard delivery), a day of the year 001 to 366, 999, 777, or N or E and 2 digits.']],
  },
  adviceCode: { valid: ['', '2L', '2A'], invalid: [['L2', 'Advice code must be a digit and a letter or digit, for example 2L, or blank.'], ['2', 'Advice code must be a digit and a letter or digit, for example 2L, or blank.']] },
};

describe('field rules', () => {
  for (const field of Object.keys(SAMPLES) as RequisitionField[]) {
    it(`${field}: valid samples pass, invalid ones give the buyer-facing message`, () => {
      const rule = FIELD_RULES[field] as (v: unknown) => string | undefined;
      const samples = SAMPLES[field] as { valid: unknown[]; invalid: [unknown, string][] };
      for (const v of samples.valid) expect(rule(v), String(v)).toBeUndefined();
      for (const [v, message] of samples.invalid) {
        expect(rule(v)).toBe(message);
        expect(requisitionProblems({ ...good, [field]: v })).toContainEqual({ field, message });
      }
    });
  }
});

describe('rules between fields', () => {
  it('A0A and A01 need an NSN; A0D and A04 refuse one', () => {
    expect(requisitionProblems({ ...good, stockNumber: 'HEW-CF258X' })).toEqual([
      { field: 'stockNumber', message: 'A0A orders by NSN. Enter the 13-digit NSN, or order the part number with A0D (A04 overseas).' },
    ]);
    expect(requisitionProblems({ ...good, documentIdentifier: 'A04' })).toEqual([{ field: 'stockNumber', message: 'This is an NSN; order it with A0A (A01 overseas), not A04.' }]);
    expect(requisitionProblems({ ...good, documentIdentifier: 'A0E', stockNumber: 'HEW-CF258X' })).toEqual([]);
  });

  it('a billed signal needs a fund code; free issue has none', () => {
    for (const signalCode of ['A', 'C']) {
      expect(requisitionProblems({ ...good, signalCode, fundCode: '' })).toEqual([{ field: 'fundCode', message: `Signal code ${signalCode} is billed, so a fund code is required.` }]);
    }
    expect(requisitionProblems({ ...good, signalCode: 'D' })).toEqual([{ field: 'fundCode', message: 'Signal code D is free issue; leave the fund code blank.' }]);
    expect(requisitionProblems({ ...good, signalCode: 'D', fundCode: '' })).toEqual([]);
  });

  it('signals that name the supplementary address need one', () => {
    expect(requisitionProblems({ ...good, signalCode: 'J' })).toEqual([
      { field: 'supplementaryAddress', message: 'Signal code J ships to or bills the supplementary address; enter its AAC/DoDAAC.' },
    ]);
    expect(requisitionProblems({ ...good, signalCode: 'J', supplementaryAddress: 'N00189' })).toEqual([]);
  });

  it('quantity above 99,999: refused, except ammunition in whole thousands', () => {
    expect(requisitionProblems({ ...good, quantity: 100_000 })).toEqual([{ field: 'quantity', message: 'Quantity cannot be more than 99,999. Submit another requisition for the rest.' }]);
    const ammo = { ...good, stockNumber: '1305000123456' };
    expect(requisitionProblems({ ...ammo, quantity: 1_950_000 })).toEqual([]);
    expect(requisitionProblems({ ...ammo, quantity: 1_950_001 })[0]?.field).toBe('quantity');
    expect(requisitionProblems({ ...ammo, quantity: 10_000_000 })[0]?.field).toBe('quantity');
    expect(requisitionProblems({ ...good, stockNumber: '5330000123456', quantity: 200_000 })).toEqual([]);
  });

  it('999 and N deliveries need a high priority', () => {
    expect(requisitionProblems({ ...good, requiredDelivery: '999' })).toEqual([{ field: 'requiredDelivery', message: 'Required delivery 999 (not mission capable) needs priority 01 to 04.' }]);
    expect(requisitionProblems({ ...good, requiredDelivery: '999', priority: '03' })).toEqual([]);
    expect(requisitionProblems({ ...good, requiredDelivery: 'N05', priority: '09' })[0]?.field).toBe('requiredDelivery');
  });
});

describe('keyed stock numbers and document identifiers', () => {
  it('normalizes NSNs keyed with hyphens or blanks; leaves part numbers as keyed (upper case)', () => {
    expect(normalizeStockNumber(' 7510-00-286-6985 ')).toBe('7510002866985');
    expect(normalizeStockNumber('7510 00 286 6985')).toBe('7510002866985');
    expect(normalizeStockNumber('hew-cf258x')).toBe('HEW-CF258X');
    expect(stockNumberText('7510002866985')).toBe('7510-00-286-6985');
    expect(stockNumberText('HEW-CF258X')).toBe('HEW-CF258X');
  });

  it('picks the document identifier from NSN/part, overseas and exception data', () => {
    expect(documentIdentifierFor('7510002866985', false, false)).toBe('A0A');
    expect(documentIdentifierFor('7510002866985', true, false)).toBe('A01');
    expect(documentIdentifierFor('HEW-CF258X', false, false)).toBe('A0D');
    expect(documentIdentifierFor('HEW-CF258X', true, false)).toBe('A04');
    expect(documentIdentifierFor('7510002866985', false, true)).toBe('A0E');
    expect(documentIdentifierFor('HEW-CF258X', true, true)).toBe('A05');
  });
});

describe('the document date is the requisitioner’s day', () => {
  it('counts the day of the year in the time zone of the AAC’s state', () => {
    const lateInUtc = new Date('2026-11-27T22:30:00Z');
    expect(ordinalDate(lateInUtc)).toBe('6331');
    expect(ordinalDate(lateInUtc, stateTimeZone('GU'))).toBe('6332');
    expect(ordinalDate(new Date('2026-11-29T06:00:00Z'), stateTimeZone('HI'))).toBe('6332');
    expect(ordinalDate(new Date('2027-01-01T03:00:00Z'), stateTimeZone('CA'))).toBe('6365');
    expect(stateTimeZone('ZZ')).toBe('UTC');
    expect(stateTimeZone('ap')).toBe('Asia/Tokyo');
  });
});
