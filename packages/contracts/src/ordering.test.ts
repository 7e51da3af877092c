import { describe, expect, it } from 'vitest';
import { checkQuickOrderRow, parsePastedRows, QUICK_ORDER_TEXT } from './ordering.js';

describe('quick order rows', () => {
  it('splits pasted lines on tabs, commas or spaces, skipping blank lines', () => {
    const text = 'GS-02F-0001X\tFX-900001\t2\r\n\n47QSWA20D00FX, 7530-01-579-0001 , 10\nGS-FX-GSS01   ABC 123 X   5\nGS-02F-0001X FX-1\n';
    expect(parsePastedRows(text)).toEqual([
      { contractNumber: 'GS-02F-0001X', partNumber: 'FX-900001', quantity: '2' },
      { contractNumber: '47QSWA20D00FX', partNumber: '7530-01-579-0001', quantity: '10' },
      // With spaces, the words between the contract number and the quantity are the part number.
      { contractNumber: 'GS-FX-GSS01', partNumber: 'ABC 123 X', quantity: '5' },
      { contractNumber: 'GS-02F-0001X', partNumber: 'FX-1', quantity: '' },
    ]);
  });

  it('checks each row with the docs/product/validation-rules.md rules and normalizes it for the lookup', () => {
    expect(checkQuickOrderRow({ contractNumber: ' gs-02f-0001x ', partNumber: '7530-01-579-0001', quantity: '0003' })).toEqual({
      ok: true,
      row: { contractNumber: 'GS-02F-0001X', partNumberNorm: '7530015790001', nsnNorm: '7530015790001', quantity: 3 },
    });
    expect(checkQuickOrderRow({ contractNumber: 'GS-02F-0001X', partNumber: 'ab-12/c', quantity: '1' })).toMatchObject({ ok: true, row: { partNumberNorm: 'AB12C', nsnNorm: undefined } });
    expect(checkQuickOrderRow({ contractNumber: '', partNumber: 'X', quantity: '1' })).toEqual({ ok: false, message: QUICK_ORDER_TEXT.contractMissing });
    expect(checkQuickOrderRow({ contractNumber: 'GS 02F', partNumber: 'X', quantity: '1' })).toMatchObject({ ok: false, message: expect.stringContaining('contract number') });
    expect(checkQuickOrderRow({ contractNumber: 'GS-02F-0001X', partNumber: '--', quantity: '1' })).toEqual({ ok: false, message: QUICK_ORDER_TEXT.partMissing });
    expect(checkQuickOrderRow({ contractNumber: 'GS-02F-0001X', partNumber: 'X1', quantity: '123456789' })).toEqual({
      ok: false,
      message: 'Quantity must be a whole number of 1 to 8 digits.',
    });
    expect(checkQuickOrderRow({ contractNumber: 'GS-02F-0001X', partNumber: 'X1', quantity: '0' })).toEqual({ ok: false, message: 'Quantity must be at least 1.' });
  });
});
