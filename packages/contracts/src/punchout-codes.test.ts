import { describe, expect, it } from 'vitest';
import { FSC_TO_UNSPSC, rec20Unit, UNIT_OF_ISSUE_TO_REC20, unspscFor } from './punchout-codes.js';
import { UNITS_OF_ISSUE } from './units-of-issue.js';

describe('punchout code lists', () => {
  it('gives every DoD unit of issue a UN/ECE Rec 20 code', () => {
    const missing = Object.keys(UNITS_OF_ISSUE).filter((code) => !(code in UNIT_OF_ISSUE_TO_REC20));
    expect(missing).toEqual([]);
    for (const code of Object.values(UNIT_OF_ISSUE_TO_REC20)) expect(code).toMatch(/^[A-Z0-9]{2,3}$/);
  });

  it('maps the units a buyer meets most to their common Rec 20 codes', () => {
    expect([rec20Unit('EA'), rec20Unit('DZ'), rec20Unit('BX'), rec20Unit('PR'), rec20Unit('SE'), rec20Unit('GL'), rec20Unit('bt')]).toEqual([
      'EA', 'DZN', 'BX', 'PR', 'SET', 'GLL', 'BO',
    ]);
    expect(rec20Unit('ZZ')).toBe('C62');
  });

  it('gives UNSPSC codes of eight digits and no guess for an unmapped class', () => {
    for (const code of Object.values(FSC_TO_UNSPSC)) expect(code).toMatch(/^\d{8}$/);
    expect(unspscFor('7520')).toBe('44120000');
    expect(unspscFor('9999')).toBeNull();
    expect(unspscFor(null)).toBeNull();
  });
});
