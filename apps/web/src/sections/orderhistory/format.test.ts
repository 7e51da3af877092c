import { describe, expect, it } from 'vitest';
import { moment } from './format';

describe('order-history times', () => {
  it('name their time zone', () => {
    const shown = moment('2026-01-05T15:30:00Z');
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date('2026-01-05T15:30:00Z')).find((p) => p.type === 'timeZoneName')?.value;
    expect(zone).toBeTruthy();
    expect(shown.endsWith(` ${zone}`)).toBe(true);
  });
});
