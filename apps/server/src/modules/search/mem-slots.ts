/**
 * Dense slots of the index (mem-index.ts) for counting facets in typed arrays: categories, manufacturers and
 * contractors numbered in order of appearance, socio-economic and program codes as bits of a mask, price and
 * delivery as their facet bands.
 */
import { bandOf, DELIVERY_THRESHOLDS, PRICE_THRESHOLDS } from './facet-tallies.js';
import type { CatalogIndex } from './mem-types.js';

/** Thrown when a catalog has more distinct codes than a mask holds: the engine then leaves it to PostgreSQL. */
export class TooManyCodesError extends Error {}

function slotter<K>(keys: K[]): (key: K) => number {
  const slots = new Map<K, number>();
  return (key) => {
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = keys.length;
      slots.set(key, slot);
      keys.push(key);
    }
    return slot;
  };
}

function maskOf(codes: readonly string[], slot: (code: string) => number): number {
  let mask = 0;
  for (const code of codes) {
    const bit = slot(code);
    if (bit > 30) throw new TooManyCodesError('more than 31 distinct codes');
    mask |= 1 << bit;
  }
  return mask;
}

export function addSlots(index: CatalogIndex): void {
  const category = slotter(index.categoryIds);
  const makerIds: number[] = [];
  const maker = slotter(makerIds);
  const vendor = slotter(index.vendorIds);
  const socio = slotter(index.socioCodes);
  const program = slotter(index.programCodes);
  const vendorSlots: number[] = [];
  for (let d = 0; d < index.size; d++) {
    index.categorySlot[d] = category(index.categoryId[d] as number);
    const m = maker(index.manufacturerId[d] as number);
    index.makerSlot[d] = m;
    if (m === index.makers.length) index.makers.push({ id: index.manufacturerId[d] as number, name: index.manufacturerName[d] as string });
    index.vendorStart[d] = vendorSlots.length;
    for (const v of index.contractorIds[d] as Int32Array) vendorSlots.push(vendor(v));
    index.socioMask[d] = maskOf(index.socio[d] as string[], socio);
    index.programMask[d] = maskOf(index.programs[d] as string[], program);
    index.priceBand[d] = bandOf(index.minPrice[d] as number, PRICE_THRESHOLDS);
    index.dayBand[d] = bandOf(index.days[d] as number, DELIVERY_THRESHOLDS);
  }
  index.vendorStart[index.size] = vendorSlots.length;
  index.vendorSlots = Int32Array.from(vendorSlots);
}
