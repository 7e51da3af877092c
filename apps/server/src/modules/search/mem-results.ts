/**
 * The in-memory engine's work on a candidate set: the filters as one predicate, facet tallies in one
 * pass, the sort orders (precomputed per catalog for price, name and delivery; by rank for relevance)
 * and the page's hits. Orders and tie-breaks are the PostgreSQL engine's (pg-candidates.ts ORDER).
 */
import { type SortKey, STATE_PROGRAM_KEYS, type StateProgramKey } from '@advantage/contracts';
import type { FacetCounts, NamedCount, SearchFilters, SearchHit } from './engine.js';
import { addTo, DELIVERY_THRESHOLDS, emptyTallies, finishFacets, PRICE_THRESHOLDS } from './facet-tallies.js';
import { type CatalogIndex, stateProgramMaskOf } from './mem-index.js';

/** Whether product `doc` meets every filter (the contract filter arrives as the product ids of those contracts). */
export function filterOf(index: CatalogIndex, f: SearchFilters, contractProducts: Set<number> | undefined): (doc: number) => boolean {
  const tests: Array<(doc: number) => boolean> = [];
  if (f.impossible) return () => false;
  if (f.categoryIds) {
    const ids = new Set(f.categoryIds);
    tests.push((d) => ids.has(index.categoryId[d] as number));
  }
  if (f.manufacturerId !== undefined) tests.push((d) => index.manufacturerId[d] === f.manufacturerId);
  if (f.contractorId !== undefined) tests.push((d) => (index.contractorIds[d] as Int32Array).includes(f.contractorId as number));
  if (f.anyContractorIds) {
    const ids = new Set(f.anyContractorIds);
    tests.push((d) => (index.contractorIds[d] as Int32Array).some((v) => ids.has(v)));
  }
  if (contractProducts) tests.push((d) => contractProducts.has(index.id[d] as number));
  if (f.socio?.length) tests.push((d) => (f.socio ?? []).every((code) => (index.socio[d] as string[]).includes(code)));
  if (f.programs?.length) tests.push((d) => (f.programs ?? []).every((code) => (index.programs[d] as string[]).includes(code)));
  if (f.statePrograms?.length) {
    const wanted = stateProgramMaskOf(f.statePrograms);
    tests.push((d) => ((index.stateProgramMask[d] as number) & wanted) === wanted);
  }
  if (f.priceMinCents !== undefined) tests.push((d) => (index.minPrice[d] as number) >= (f.priceMinCents as number));
  if (f.priceMaxCents !== undefined) tests.push((d) => (index.minPrice[d] as number) < (f.priceMaxCents as number));
  if (f.deliveryMaxDays !== undefined) tests.push((d) => (index.days[d] as number) <= (f.deliveryMaxDays as number));
  if (f.gsaStock) tests.push((d) => index.gsaStock[d] === 1);
  if (f.partNumberPrefix) tests.push((d) => (index.partNumberNorm[d] as string).startsWith(f.partNumberPrefix as string));
  if (f.nsn) tests.push((d) => index.nsnNorm[d] === f.nsn);
  return (doc) => tests.every((t) => t(doc));
}

const bump = (counts: Int32Array, at: number) => {
  counts[at] = (counts[at] as number) + 1;
};

/** Adds each set bit's count of `mask` into `counts`. */
function countBits(counts: Int32Array, mask: number): void {
  for (let m = mask; m !== 0; m &= m - 1) bump(counts, 31 - Math.clz32(m & -m));
}

/** Facet counts over the candidates, in typed arrays over the index's dense slots; contractors past `facetLimit` only count towards their total. */
export function tallyFacets(index: CatalogIndex, docs: readonly number[], facetLimit: number): FacetCounts {
  const categories = new Int32Array(index.categoryIds.length);
  const makers = new Int32Array(index.makers.length);
  const vendors = new Int32Array(index.vendorIds.length);
  const socio = new Int32Array(31);
  const programs = new Int32Array(31);
  const statePrograms = new Int32Array(STATE_PROGRAM_KEYS.length);
  const price = new Int32Array(PRICE_THRESHOLDS.length + 1);
  const days = new Int32Array(DELIVERY_THRESHOLDS.length + 1);
  let gsaStock = 0;
  const { categorySlot, makerSlot, vendorStart, vendorSlots, socioMask, programMask, priceBand, dayBand } = index;
  for (const d of docs) {
    bump(categories, categorySlot[d] as number);
    bump(makers, makerSlot[d] as number);
    for (let v = vendorStart[d] as number, end = vendorStart[d + 1] as number; v < end; v++) bump(vendors, vendorSlots[v] as number);
    countBits(socio, socioMask[d] as number);
    countBits(programs, programMask[d] as number);
    countBits(statePrograms, index.stateProgramMask[d] as number);
    bump(price, priceBand[d] as number);
    bump(days, dayBand[d] as number);
    gsaStock += index.gsaStock[d] as number;
  }
  const t = emptyTallies();
  categories.forEach((n, slot) => n && t.categories.set(index.categoryIds[slot] as number, n));
  makers.forEach((n, slot) => n && t.manufacturers.push({ ...(index.makers[slot] as { id: number; name: string }), count: n }));
  socio.forEach((n, bit) => n && t.socio.set(index.socioCodes[bit] as string, n));
  programs.forEach((n, bit) => n && t.programs.set(index.programCodes[bit] as string, n));
  statePrograms.forEach((n, bit) => n && t.statePrograms.set(STATE_PROGRAM_KEYS[bit] as string, n));
  price.forEach((n, band) => n && t.priceBands.set(band, n));
  days.forEach((n, band) => n && t.deliveryBands.set(band, n));
  t.gsaStock = gsaStock;
  const counted: Array<[number, number]> = [];
  vendors.forEach((n, slot) => n && counted.push([index.vendorIds[slot] as number, n]));
  const top = counted
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, facetLimit)
    .map(([id, count]) => ({ id, name: index.contractorNames.get(id) ?? '', count }));
  return finishFacets(t, top, counted.length, facetLimit);
}

