import { describe, expect, it } from 'vitest';
import { SeenKeys } from './seen-keys.js';

describe('keys seen in a catalog file', () => {
  it('answers the first line that named a key, across growth, and nothing for keys never named', () => {
    const seen = new SeenKeys(4);
    const count = 200_000;
    for (let i = 0; i < count; i++) seen.add(`PART${i}`, i + 2);
    seen.add('PART7', 999_999);
    for (let i = 0; i < count; i += 997) expect(seen.lineOf(`PART${i}`)).toBe(i + 2);
    expect(seen.lineOf('PART7')).toBe(9);
    for (let i = count; i < count + 5_000; i++) expect(seen.lineOf(`PART${i}`)).toBeUndefined();
    expect(seen.lineOf('')).toBeUndefined();
  });
});
