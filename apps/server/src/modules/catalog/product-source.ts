/**
 * A product and its offers in one round trip: the hot read of the product page (target: 2,000 requests/s
 * on PGlite). Measured per request on PGlite at 20,000 products (CPU time): the product and a joined
 * offers query through drizzle 1.4 ms; this single prepared statement 0.12 ms (prepared-read.ts). The
 * contracts and contractors an offer names come from memory: they are small reference tables (hundreds
 * of rows even for a million products), as are manufacturers' websites; they are reloaded every minute,
 * or at once when a product names one not seen yet.
 */
import { isStateProgramKey, type StateProgramKey } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { preparedRead } from '../../lib/prepared-read.js';
import { contractColumns, type ContractRow } from './queries.js';
import type { SocioFlags } from './reference.js';

const REFERENCE_TTL_MS = 60_000;
/** A reload asked for by an unknown id waits this long after the last one. */
const RELOAD_GAP_MS = 5_000;

export interface ContractorRow extends SocioFlags {
  id: number;
  name: string;
  zip: string;
}

export interface ProductRow {
  id: number;
  title: string;
  description: string;
  manufacturerId: number;
  manufacturerName: string;
  manufacturerWebsite: string | null;
  partNumber: string;
  nsn: string | null;
  unitOfIssue: string;
  categoryId: number;
  programs: string[];
  attributes: Record<string, string>;
  image: string;
  minPriceCents: number;
  maxPriceCents: number;
  offerCount: number;
  gsaStock: boolean;
}

export interface OfferRow {
  id: number;
  priceCents: number;
  deliveryDays: number;
  deliveryText: string;
  minimumOrderQuantity: number;
  stockStatus: string;
  gsaStock: boolean;
  contract: ContractRow;
  contractor: ContractorRow;
  statePrograms: StateProgramKey[];
}

export interface ProductWithOffers {
  product: ProductRow;
  /** Current offers the store may see: lowest price first, then fastest delivery, then offer id. */
  offers: OfferRow[];
}

/**
 * Offers travel as one JSON array per product: [id, price, delivery days, delivery text, minimum
 * quantity, stock status, GSA stock, contract id, contractor id, state and local programs].
 */
const PRODUCT_WITH_OFFERS = `
select p.id, p.title, p.description, p.manufacturer_id, p.manufacturer_name, p.part_number, p.nsn, p.unit_of_issue,
       p.category_id, p.programs, p.attributes, p.image, p.min_price_cents, p.max_price_cents, p.offer_count, p.gsa_stock,
       (select json_agg(json_build_array(o.id, o.price_cents, o.delivery_days, o.delivery_text, o.minimum_order_quantity,
                                         o.stock_status, o.gsa_stock, o.contract_id, o.contractor_id, o.state_programs))
          from offers o where o.product_id = p.id) as offers
  from products p
 where p.id = $1`;

const INT8_OID = 20;

type OfferTuple = [number, number, number, string, number, string, boolean, number, number, string[] | null];

async function loadContracts(db: AppDb): Promise<Map<number, ContractRow>> {
  const rows = await db.select(contractColumns).from(schema.contracts);
  return new Map(rows.map((r) => [r.id, r]));
}

async function loadContractors(db: AppDb): Promise<Map<number, ContractorRow>> {
  const c = schema.contractors;
  const rows = await db
    .select({
      id: c.id,
      name: c.name,
      zip: c.zip,
      smallBusiness: c.smallBusiness,
      womanOwned: c.womanOwned,
      veteranOwned: c.veteranOwned,
      serviceDisabledVeteranOwned: c.serviceDisabledVeteranOwned,
      eightA: c.eightA,
      hubzone: c.hubzone,
      abilityOne: c.abilityOne,
    })
    .from(c);
  return new Map(rows.map((r) => [r.id, r]));
}

