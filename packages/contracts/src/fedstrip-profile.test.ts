import { describe, expect, it } from 'vitest';
import { constantProfileSchema, DEFAULT_CODES } from './fedstrip.js';

const errors = (input: unknown) => {
  const parsed = constantProfileSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
};

describe('the FEDSTRIP constant profile answers every wrong code at once', () => {
  it('signal C without a fund code is reported beside a bad required delivery date', () => {
    expect(errors({ aac: 'M28542', codes: { ...DEFAULT_CODES, signalCode: 'C', fundCode: '', requiredDelivery: 'XYZ' } })).toEqual([
      {
        field: 'codes.requiredDelivery',
        message: 'Required delivery date must be blank (standard delivery), a day of the year 001 to 366, 999, 777, or N or E and 2 digits.',
      },
      { field: 'codes.fundCode', message: 'Signal code C is billed, so a fund code is required.' },
    ]);
  });

  it('a code that breaks its own rule is reported once, not again by a rule between codes', () => {
    expect(errors({ aac: 'M28542', codes: { ...DEFAULT_CODES, signalCode: 'C', fundCode: '2', supplementaryAddress: 'M2', priority: '16' } })).toEqual([
      { field: 'codes.supplementaryAddress', message: 'Supplementary address must be 6 letters or digits (an AAC/DoDAAC), or blank.' },
      { field: 'codes.fundCode', message: 'Fund code must be exactly 2 letters or digits.' },
      { field: 'codes.priority', message: 'Priority must be 01 (highest) to 15.' },
    ]);
  });

  it('a good profile passes, upper-cased', () => {
    expect(constantProfileSchema.parse({ aac: 'm28542', codes: { ...DEFAULT_CODES, signalCode: 'c', fundCode: '21', supplementaryAddress: 'm28543' } })).toMatchObject({
      aac: 'M28542',
      codes: { signalCode: 'C', fundCode: '21', supplementaryAddress: 'M28543' },
    });
  });
});
