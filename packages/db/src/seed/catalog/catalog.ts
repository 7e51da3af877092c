/** Everything a product is generated from: the reference rows, built once per seed. */
import type { StateProgramKey } from '@advantage/contracts';
import { type ContractorRow, contractors, type ContractRow, type Manufacturer, type ManufacturerRow, manufacturers, type Seller } from './companies.js';
import type { ProgramCode } from './model.js';
import { cumulative } from './prng.js';
import {
  type CategoryRow,
  categoryRows,
  type LeafRef,
  type ServiceCategoryRow,
  serviceCategoryRows,
  type SpecialProgramRow,
  specialProgramRows,
  TOP_CATEGORIES,
} from './reference.js';

export const DEFAULT_SEED = 20_240_901;

/** Program chances every type of a top category gets unless the type says otherwise. */
const TOP_PROGRAMS: Record<string, Partial<Record<ProgramCode, number>>> = {
  'office-supplies': { ABILITYONE: 0.05 },
  'janitorial': { ABILITYONE: 0.08, DISASTER: 0.12 },
  'safety-ppe': { DISASTER: 0.3, ABILITYONE: 0.03 },
  'medical': { DISASTER: 0.35 },
  'electrical-lighting': { DISASTER: 0.12 },
  'food-service': { DISASTER: 0.08 },
  'tools-hardware': { DISASTER: 0.06 },
};

export interface Reference {
  seed: number;
  categories: CategoryRow[];
  leaves: LeafRef[];
  leafCumulative: number[];
  programs: SpecialProgramRow[];
  programOrder: Map<string, number>;
  serviceCategories: ServiceCategoryRow[];
  manufacturers: ManufacturerRow[];
  manufacturersByTop: Manufacturer[][];
  contractors: ContractorRow[];
  contracts: ContractRow[];
  /** State and local programs each contract (by id) opted into. */
  contractPrograms: Map<number, StateProgramKey[]>;
  sellersByLeaf: Map<string, Seller[]>;
  abilityOneByLeaf: Map<string, Seller[]>;
  globalSupply: Seller;
  topPrograms: Partial<Record<ProgramCode, number>>[];
}

const cache = new Map<number, Reference>();

export function buildReference(seed: number = DEFAULT_SEED): Reference {
  const cached = cache.get(seed);
  if (cached) return cached;
  const { rows: categories, leaves } = categoryRows();
  const mfr = manufacturers(seed, TOP_CATEGORIES);
  const sellers = contractors(seed, TOP_CATEGORIES);
  const programs = specialProgramRows();
  const reference: Reference = {
    seed,
    categories,
    leaves,
    leafCumulative: cumulative(leaves.map((l) => l.leaf.weight)),
    programs,
    programOrder: new Map(programs.map((p) => [p.code, p.position])),
    serviceCategories: serviceCategoryRows(),
    manufacturers: mfr.rows,
    manufacturersByTop: mfr.byTop,
    contractors: sellers.rows,
    contracts: sellers.contracts,
    contractPrograms: new Map(sellers.contracts.map((c) => [c.id, c.statePrograms])),
    sellersByLeaf: sellers.byLeaf,
    abilityOneByLeaf: sellers.abilityOneByLeaf,
    globalSupply: sellers.globalSupply,
    topPrograms: TOP_CATEGORIES.map((t) => TOP_PROGRAMS[t.code] ?? {}),
  };
  cache.set(seed, reference);
  return reference;
}
