/** Response attributes of the catalog screens (docs/product/search-and-catalog.md "Catalog"): what the server sends, what the screens render. */
import type { StateAccess, StateProgramKey } from './state-programs.js';
import type { UnitOfIssue } from './units-of-issue.js';

export type SocioCode = 'SB' | 'WO' | 'VO' | 'SDVO' | '8A' | 'HUBZ' | 'AO';

/** A badge is always text (a short label and its full meaning), never colour alone. */
export interface SocioBadge {
  code: SocioCode;
  label: string;
  description: string;
}

export interface ProgramBadge {
  code: string;
  name: string;
  description: string;
}

export interface CategoryCrumb {
  code: string;
  name: string;
}

export interface ProductAttribute {
  name: string;
  value: string;
}

/** A product in a list (lookup matches, a variant, the strategic sourcing subject). */
export interface ProductSummary {
  id: number;
  title: string;
  manufacturerName: string;
  partNumber: string;
  nsn: string | null;
  unitOfIssue: UnitOfIssue;
  /** `/images/products/<key>.svg` */
  image: string;
  minPriceCents: number;
  maxPriceCents: number;
  offerCount: number;
  gsaStock: boolean;
}

export interface ProductView extends ProductSummary {
  description: string;
  manufacturer: { id: number; name: string; website: string | null };
  /** Root first; the last crumb is the product's own category. */
  category: CategoryCrumb[];
  attributes: ProductAttribute[];
  programs: ProgramBadge[];
}

export interface ContractorRef {
  id: number;
  name: string;
  socio: SocioBadge[];
}

export interface OfferContract {
  number: string;
  /** MAS | BPA | GSS */
  kind: string;
  kindLabel: string;
  schedule: string;
  sin: string;
  fob: string;
  acceptsPurchaseCard: boolean;
  minimumOrderCents: number;
  endDate: string;
}

export interface OfferView {
  id: number;
  contractor: ContractorRef;
  contract: OfferContract;
  priceCents: number;
  /** True for every offer at the lowest price (ties are all marked). */
  lowestPrice: boolean;
  unitOfIssue: UnitOfIssue;
  deliveryDays: number;
  deliveryText: string;
  minimumOrderQuantity: number;
  stockStatus: string;
  stockLabel: string;
  gsaStock: boolean;
  /** The offer of the contract named by `contractNumber=` in the address. */
  highlighted: boolean;
  /** State and local programs the offer is open under (the COOP PURCH, DISAST RECOV ... badges). */
  statePrograms: StateProgramKey[];
  /** For a state or local member: whether they may order it, under which of their programs, or why not. */
  stateAccess?: StateAccess;
}

export interface DeliveryEstimate {
  offerId: number;
  /** Who ships it: contractor and contract number. */
  label: string;
  /** yyyy-mm-dd */
  earliest: string;
  latest: string;
  text: string;
}

export interface DeliveryEstimateView {
  zip: string;
  destination: { label: string; outsideConus: boolean };
  /** yyyy-mm-dd: the business day the estimate counts from. */
  orderDate: string;
  estimates: DeliveryEstimate[];
  note: string;
}

export interface ProductDetailAttributes {
  product: ProductView;
  /** Every current offer, lowest price first, then fastest delivery. */
  offers: OfferView[];
  lowestPriceCents: number;
  /** `contractNumber=` asked for a contract: whether one of the offers is under it. */
  highlight: { contractNumber: string; found: boolean; message: string | null } | null;
  delivery: DeliveryEstimateView | null;
  [key: string]: unknown;
}

/** A product that exists but that no contractor offers on a current contract. */
export interface ProductFailureAttributes {
  product: ProductView;
  message: string;
  [key: string]: unknown;
}

export interface ProductNotFoundAttributes {
  message: string;
  [key: string]: unknown;
}

/** The product lookup by part number or NSN (product_detail without a productId). */
export interface ProductLookupAttributes {
  lookup: string;
  error: string | null;
  /** Set after a lookup: the products found (several manufacturers may share a part number). */
  matches: ProductSummary[] | null;
  message: string | null;
  [key: string]: unknown;
}

export interface EnterZipCodeAttributes {
  product: { id: number; title: string } | null;
  zip: string | null;
  error: string | null;
  delivery: DeliveryEstimateView | null;
  [key: string]: unknown;
}

export interface ContractView extends OfferContract {
  id: number;
  startDate: string;
  maximumOrderCents: number | null;
  warranty: string;
  paymentTerms: string;
  documentCount: number;
  /** False once the end date has passed (or before the start date). */
  current: boolean;
}

export interface ContractorDetailAttributes {
  contractor: {
    id: number;
    name: string;
    uei: string;
    address: { street: string; city: string; state: string; zip: string };
    phone: string;
    email: string;
    website: string | null;
    socio: SocioBadge[];
  };
  contracts: ContractView[];
  /** The contract the buyer came from, listed first. */
  highlight: string | null;
  [key: string]: unknown;
}

export interface DealerOption {
  offerId: number;
  contractor: ContractorRef;
  contractNumber: string;
  priceCents: number;
  lowestPrice: boolean;
  deliveryText: string;
  stockLabel: string;
}

export interface DealerSelectAttributes {
  product: ProductSummary;
  /** One row per contractor: its lowest-priced current offer. */
  dealers: DealerOption[];
  [key: string]: unknown;
}

export interface SourcingVehicle {
  contract: ContractView;
  contractor: { id: number; name: string };
  /** The vehicle's price for the product asked about, when it offers it. */
  priceCents: number | null;
  /** Below the product's lowest schedule (non-BPA) price, when both exist. */
  savingsCents: number | null;
}

export interface StrategicSourcingAttributes {
  product: ProductSummary | null;
  vehicles: SourcingVehicle[];
  message: string | null;
  [key: string]: unknown;
}

export interface BpaDocument {
  title: string;
  keyName: string;
  /** In-app address of the information page. */
  url: string;
}

export interface BpaDocumentsAttributes {
  contract: ContractView;
  contractor: { id: number; name: string };
  documents: BpaDocument[];
  [key: string]: unknown;
}

export interface ConfigurationOption {
  name: string;
  values: Array<{ value: string; productId: number; current: boolean }>;
}

export interface ConfigurationAttributes {
  product: ProductSummary & { attributes: ProductAttribute[] };
  /** Attributes that vary among the product's configurations, each value linked to the product that has it. */
  options: ConfigurationOption[];
  variants: Array<ProductSummary & { attributes: ProductAttribute[] }>;
  message: string | null;
  [key: string]: unknown;
}

export interface QuickLookAttributes {
  product: ProductSummary & { description: string; category: CategoryCrumb[]; programs: ProgramBadge[] };
  bestOffer: OfferView | null;
  [key: string]: unknown;
}
