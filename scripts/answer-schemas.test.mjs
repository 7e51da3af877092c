import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from './answer-schemas.mjs';

describe('the answer schemas of the OpenAPI document', () => {
  it('are what the answer map gives now (node scripts/answer-schemas.mjs regenerates them)', () => {
    const committed = readFileSync(new URL('../packages/contracts/src/answer-schemas.generated.ts', import.meta.url), 'utf8');
    expect(generate()).toBe(committed);
  }, 60_000);
});
