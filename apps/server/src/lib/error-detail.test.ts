import { describe, expect, it } from 'vitest';
import { redactDetail } from './error-detail.js';

describe('error detail redaction', () => {
  it('takes out secrets, personal fields, emails and long digit runs, and keeps what helps the help desk', () => {
    expect(
      redactDetail({
        keyword: 'paper',
        quantity: '12',
        password: 'Advantage1!',
        cardNumber: '4111111111111111',
        emailAddress: 'pat@gsa.gov',
        contactName: 'Pat Buyer',
        lines: [{ nsn: '7530-01-234-5678', note: 'call me', remarks: 'x' }],
        free: 'card 4111 1111 1111 1111 for pat@gsa.gov, order A1234',
      }),
    ).toEqual({
      keyword: 'paper',
      quantity: '12',
      password: '[redacted]',
      cardNumber: '[redacted]',
      emailAddress: '[redacted]',
      contactName: '[redacted]',
      lines: [{ nsn: '[redacted number]', note: '[redacted]', remarks: '[redacted]' }],
      free: 'card [redacted number] for [redacted email], order A1234',
    });
  });

  it('cuts long strings and deep nesting', () => {
    const shown = redactDetail({ a: { b: { c: { d: { e: 1 } } } }, long: 'x'.repeat(500) }) as { a: unknown; long: string };
    expect(shown.a).toEqual({ b: { c: { d: '[nested too deep]' } } });
    expect(shown.long).toHaveLength(201);
  });
});
