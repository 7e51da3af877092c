import { requisitionCodesSchema, requisitionProblems } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_AAC_GRANTS, DEMO_AACS } from './demo-aacs.js';
import { DEMO_ADDRESSES } from './demo-addresses.js';
import { DEMO_FEDSTRIP_PROFILE } from './demo-fedstrip.js';

describe('FEDSTRIP demo data', () => {
  it('the military buyer’s profile passes every field rule and the rules between codes', () => {
    expect(requisitionCodesSchema.safeParse(DEMO_FEDSTRIP_PROFILE.codes).success).toBe(true);
    const sample = { documentIdentifier: 'A0A', stockNumber: '7510002866985', unitOfIssue: 'BX', quantity: 1, aac: DEMO_FEDSTRIP_PROFILE.aac, ordinalDate: '6001', serial: '0001' } as const;
    expect(requisitionProblems({ ...DEMO_FEDSTRIP_PROFILE.codes, ...sample })).toEqual([]);
  });

  it('is for an AAC the buyer holds in the address book, is granted, and that is not under funds control (orders at once)', () => {
    const { email, aac } = DEMO_FEDSTRIP_PROFILE;
    expect(DEMO_ADDRESSES[email]?.some((a) => a.kind === 'aac' && a.aac === aac)).toBe(true);
    expect(DEMO_AAC_GRANTS).toContainEqual({ email, aac });
    expect(DEMO_AACS.find((a) => a.code === aac)?.fundsControl).toBe(false);
  });
});
