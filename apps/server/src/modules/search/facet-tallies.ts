/**
 * What both engines count facets into, and how the counts become FacetCounts: price and delivery bands
 * as width_bucket numbers them (band i holds values from threshold i-1 up to threshold i), delivery
 * bands summed into the cumulative "within N days", manufacturers and contractors ordered by count.
 */
import { DELIVERY_BUCKETS, PRICE_BUCKETS, SOCIO_CODES, STATE_PROGRAM_KEYS } from '@advantage/contracts';
import type { FacetCounts, NamedCount } from './engine.js';

/** width_bucket thresholds: bucket i of PRICE_BUCKETS starts at threshold i-1. */
export const PRICE_THRESHOLDS = PRICE_BUCKETS.slice(1).map((b) => b.min);
/** Delivery in exact bands (≤1, 2–3, 4–7 ...), summed into the cumulative "within N days". */
export const DELIVERY_THRESHOLDS = DELIVERY_BUCKETS.map((b) => b.maxDays + 1);

/** width_bucket(value, thresholds): how many thresholds are at or below the value. */
export function bandOf(value: number, thresholds: readonly number[]): number {
  let band = 0;
  while (band < thresholds.length && (thresholds[band] as number) <= value) band++;
  return band;
}

export interface FacetTallies {
  categories: Map<number, number>;
  /** Every manufacturer of the set with its count. */
  manufacturers: NamedCount[];
  socio: Map<string, number>;
  programs: Map<string, number>;
  statePrograms: Map<string, number>;
  priceBands: Map<number, number>;
  deliveryBands: Map<number, number>;
  gsaStock: number;
}

export function emptyTallies(): FacetTallies {
  return {
    categories: new Map(),
    manufacturers: [],
    socio: new Map(),
    programs: new Map(),
    statePrograms: new Map(),
    priceBands: new Map(),
    deliveryBands: new Map(),
    gsaStock: 0,
  };
}

export function addTo<K>(map: Map<K, number>, key: K, n: number): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** `contractors`: the top ones by count (then id), `contractorTotal` how many distinct ones there are. */
export function finishFacets(t: FacetTallies, contractors: NamedCount[], contractorTotal: number, facetLimit: number): FacetCounts {
  const manufacturers = [...t.manufacturers].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const vendors = [...contractors].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  let within = 0;
  const delivery = new Map<string, number>();
  DELIVERY_BUCKETS.forEach((b, i) => {
    within += t.deliveryBands.get(i) ?? 0;
    delivery.set(b.key, within);
  });
  return {
    categories: t.categories,
    manufacturers: manufacturers.slice(0, facetLimit),
    manufacturerTotal: manufacturers.length,
    contractors: vendors,
    contractorTotal,
    socio: new Map(SOCIO_CODES.map((code) => [code, t.socio.get(code) ?? 0])),
    programs: t.programs,
    statePrograms: new Map(STATE_PROGRAM_KEYS.map((k) => [k, t.statePrograms.get(k) ?? 0])),
    price: new Map(PRICE_BUCKETS.map((b, i) => [b.key, t.priceBands.get(i) ?? 0])),
    delivery,
    gsaStock: t.gsaStock,
  };
}
