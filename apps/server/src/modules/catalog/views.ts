/** Rows to the attribute shapes of packages/contracts/src/catalog-views.ts. */
import {
  CONTRACT_KIND_LABELS,
  type ContractView,
  type OfferContract,
  type OfferView,
  type ProductAttribute,
  type ProductSummary,
  type ProductView,
  productImageUrl,
  stateAccessFor,
  STOCK_STATUS_LABELS,
  unitOfIssue,
} from '@advantage/contracts';
import type { StateGate } from '../../lib/state-eligibility.js';
import type { OfferRow, ProductRow } from './product-source.js';
import type { ContractRow } from './queries.js';
import { type CatalogReference, socioBadges } from './reference.js';

type SummaryRow = Pick<
  ProductRow,
  'id' | 'title' | 'manufacturerName' | 'partNumber' | 'nsn' | 'unitOfIssue' | 'image' | 'minPriceCents' | 'maxPriceCents' | 'offerCount' | 'gsaStock'
>;

export function productSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    title: row.title,
    manufacturerName: row.manufacturerName,
    partNumber: row.partNumber,
    nsn: row.nsn,
    unitOfIssue: unitOfIssue(row.unitOfIssue),
    image: productImageUrl(row.image),
    minPriceCents: row.minPriceCents,
    maxPriceCents: row.maxPriceCents,
    offerCount: row.offerCount,
    gsaStock: row.gsaStock,
  };
}

/** jsonb does not keep key order, so attributes are listed by name. */
export function attributeList(attributes: Record<string, string> | null): ProductAttribute[] {
  return Object.entries(attributes ?? {})
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The product with prices and offer count taken from its current offers (the stored ones may include ended contracts). */
export async function productView(row: ProductRow, reference: CatalogReference, current: readonly OfferRow[]): Promise<ProductView> {
  const [category, programs] = await Promise.all([reference.breadcrumb(row.categoryId), reference.programs(row.programs)]);
  const prices = current.map((o) => o.priceCents);
  return {
    ...productSummary(row),
    ...(prices.length ? { minPriceCents: Math.min(...prices), maxPriceCents: Math.max(...prices), offerCount: prices.length } : {}),
    gsaStock: current.length ? current.some((o) => o.gsaStock) : row.gsaStock,
    description: row.description,
    manufacturer: { id: row.manufacturerId, name: row.manufacturerName, website: row.manufacturerWebsite },
    category,
    attributes: attributeList(row.attributes),
    programs,
  };
}

type OfferContractRow = Pick<
  ContractRow,
  'contractNumber' | 'kind' | 'schedule' | 'sin' | 'fob' | 'acceptsPurchaseCard' | 'minimumOrderCents' | 'endDate'
>;

export function offerContract(c: OfferContractRow): OfferContract {
  return {
    number: c.contractNumber,
    kind: c.kind,
    kindLabel: CONTRACT_KIND_LABELS[c.kind] ?? c.kind,
    schedule: c.schedule,
    sin: c.sin,
    fob: c.fob,
    acceptsPurchaseCard: c.acceptsPurchaseCard,
    minimumOrderCents: c.minimumOrderCents,
    endDate: c.endDate,
  };
}

export function contractView(c: ContractRow, today: string): ContractView {
  return {
    ...offerContract(c),
    id: c.id,
    startDate: c.startDate,
    maximumOrderCents: c.maximumOrderCents,
    warranty: c.warranty,
    paymentTerms: c.paymentTerms,
    documentCount: c.documents.length,
    current: c.startDate <= today && today <= c.endDate,
  };
}

/**
 * Offers arrive lowest price first; every offer at the lowest price is marked. For a state or local member
 * (`gate`), each offer also says whether it is open to them and under which program, or why not.
 */
export function offerViews(rows: readonly OfferRow[], unitCode: string, highlight: string | null, gate: StateGate | null = null): OfferView[] {
  const lowest = rows.length ? Math.min(...rows.map((r) => r.priceCents)) : 0;
  const unit = unitOfIssue(unitCode);
  return rows.map((r) => ({
    id: r.id,
    contractor: { id: r.contractor.id, name: r.contractor.name, socio: socioBadges(r.contractor) },
    contract: offerContract(r.contract),
    priceCents: r.priceCents,
    lowestPrice: r.priceCents === lowest,
    unitOfIssue: unit,
    deliveryDays: r.deliveryDays,
    deliveryText: r.deliveryText,
    minimumOrderQuantity: r.minimumOrderQuantity,
    stockStatus: r.stockStatus,
    stockLabel: STOCK_STATUS_LABELS[r.stockStatus] ?? r.stockStatus,
    gsaStock: r.gsaStock,
    highlighted: highlight !== null && r.contract.contractNumber === highlight,
    statePrograms: r.statePrograms,
    ...(gate ? { stateAccess: stateAccessFor(r.statePrograms, gate.programs, gate.blocked) } : {}),
  }));
}
