import { describe, expect, it } from 'vitest';
import { LANDING_STORES, resolveLandingStore, STORE_ID_10_READINGS, STORES, storeName, themeForStore, toStoreId } from './stores.js';

describe('stores', () => {
  it('names the eleven stores of docs/product/README.md and keeps both readings of id 10', () => {
    expect(Object.values(STORES)).toEqual([
      'ADVANTAGE',
      'VITM',
      'AIRFORCE',
      'FSS',
      'DOLPUNCHOUT',
      'USDA',
      'VA',
      'EVAPUNCHOUT',
      'DHS',
      'USMC',
      'STATE',
    ]);
    expect(STORE_ID_10_READINGS).toEqual(['STATE', 'ADVANTAGE']);
  });

  it('accepts nine stores from the landing query', () => {
    expect(LANDING_STORES).toHaveLength(9);
    expect(LANDING_STORES).not.toContain('DOLPUNCHOUT');
  });

  it('upper-cases the query store and accepts only a known one', () => {
    expect(resolveLandingStore('dhs', null)).toBe('DHS');
    expect(resolveLandingStore(' usmc ', 'VA')).toBe('USMC');
    expect(resolveLandingStore('nasa', 'VA')).toBe('VA');
    expect(resolveLandingStore('nasa', null)).toBe('ADVANTAGE');
    expect(resolveLandingStore('dolpunchout', null)).toBe('ADVANTAGE');
    expect(resolveLandingStore(undefined, 'bogus')).toBe('ADVANTAGE');
    expect(resolveLandingStore('', 'fss')).toBe('FSS');
  });

  it('maps an unknown store id to 0', () => {
    expect(toStoreId(99)).toBe(0);
    expect(toStoreId('99')).toBe(0);
    expect(toStoreId('-1')).toBe(0);
    expect(toStoreId(null)).toBe(0);
    expect(toStoreId('8')).toBe(8);
    expect(toStoreId('dhs')).toBe(8);
    expect(storeName(9)).toBe('USMC');
  });

  it('gives FSS and USMC the adv12 theme and every other store adv19', () => {
    for (const name of Object.values(STORES)) {
      expect(themeForStore(name), name).toBe(name === 'FSS' || name === 'USMC' ? 'adv12' : 'adv19');
    }
    expect(themeForStore(undefined)).toBe('adv19');
  });
});
