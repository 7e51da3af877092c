import { describe, expect, it } from 'vitest';
import { eligibilitySchema, STATE_INPUTS, validPrograms } from './state-eligibility.js';
import { checkOrderReference, openPrograms, orderProgramText, programCovers, STATE_PROGRAMS, STATE_TEXT } from './state-programs.js';

const laptop = { sin: '33411', topCategory: 'it-hardware', kind: 'product' } as const;
const pens = { sin: '339940', topCategory: 'office-supplies', kind: 'product' } as const;
const guards = { sin: '561612', topCategory: 'services', kind: 'service' } as const;
const gloves = { sin: '339113', topCategory: 'safety-ppe', kind: 'product' } as const;
const stockPens = { sin: 'GSS', topCategory: 'office-supplies', kind: 'product' } as const;
const stockGloves = { sin: 'GSS', topCategory: 'safety-ppe', kind: 'product' } as const;

describe('program scope', () => {
  it('Cooperative Purchasing covers IT and security SINs only', () => {
    expect(programCovers(STATE_PROGRAMS.COOPERATIVE, laptop)).toBe(true);
    expect(programCovers(STATE_PROGRAMS.COOPERATIVE, guards)).toBe(true);
    expect(programCovers(STATE_PROGRAMS.COOPERATIVE, pens)).toBe(false);
    expect(programCovers(STATE_PROGRAMS.COOPERATIVE, stockGloves)).toBe(false);
  });
  it('Disaster Purchasing and Public Health Emergencies cover every schedule and Global Supply stock', () => {
    for (const item of [laptop, pens, guards, gloves, stockPens]) {
      expect(programCovers(STATE_PROGRAMS.DISASTER, item)).toBe(true);
      expect(programCovers(STATE_PROGRAMS.PUBLIC_HEALTH, item)).toBe(true);
    }
  });
  it('the 1122 Program covers mission equipment, never services or office supplies', () => {
    expect(programCovers(STATE_PROGRAMS.P1122, gloves)).toBe(true);
    expect(programCovers(STATE_PROGRAMS.P1122, laptop)).toBe(true);
    expect(programCovers(STATE_PROGRAMS.P1122, stockGloves)).toBe(true);
    expect(programCovers(STATE_PROGRAMS.P1122, guards)).toBe(false);
    expect(programCovers(STATE_PROGRAMS.P1122, pens)).toBe(false);
    expect(programCovers(STATE_PROGRAMS.P1122, stockPens)).toBe(false);
  });
  it('an offer is open under the programs both it and the member have, in table order', () => {
    expect(openPrograms(['P1122', 'DISASTER', 'COOPERATIVE'], ['COOPERATIVE', 'P1122'])).toEqual(['COOPERATIVE', 'P1122']);
    expect(openPrograms(['PUBLIC_HEALTH'], ['COOPERATIVE', 'DISASTER'])).toEqual([]);
    expect(openPrograms([], ['COOPERATIVE'])).toEqual([]);
  });
});

describe('what an order cites', () => {
  it('Cooperative Purchasing cites nothing', () => {
    expect(checkOrderReference({ program: 'COOPERATIVE', reference: 'ignored' }, null)).toEqual({ ok: true, value: { program: 'COOPERATIVE', purpose: null, reference: null } });
  });
  it('Disaster Purchasing needs a purpose, and a major-disaster declaration for recovery', () => {
    expect(checkOrderReference({ program: 'DISASTER' }, null)).toEqual({ ok: false, errors: [{ field: 'purpose', message: STATE_TEXT.purposeRequired }] });
    expect(checkOrderReference({ program: 'DISASTER', purpose: 'preparation' }, null)).toMatchObject({ ok: true, value: { purpose: 'preparation', reference: null } });
    expect(checkOrderReference({ program: 'DISASTER', purpose: 'response', reference: 'em-3592-tx' }, null)).toMatchObject({ ok: true, value: { reference: 'EM-3592-TX' } });
    expect(checkOrderReference({ program: 'DISASTER', purpose: 'recovery' }, null)).toEqual({ ok: false, errors: [{ field: 'reference', message: STATE_TEXT.declarationRequired }] });
    expect(checkOrderReference({ program: 'DISASTER', purpose: 'recovery', reference: 'EM-3592-TX' }, null)).toEqual({ ok: false, errors: [{ field: 'reference', message: STATE_TEXT.declarationRequired }] });
    // FEMA's form names the state: a number alone is not a declaration reference, for any purpose.
    expect(checkOrderReference({ program: 'DISASTER', purpose: 'recovery', reference: 'DR-4673' }, null)).toEqual({ ok: false, errors: [{ field: 'reference', message: STATE_TEXT.declarationFormat }] });
    expect(checkOrderReference({ program: 'DISASTER', purpose: 'response', reference: 'EM-3592' }, null)).toEqual({ ok: false, errors: [{ field: 'reference', message: STATE_TEXT.declarationFormat }] });
    expect(checkOrderReference({ program: 'DISASTER', purpose: 'recovery', reference: '4673' }, null)).toEqual({ ok: false, errors: [{ field: 'reference', message: STATE_TEXT.declarationFormat }] });
    expect(checkOrderReference({ program: 'DISASTER', purpose: 'recovery', reference: 'DR-4673-FL' }, null)).toEqual({ ok: true, value: { program: 'DISASTER', purpose: 'recovery', reference: 'DR-4673-FL' } });
    // The state a declaration names is a state or territory: a made-up DR-9999-ZZ is refused by its form.
    expect(checkOrderReference({ program: 'DISASTER', purpose: 'recovery', reference: 'DR-9999-ZZ' }, null)).toEqual({ ok: false, errors: [{ field: 'reference', message: STATE_TEXT.declarationState('ZZ') }] });
  });
  it('Public Health Emergencies cite the grant', () => {
    expect(checkOrderReference({ program: 'PUBLIC_HEALTH' }, null)).toEqual({ ok: false, errors: [{ field: 'reference', message: STATE_TEXT.grantRequired }] });
    expect(checkOrderReference({ program: 'PUBLIC_HEALTH', reference: 'x!' }, null)).toEqual({ ok: false, errors: [{ field: 'reference', message: STATE_TEXT.grantFormat }] });
    expect(checkOrderReference({ program: 'PUBLIC_HEALTH', reference: 'nu90tp922018' }, null)).toMatchObject({ ok: true, value: { reference: 'NU90TP922018' } });
  });
  it('the 1122 Program cites the member’s validated DoDAAC, not what the form says', () => {
    expect(checkOrderReference({ program: 'P1122', reference: '3AZZZZ' }, '3AB12C')).toEqual({ ok: true, value: { program: 'P1122', purpose: null, reference: '3AB12C' } });
    expect(checkOrderReference({ program: 'P1122' }, null)).toEqual({ ok: false, errors: [{ field: 'program', message: STATE_TEXT.dodaacRequired }] });
    // A stored DoDAAC that is not a 1122-program one (not 3A…) carries no order, whatever put it there.
    expect(checkOrderReference({ program: 'P1122' }, 'W91ABC')).toEqual({ ok: false, errors: [{ field: 'program', message: STATE_TEXT.dodaacInvalid('W91ABC') }] });
  });
  it('an unknown program is refused', () => {
    expect(checkOrderReference({ program: 'FEDERAL' }, null)).toEqual({ ok: false, errors: [{ field: 'program', message: STATE_TEXT.programRequired }] });
  });
});