/** Every manufacturer or contractor of the candidates with its count, by name as the modals list them. */
export function allNames(index: CatalogIndex, docs: Iterable<number>, kind: 'manufacturer' | 'contractor'): NamedCount[] {
  const counts = new Map<number, number>();
  const names = new Map<number, string>();
  for (const d of docs) {
    if (kind === 'manufacturer') {
      const id = index.manufacturerId[d] as number;
      addTo(counts, id, 1);
      names.set(id, index.manufacturerName[d] as string);
    } else {
      for (const v of index.contractorIds[d] as Int32Array) addTo(counts, v, 1);
    }
  }
  const name = (id: number) => (kind === 'manufacturer' ? names.get(id) : index.contractorNames.get(id)) ?? '';
  const items = [...counts].map(([id, count]) => ({ id, name: name(id), count }));
  const key = new Map(items.map((i) => [i.id, i.name.toLowerCase()]));
  return items.sort((a, b) => byText(key.get(a.id) ?? '', key.get(b.id) ?? '') || a.id - b.id);
}

/** Byte order of the text, as the C collation both databases use compares it. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Product positions in each non-relevance sort's order, computed once per catalog. */
export type GlobalOrders = Record<Exclude<SortKey, 'relevance'>, Int32Array>;

export function globalOrders(index: CatalogIndex): GlobalOrders {
  const all = Array.from({ length: index.size }, (_, i) => i);
  const id = (d: number) => index.id[d] as number;
  const price = (d: number) => index.minPrice[d] as number;
  const lower = index.title.map((t) => t.toLowerCase());
  const order = (cmp: (a: number, b: number) => number) => Int32Array.from([...all].sort(cmp));
  return {
    price_asc: order((a, b) => price(a) - price(b) || id(a) - id(b)),
    price_desc: order((a, b) => price(b) - price(a) || id(a) - id(b)),
    name: order((a, b) => byText(lower[a] as string, lower[b] as string) || id(a) - id(b)),
    delivery: order((a, b) => (index.days[a] as number) - (index.days[b] as number) || price(a) - price(b) || id(a) - id(b)),
  };
}

/** The first `count` candidates after `skip` in a precomputed order. */
export function pageInOrder(order: Int32Array, isCandidate: Uint8Array, skip: number, count: number): number[] {
  const out: number[] = [];
  let seen = 0;
  for (const d of order) {
    if (!isCandidate[d]) continue;
    if (seen++ < skip) continue;
    out.push(d);
    if (out.length >= count) break;
  }
  return out;
}

/** Relevance order (exact hits first, then rank descending, then id) of the first `skip + count`, then the page. */
export function pageByRank(index: CatalogIndex, docs: number[], rank: Float64Array, exact: Uint8Array, skip: number, count: number): number[] {
  const before = (a: number, b: number) =>
    (exact[b] as number) - (exact[a] as number) || (rank[b] as number) - (rank[a] as number) || (index.id[a] as number) - (index.id[b] as number);
  const wanted = skip + count;
  if (wanted * 4 >= docs.length) return [...docs].sort(before).slice(skip, wanted);
  // A bounded max-heap of the best `wanted` (its root the worst kept): n log k instead of sorting everything.
  const heap: number[] = [];
  const worse = (a: number, b: number) => before(a, b) > 0;
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i] as number, heap[parent] as number)) break;
      [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l] as number, heap[m] as number)) m = l;
      if (r < heap.length && worse(heap[r] as number, heap[m] as number)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m] as number, heap[i] as number];
      i = m;
    }
  };
  for (const d of docs) {
    if (heap.length < wanted) {
      heap.push(d);
      up(heap.length - 1);
    } else if (before(d, heap[0] as number) < 0) {
      heap[0] = d;
      down(0);
    }
  }
  return heap.sort(before).slice(skip, wanted);
}

export function hitOf(index: CatalogIndex, d: number, exact: boolean): SearchHit {
  return {
    id: index.id[d] as number,
    title: index.title[d] as string,
    summary: index.summary[d] as string,
    manufacturerId: index.manufacturerId[d] as number,
    manufacturerName: index.manufacturerName[d] as string,
    partNumber: index.partNumber[d] as string,
    nsn: index.nsn[d] ?? null,
    unitOfIssue: index.unitOfIssue[d] as string,
    categoryId: index.categoryId[d] as number,
    image: index.image[d] as string,
    minPriceCents: index.minPrice[d] as number,
    maxPriceCents: index.maxPrice[d] as number,
    offerCount: index.offerCount[d] as number,
    fastestDeliveryDays: index.days[d] as number,
    gsaStock: index.gsaStock[d] === 1,
    programs: index.programs[d] as string[],
    socio: index.socio[d] as SearchHit['socio'],
    statePrograms: index.statePrograms[d] as StateProgramKey[],
    exact,
  };
}
