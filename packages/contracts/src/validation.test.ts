import { describe, expect, it } from 'vitest';
import { parseSpecDate, type RuleName, smartCardSchema, validate } from './validation.js';

const samples: Record<RuleName, { valid: string[]; invalid: string[] }> = {
  phone: {
    valid: [
      '202-555-0142',
      '(202) 555-0142',
      '2025550142',
      '1-202-555-0142',
      '+1 202 555 0142',
      '202-555-0142 x123',
      '202.555.0142 ext. 45',
    ],
    invalid: ['555-0142', '202-555-014', '44 20 7946 0958', 'phone', '202-555-0142 x'],
  },
  email: {
    valid: ['buyer@agency.gov', 'first.last@army.mil', 'a+b@example.com', 'clerk@city.ca.us', 'user@firm.co.uk'],
    invalid: ['buyer@agency', 'buyer@agency.notatld', 'buyer.agency.gov', '@agency.gov', 'buyer@-agency.gov'],
  },
  governmentEmail: {
    valid: ['buyer@gsa.gov', 'sgt.smith@usmc.mil', 'clerk@county.tx.us', 'ANALYST@DHS.GOV'],
    invalid: ['buyer@gmail.com', 'buyer@agency.org', 'buyer@gov.com', 'nobody'],
  },
  zip: { valid: ['20405', '20405-0001'], invalid: ['2040', '204050', '20405-01', 'ABCDE', '20405 0001'] },
  password: {
    valid: ['Secret1!', 'abcdefg1@', 'P4ssw0rd{', 'a1,bcdefg'],
    invalid: ['Sh0rt!', 'NoDigits!!', 'n0special1', '12345678!', 'Secret1_'],
  },
  activityCodePassword: { valid: ['ABC123', 'abcdef', 'A1B2C3D4'], invalid: ['ABC12', 'ABC 123', 'ABC-123'] },
  creditCard: { valid: ['4111111111111111'], invalid: ['411111111111111', '41111111111111111', '4111-1111-1111-1111', 'abcd111111111111'] },
  addressName: { valid: ['Main Warehouse', 'Bldg_12-North', 'HQ'], invalid: ['Dock #4', 'Room 2/3', '   ', 'Café'] },
  cartNumber: { valid: ['12345', 'P12345', 'A-100-2', '2026-11'], invalid: ['p12345', 'AB123', '12 34', ''] },
  productQuantity: { valid: ['1', '12', '99999999'], invalid: ['0', '123456789', '-1', '1.5', 'ten', ''] },
  date: { valid: ['2026-11-21', '11/21/2026', '1/2/2026'], invalid: ['2026-02-30', '13/1/2026', '21.11.2026', '2026/11/21', 'tomorrow'] },
  searchKeyword: { valid: ['chair', '3M tape', 'NSN 7510'], invalid: ['-chair', ' ', '*', '"paper"'] },
  notBlank: { valid: ['x', ' y '], invalid: ['', '   '] },
  ascii: { valid: ['Plain text 123 !@#', ''], invalid: ['naïve', 'emoji 😀', 'curly ’quote’'] },
};

describe('validation rules of docs/product/validation-rules.md', () => {
  for (const [rule, { valid, invalid }] of Object.entries(samples) as Array<[RuleName, { valid: string[]; invalid: string[] }]>) {
    it.each(valid)(`${rule} accepts %j`, (value) => {
      expect(validate(rule, value)).toBeUndefined();
    });
    it.each(invalid)(`${rule} refuses %j with a message`, (value) => {
      const message = validate(rule, value);
      expect(message).toBeTypeOf('string');
      expect(message?.length).toBeGreaterThan(10);
    });
  }

  it('names the allowed special characters in the password message', () => {
    expect(validate('password', 'Password1')).toBe(
      'Password must contain at least one special character: - ! @ # $ % ^ & * ( ) { } [ ] + ,',
    );
  });

  it('tells federal buyers which domains count', () => {
    expect(validate('governmentEmail', 'buyer@gmail.com')).toBe(
      'Federal buyers must use a government email address ending in .gov, .mil or .us.',
    );
  });

  it('parses both date forms to ISO', () => {
    expect(parseSpecDate('3/7/2026')).toBe('2026-03-07');
    expect(parseSpecDate('2026-03-07')).toBe('2026-03-07');
    expect(parseSpecDate('2/29/2025')).toBeUndefined();
  });

  it('requires the alternative name, chain and expiry of a smart card and defaults issuer and agency', () => {
    const ok = smartCardSchema.safeParse({
      ssl_client_san_other_msupn_0: '1234567890@mil',
      ssl_client_cert_chain: '-----BEGIN',
      ssl_client_v_end: 'Dec 31 2027',
    });
    expect(ok.success && ok.data).toMatchObject({ ssl_client_i_dn_o: 'CA', ssl_client_s_dn_ou: 'U.S. Government' });
    const missing = smartCardSchema.safeParse({ ssl_client_san_other_msupn_0: '1234567890@mil', ssl_client_cert_chain: '' });
    expect(missing.success).toBe(false);
  });
});
