import { programCovers, STATE_PROGRAM_KEYS, STATE_PROGRAMS } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import { buildReference, DEFAULT_SEED } from './catalog.js';
import { generateProduct } from './products.js';

const ref = buildReference(DEFAULT_SEED);
const contractById = new Map(ref.contracts.map((c) => [c.id, c]));
const sample = Array.from({ length: 3_000 }, (_, i) => generateProduct(ref, i + 1));

describe('state and local program opt-ins of the generated catalog', () => {
  it('opts a realistic share of schedule contracts into each program, and no BPA', () => {
    const mas = ref.contracts.filter((c) => c.kind === 'MAS');
    for (const key of ['DISASTER', 'PUBLIC_HEALTH', 'P1122'] as const) {
      const share = mas.filter((c) => c.statePrograms.includes(key)).length / mas.length;
      expect(share, key).toBeGreaterThan(STATE_PROGRAMS[key].optInShare - 0.08);
      expect(share, key).toBeLessThan(STATE_PROGRAMS[key].optInShare + 0.08);
    }
    const coop = mas.filter((c) => c.statePrograms.includes('COOPERATIVE'));
    expect(coop.length).toBeGreaterThan(20);
    for (const c of coop) expect(c.sin.split(' ').some((sin) => STATE_PROGRAMS.COOPERATIVE.sins?.includes(sin))).toBe(true);
    expect(ref.contracts.filter((c) => c.kind === 'BPA').every((c) => c.statePrograms.length === 0)).toBe(true);
    expect(ref.contracts.find((c) => c.kind === 'GSS')?.statePrograms).toEqual(['DISASTER', 'PUBLIC_HEALTH', 'P1122']);
  });

  it('opens an offer under a program only where its contract opted in and the program reaches the item', () => {
    for (const { product, offers, leaf } of sample) {
      for (const offer of offers) {
        const contract = contractById.get(offer.contractId);
        for (const key of offer.statePrograms) {
          expect(contract?.statePrograms).toContain(key);
          const item = { sin: offer.gsaStock ? 'GSS' : leaf.leaf.sin, topCategory: leaf.top.code, kind: leaf.top.kind };
          expect(programCovers(STATE_PROGRAMS[key], item)).toBe(true);
        }
      }
      expect(product.statePrograms).toEqual(STATE_PROGRAM_KEYS.filter((k) => offers.some((o) => o.statePrograms.includes(k))));
    }
  });

  it('leaves both open and closed items for a Cooperative Purchasing buyer', () => {
    const it = sample.filter((g) => g.leaf.top.code === 'it-hardware');
    const open = it.filter((g) => g.product.statePrograms.includes('COOPERATIVE')).length;
    expect(open).toBeGreaterThan(it.length * 0.3);
    expect(open).toBeLessThan(it.length);
    const office = sample.filter((g) => g.leaf.top.code === 'office-supplies' && g.leaf.leaf.sin !== '33411');
    expect(office.some((g) => g.product.statePrograms.includes('COOPERATIVE'))).toBe(false);
  });
});
