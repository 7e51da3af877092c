import { describe, expect, it } from 'vitest';
import { buildReference, DEFAULT_SEED } from './catalog.js';
import { renderProductImage } from './image.js';
import { MATERIAL_ICONS } from './material-icons.js';
import { TOP_CATEGORIES } from './reference.js';
import { generateProduct, GLOBAL_SUPPLY_DELIVERY, type GeneratedProduct } from './products.js';

const ref = buildReference(DEFAULT_SEED);
const SAMPLE = 3_000;
const sample: GeneratedProduct[] = Array.from({ length: SAMPLE }, (_, i) => generateProduct(ref, i + 1));
const categoryById = new Map(ref.categories.map((c) => [c.id, c]));
const contractById = new Map(ref.contracts.map((c) => [c.id, c]));
const contractorById = new Map(ref.contractors.map((c) => [c.id, c]));

/** DoD unit of issue codes the generator may use. */
const DOD_UNITS = new Set(['EA', 'BX', 'PG', 'DZ', 'PR', 'RO', 'BG', 'BT', 'CS', 'KT', 'SE', 'PK', 'RM', 'CN', 'GL', 'CT', 'TU', 'QT']);

describe('catalog generator', () => {
  it('is deterministic: the same seed and index give the same product, another seed another catalog', () => {
    const again = buildReference(DEFAULT_SEED);
    for (const id of [1, 2, 500, 2_999, 750_000]) expect(generateProduct(again, id)).toEqual(generateProduct(ref, id));
    const other = buildReference(DEFAULT_SEED + 1);
    const differing = [1, 2, 3, 4, 5].filter((id) => generateProduct(other, id).product.title !== generateProduct(ref, id).product.title);
    expect(differing.length).toBeGreaterThanOrEqual(4);
  });

  it('builds the reference data from the seed alone', () => {
    const again = buildReference(DEFAULT_SEED + 7);
    expect(again.contractors).toEqual(buildReference(DEFAULT_SEED + 7).contractors);
    expect(ref.manufacturers.length).toBeGreaterThanOrEqual(300);
    expect(ref.contractors.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ref.contractors.map((c) => c.uei)).size).toBe(ref.contractors.length);
    expect(new Set(ref.contracts.map((c) => c.contractNumber)).size).toBe(ref.contracts.length);
  });

  it('writes contract numbers in the GSA formats and gives every contract a contractor', () => {
    for (const c of ref.contracts) {
      expect(contractorById.has(c.contractorId)).toBe(true);
      if (c.kind === 'MAS') expect(c.contractNumber).toMatch(/^(GS-\d{2}F-\d{4}[A-Z]|47Q[A-Z]{3}\d{2}D[0-9A-Z]{4})$/);
      if (c.kind === 'BPA') expect(c.contractNumber).toMatch(/^47Q[A-Z]{3}\d{2}A[0-9A-Z]{4}$/);
      expect(c.endDate > c.startDate).toBe(true);
      // Contracts stay current for years after the catalog was generated.
      expect(c.endDate >= '2029-01-01').toBe(true);
    }
    expect(ref.contracts.filter((c) => c.kind === 'GSS')).toHaveLength(1);
    expect(ref.contracts.some((c) => c.kind === 'BPA' && c.storeIds.length > 0)).toBe(true);
  });

  it('gives contractors contact details and consistent socio-economic flags', () => {
    for (const c of ref.contractors) {
      expect(c.uei).toMatch(/^[A-HJ-NP-Z0-9]{12}$/);
      expect(c.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(c.email).toMatch(/^[a-z.]+@[a-z0-9.]+$/);
      expect(c.zip).toMatch(/^\d{5}$/);
      if (c.serviceDisabledVeteranOwned) expect(c.veteranOwned).toBe(true);
      if (c.womanOwned || c.eightA || c.hubzone) expect(c.smallBusiness).toBe(true);
    }
    expect(ref.contractors.filter((c) => c.abilityOne).length).toBeGreaterThan(5);
  });

  it('writes NSNs as FSC-NIIN whose FSC is the category FSC, on part of the items only, and unique', () => {
    const withNsn = sample.filter((g) => g.product.nsn !== null);
    expect(withNsn.length / SAMPLE).toBeGreaterThan(0.2);
    expect(withNsn.length / SAMPLE).toBeLessThan(0.7);
    for (const { product } of withNsn) {
      expect(product.nsn).toMatch(/^\d{4}-0[01]-\d{3}-\d{4}$/);
      expect(product.nsn?.slice(0, 4)).toBe(categoryById.get(product.categoryId)?.fsc);
      expect(product.nsnNorm).toBe(product.nsn?.replace(/-/g, ''));
    }
    expect(new Set(withNsn.map((g) => g.product.nsn)).size).toBe(withNsn.length);
  });

  it('keeps the denormalised offer columns equal to what the offers imply', () => {
    const socioOf = (id: number) => {
      const c = contractorById.get(id);
      if (!c) return [];
      return [
        c.smallBusiness && 'SB',
        c.womanOwned && 'WO',
        c.veteranOwned && 'VO',
        c.serviceDisabledVeteranOwned && 'SDVO',
        c.eightA && '8A',
        c.hubzone && 'HUBZ',
      ].filter(Boolean);
    };
    for (const { product, offers, leaf } of sample) {
      expect(offers.length).toBeGreaterThanOrEqual(1);
      expect(offers.length).toBeLessThanOrEqual(6);
      expect(product.offerCount).toBe(offers.length);
      expect(product.minPriceCents).toBe(Math.min(...offers.map((o) => o.priceCents)));
      expect(product.maxPriceCents).toBe(Math.max(...offers.map((o) => o.priceCents)));
      expect(product.fastestDeliveryDays).toBe(Math.min(...offers.map((o) => o.deliveryDays)));
      expect(product.contractorIds).toEqual([...new Set(offers.map((o) => o.contractorId))].sort((a, b) => a - b));
      expect(product.gsaStock).toBe(offers.some((o) => o.gsaStock));
      expect(new Set(product.socio)).toEqual(new Set(offers.flatMap((o) => socioOf(o.contractorId))));
      for (const o of offers) {
        expect(o.productId).toBe(product.id);
        const contract = contractById.get(o.contractId);
        expect(contract?.contractorId).toBe(o.contractorId);
        if (o.gsaStock) expect(o.deliveryText).toBe(GLOBAL_SUPPLY_DELIVERY);
        // The contract is awarded under the SIN of the product's category.
        else expect(contract?.sin.split(' ')).toContain(leaf.leaf.sin);
      }
      if (product.programs.includes('ABILITYONE')) expect(offers.some((o) => contractorById.get(o.contractorId)?.abilityOne)).toBe(true);
      expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    }
  });

  it('spreads prices between contractors and sells part of the NSN items from GSA Global Supply stock', () => {
    const multi = sample.filter((g) => g.offers.length > 1);
    expect(multi.length / SAMPLE).toBeGreaterThan(0.7);
    expect(multi.filter((g) => g.product.maxPriceCents > g.product.minPriceCents).length / multi.length).toBeGreaterThan(0.95);
    const stock = sample.filter((g) => g.product.gsaStock);
    expect(stock.length).toBeGreaterThan(100);
    for (const g of stock) expect(g.product.nsn).not.toBeNull();
  });

  it('uses DoD units of issue, unique part numbers, and titles that name the product type', () => {
    for (const g of sample) {
      expect(DOD_UNITS.has(g.product.unitOfIssue)).toBe(true);
      expect(g.product.title.startsWith(g.typeName)).toBe(true);
      expect(g.product.partNumberNorm).toMatch(/^[A-Z0-9]+$/);
    }
    expect(new Set(sample.map((g) => g.product.partNumberNorm)).size).toBe(SAMPLE);
    const pens = sample.filter((g) => g.typeName === 'Ballpoint Pen');
    expect(pens.length).toBeGreaterThan(5);
    for (const g of pens) expect(g.product.title).toMatch(/^Ballpoint Pen, (Retractable|Stick|Capped), (Fine|Medium|Bold) Point, .+ Ink(, .+)?$/);
  });

  it('gives programs that exist in special_programs, in their order', () => {
    const order = new Map(ref.programs.map((p) => [p.code, p.position]));
    for (const { product } of sample) {
      for (const code of product.programs) expect(order.has(code)).toBe(true);
      const positions = product.programs.map((c) => order.get(c) ?? 0);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    for (const code of ['ABILITYONE', 'ENV', 'DISASTER', 'SECURITY']) expect(sample.some((g) => g.product.programs.includes(code))).toBe(true);
  });

  it('lists the 14 service categories of docs/product/search-and-catalog.md in order, each browsing a service category that has products', () => {
    expect(ref.serviceCategories.map((s) => s.name)).toEqual([
      'About Buying Services', 'Energy', 'Environmental', 'Facility Management', 'Furniture', 'Human Capital', 'Office', 'Professional',
      'Security & Law Enforcement', 'Technology', 'Training', 'Transportation', 'Travel', 'Vehicle Buy/Lease Services',
    ]);
    expect(ref.serviceCategories.map((s) => s.position)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const byCode = new Map(ref.categories.map((c) => [c.code, c]));
    for (const s of ref.serviceCategories.slice(1)) {
      expect(s.url).toBe('/search/advantage_search');
      expect(byCode.get(s.categoryCode)?.kind).toBe('service');
    }
    const services = sample.filter((g) => g.leaf.top.kind === 'service');
    expect(services.length / SAMPLE).toBeGreaterThan(0.02);
    expect(services.length / SAMPLE).toBeLessThan(0.12);
    for (const g of services) expect(g.product.programs.some((p) => p.startsWith('SVC_'))).toBe(true);
  });

  it('has a realistic category tree: about ten top categories, leaves with a 4-character FSC or PSC', () => {
    const tops = ref.categories.filter((c) => c.parentId === null);
    const leaves = ref.categories.filter((c) => c.parentId !== null);
    expect(tops.length).toBeGreaterThanOrEqual(10);
    expect(leaves.length).toBeGreaterThanOrEqual(40);
    for (const l of leaves) expect(l.fsc).toMatch(l.kind === 'product' ? /^\d{4}$/ : /^[A-Z][A-Z0-9]\d{2}$/);
    expect(new Set(ref.categories.map((c) => c.code)).size).toBe(ref.categories.length);
  });

  it('renders an SVG for every product image key and nothing for unknown keys', () => {
    for (const g of sample.slice(0, 300)) expect(renderProductImage(g.product.image)).toMatch(/^<svg [^>]*viewBox="0 0 160 160"[\s\S]*<\/svg>$/);
    expect(renderProductImage('no-such-category/blue')).toBeUndefined();
    expect(renderProductImage('pens/ultraviolet')).toBeUndefined();
    expect(renderProductImage('../pens/blue')).toBeUndefined();
  });

  it('draws each product type with its own Material icon, in the item colour', () => {
    // Every leaf names an icon the set has (none falls back to the box unasked).
    for (const top of TOP_CATEGORIES) for (const l of top.leaves) expect(MATERIAL_ICONS[l.icon], `${l.code}: ${l.icon}`).toBeDefined();
    const pen = renderProductImage('pens/blue')!;
    expect(pen).toContain(MATERIAL_ICONS.pen!.svg);
    expect(pen).toContain('fill="#005ea2"');
    expect(renderProductImage('office-seating/black')).toContain(MATERIAL_ICONS.chair!.svg);
    expect(renderProductImage('toner-ink/black')).toContain(MATERIAL_ICONS.printer!.svg);
    // A light colour gets an outline; a dark one does not.
    expect(renderProductImage('copy-paper/white')).toContain('stroke="#565c65"');
    expect(renderProductImage('copy-paper/navy')).not.toContain('stroke=');
  });
});