function productRow(r: Record<string, unknown>): ProductRow {
  return {
    id: Number(r.id),
    title: String(r.title),
    description: String(r.description),
    manufacturerId: Number(r.manufacturer_id),
    manufacturerName: String(r.manufacturer_name),
    manufacturerWebsite: null,
    partNumber: String(r.part_number),
    nsn: typeof r.nsn === 'string' ? r.nsn : null,
    unitOfIssue: String(r.unit_of_issue),
    categoryId: Number(r.category_id),
    programs: Array.isArray(r.programs) ? r.programs.map(String) : [],
    attributes: r.attributes && typeof r.attributes === 'object' ? (r.attributes as Record<string, string>) : {},
    image: String(r.image),
    minPriceCents: Number(r.min_price_cents),
    maxPriceCents: Number(r.max_price_cents),
    offerCount: Number(r.offer_count),
    gsaStock: r.gsa_stock === true,
  };
}

/** Current from the start date through the end date, and open to every store or naming this one. */
function usable(contract: ContractRow, storeId: number, today: string): boolean {
  return contract.startDate <= today && today <= contract.endDate && (contract.storeIds.length === 0 || contract.storeIds.includes(storeId));
}

interface Reference {
  contracts: Map<number, ContractRow>;
  contractors: Map<number, ContractorRow>;
  /** Manufacturer id → website. */
  websites: Map<number, string | null>;
  loadedAt: number;
}

async function loadWebsites(db: AppDb): Promise<Map<number, string | null>> {
  const rows = await db.select({ id: schema.manufacturers.id, website: schema.manufacturers.website }).from(schema.manufacturers);
  return new Map(rows.map((r) => [r.id, r.website]));
}

export function productSource(db: AppDb) {
  const read = preparedRead(db, 'catalog_product_with_offers', PRODUCT_WITH_OFFERS, [INT8_OID]);

  let current: Reference | undefined;
  let pending: Promise<Reference> | undefined;
  const load = () => {
    pending ??= Promise.all([loadContracts(db), loadContractors(db), loadWebsites(db)])
      .then(([contracts, contractors, websites]) => (current = { contracts, contractors, websites, loadedAt: Date.now() }))
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  /** Reference data that knows every id the product names, reloading once if the product is newer than it. */
  async function referenceFor(manufacturerId: number, tuples: readonly OfferTuple[]): Promise<Reference> {
    let ref = current && Date.now() - current.loadedAt < REFERENCE_TTL_MS ? current : await load();
    const unknown = !ref.websites.has(manufacturerId) || tuples.some((t) => !ref.contracts.has(t[7]) || !ref.contractors.has(t[8]));
    if (unknown && Date.now() - ref.loadedAt > RELOAD_GAP_MS) ref = await load();
    return ref;
  }

  return async (productId: number, storeId: number, today: string): Promise<ProductWithOffers | undefined> => {
    if (!productId) return undefined;
    const [row] = await read([String(productId)]);
    if (!row) return undefined;
    const tuples = (Array.isArray(row.offers) ? row.offers : []) as OfferTuple[];
    const product = productRow(row);
    const ref = await referenceFor(product.manufacturerId, tuples);
    product.manufacturerWebsite = ref.websites.get(product.manufacturerId) ?? null;
    const offers: OfferRow[] = [];
    for (const [id, priceCents, deliveryDays, deliveryText, minimumOrderQuantity, stockStatus, gsaStock, contractId, contractorId, programs] of tuples) {
      const contract = ref.contracts.get(contractId);
      const contractor = ref.contractors.get(contractorId);
      if (!contract || !contractor || !usable(contract, storeId, today)) continue;
      const statePrograms = (programs ?? []).filter(isStateProgramKey);
      offers.push({ id: Number(id), priceCents, deliveryDays, deliveryText, minimumOrderQuantity, stockStatus, gsaStock, contract, contractor, statePrograms });
    }
    offers.sort((a, b) => a.priceCents - b.priceCents || a.deliveryDays - b.deliveryDays || a.id - b.id);
    return { product, offers };
  };
}

export type ProductSource = ReturnType<typeof productSource>;