describe('eligibility form', () => {
  const good = { agencyId: 'tx-county-travis-county', jurisdiction: 'tx', programs: ['DISASTER', 'COOPERATIVE'], certify: true };
  const body = STATE_INPUTS['state/stateValidation']?.body;
  const problems = (value: object) => {
    const r = body?.safeParse(value);
    return r?.success ? [] : (r?.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) ?? []);
  };

  it('accepts an entity on the list in its state, programs in table order', () => {
    expect(eligibilitySchema.parse(good)).toMatchObject({ jurisdiction: 'TX', programs: ['COOPERATIVE', 'DISASTER'] });
    expect(body?.parse({})).toBeUndefined();
  });
  it('names each problem under its field', () => {
    expect(problems({ ...good, agencyId: 'tx-county-nowhere' })).toEqual([{ field: 'agencyId', message: STATE_TEXT.agencyUnknown }]);
    expect(problems({ ...good, jurisdiction: 'CA' })).toEqual([{ field: 'agencyId', message: STATE_TEXT.agencyWrongState('Travis County', 'California') }]);
    expect(problems({ ...good, programs: [] })).toEqual([{ field: 'programs', message: STATE_TEXT.programsRequired }]);
    expect(problems({ ...good, certify: false })).toEqual([{ field: 'certify', message: STATE_TEXT.certifyRequired }]);
    expect(problems({ ...good, programs: ['P1122'] })).toEqual([{ field: 'dodaac1122', message: STATE_TEXT.dodaacRequired }]);
    expect(problems({ ...good, programs: ['P1122'], dodaac1122: 'W91ABC' })).toEqual([{ field: 'dodaac1122', message: STATE_TEXT.dodaacFormat }]);
    expect(problems({ ...good, programs: ['P1122'], dodaac1122: '3ab12c' })).toEqual([]);
  });
  it('a validation past its expiry lets the member order under no program', () => {
    const v = { programs: ['COOPERATIVE'] as const, expiresAt: '2026-06-01T00:00:00.000Z' };
    expect(validPrograms({ ...v, programs: [...v.programs] }, Date.parse('2026-05-31T23:59:59Z'))).toEqual(['COOPERATIVE']);
    expect(validPrograms({ ...v, programs: [...v.programs] }, Date.parse('2026-06-01T00:00:00Z'))).toEqual([]);
    expect(validPrograms(null, 0)).toEqual([]);
  });
});

describe('an order’s program as its pages show it', () => {
  it('names the program with what the order cited', () => {
    expect(orderProgramText('COOPERATIVE', null, null)).toBe('Cooperative Purchasing');
    expect(orderProgramText('DISASTER', 'recovery', 'DR-4673-FL')).toBe('Disaster Purchasing, recovery, declaration DR-4673-FL');
    expect(orderProgramText('PUBLIC_HEALTH', null, 'NU90TP922018')).toBe('Public Health Emergencies, grant NU90TP922018');
    expect(orderProgramText('P1122', null, '3AB12C')).toBe('1122 Program, DoDAAC 3AB12C');
    expect(orderProgramText(null, null, null)).toBeNull();
    expect(orderProgramText('UNKNOWN', null, null)).toBeNull();
  });
});
