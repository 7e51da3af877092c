import { describe, expect, it } from 'vitest';
import { isCartNumber, PARKCART_INPUTS, parkedCartNumber } from './parkcart.js';

describe('parked carts', () => {
  it('numbers carts by the docs/product/validation-rules.md cart-number rule: a capital letter, then digits or hyphens', () => {
    expect(parkedCartNumber(1001, new Date('2026-11-21T10:00:00Z'))).toBe('P2611-001001');
    expect(parkedCartNumber(12_345_678, new Date('2031-01-02T00:00:00Z'))).toBe('P3101-12345678');
    expect(isCartNumber('P2611-001001')).toBe(true);
    expect(isCartNumber('p2611-001001')).toBe(false);
    expect(isCartNumber('PX2611')).toBe(false);
  });

  it('takes a cart name that is not blank, at most 60 printable ASCII characters', () => {
    const body = PARKCART_INPUTS['parkcart/save_parkcart']?.body;
    expect(body?.safeParse({ name: '  Q3 toner, 2nd floor (rush) ' })).toMatchObject({ success: true, data: { name: 'Q3 toner, 2nd floor (rush)' } });
    expect(body?.safeParse({})).toMatchObject({ success: true, data: {} });
    const messages = (name: string) => body?.safeParse({ name }).error?.issues.map((i) => i.message);
    expect(messages(' ')).toEqual(['Cart name is required.']);
    expect(messages('x'.repeat(61))).toEqual(['A cart name has at most 60 characters.']);
    expect(messages('Café')).toEqual(['A cart name may contain only standard keyboard (ASCII) characters.']);
    expect(messages('two\nlines')).toEqual(['A cart name may contain only standard keyboard (ASCII) characters.']);
  });
});
