import { rec20Unit, UNIT_OF_ISSUE_TO_REC20, unspscFor } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import { categoryRows, TOP_CATEGORIES } from './reference.js';

describe('punchout code lists cover the generated catalog', () => {
  it('gives every leaf category’s FSC/PSC a UNSPSC code, so no returned cart line goes out unclassified', () => {
    const leaves = categoryRows().rows.filter((r) => r.fsc);
    expect(leaves.length).toBeGreaterThan(50);
    expect(leaves.filter((r) => !unspscFor(r.fsc)).map((r) => `${r.code} ${r.fsc}`)).toEqual([]);
  });

  it('maps every unit of issue the generator sells by to a Rec 20 code of its own (never the C62 fallback)', () => {
    const units = new Set<string>();
    for (const top of TOP_CATEGORIES) for (const leaf of top.leaves) for (const type of leaf.types) for (const pack of type.packs) units.add(pack.ui);
    expect(units.size).toBeGreaterThan(5);
    for (const unit of units) {
      expect(UNIT_OF_ISSUE_TO_REC20[unit], unit).toBeDefined();
      expect(rec20Unit(unit), unit).not.toBe('C62');
    }
  });
});
