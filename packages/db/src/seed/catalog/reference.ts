/** Reference rows: the category tree, special programs and the service category menu of docs/product/search-and-catalog.md */
import { ELECTRICAL } from './data/electrical.js';
import { FOOD_SERVICE } from './data/food.js';
import { FURNITURE } from './data/furniture.js';
import { IT_HARDWARE } from './data/it.js';
import { JANITORIAL } from './data/janitorial.js';
import { MEDICAL } from './data/medical.js';
import { OFFICE } from './data/office.js';
import { SAFETY } from './data/safety.js';
import { SERVICES } from './data/services.js';
import { TOOLS } from './data/tools.js';
import { VEHICLE } from './data/vehicle.js';
import type { Leaf, TopCategory } from './model.js';

export const TOP_CATEGORIES: readonly TopCategory[] = [
  OFFICE,
  IT_HARDWARE,
  FURNITURE,
  JANITORIAL,
  TOOLS,
  SAFETY,
  MEDICAL,
  ELECTRICAL,
  FOOD_SERVICE,
  VEHICLE,
  SERVICES,
];

export interface CategoryRow {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  kind: 'product' | 'service';
  fsc: string | null;
  position: number;
}

export interface LeafRef {
  id: number;
  top: TopCategory;
  topIndex: number;
  leaf: Leaf;
  /** Special program code of a service category (products: none). */
  serviceProgram: string | null;
}

/** Top categories take ids 1..T in order, then leaves follow in order; ids never depend on the seed. */
export function categoryRows(): { rows: CategoryRow[]; leaves: LeafRef[] } {
  const rows: CategoryRow[] = [];
  const leaves: LeafRef[] = [];
  TOP_CATEGORIES.forEach((top, t) => {
    rows.push({ id: t + 1, code: top.code, name: top.name, parentId: null, kind: top.kind, fsc: null, position: t + 1 });
  });
  let id = TOP_CATEGORIES.length;
  TOP_CATEGORIES.forEach((top, t) => {
    top.leaves.forEach((leaf, l) => {
      id += 1;
      rows.push({ id, code: leaf.code, name: leaf.name, parentId: t + 1, kind: top.kind, fsc: leaf.fsc, position: l + 1 });
      leaves.push({ id, top, topIndex: t, leaf, serviceProgram: top.kind === 'service' ? serviceProgramCode(leaf.code) : null });
    });
  });
  return { rows, leaves };
}

export function serviceProgramCode(leafCode: string): string {
  return `SVC_${leafCode.replace(/-services?$/, '').replace(/-/g, '_').toUpperCase()}`;
}

export interface SpecialProgramRow {
  code: string;
  name: string;
  description: string;
  kind: 'program' | 'service';
  position: number;
}

export function specialProgramRows(): SpecialProgramRow[] {
  const programs: SpecialProgramRow[] = [
    {
      code: 'ABILITYONE',
      name: 'AbilityOne',
      description: 'Products and services made or provided by nonprofit agencies employing people who are blind or have significant disabilities. AbilityOne is a mandatory source of supply.',
      kind: 'program',
      position: 1,
    },
    {
      code: 'ENV',
      name: 'Environmental',
      description: 'Products with environmental attributes: recycled content, ENERGY STAR, EPEAT, Safer Choice, USDA BioPreferred and other green procurement programs.',
      kind: 'program',
      position: 2,
    },
    {
      code: 'DISASTER',
      name: 'Disaster Relief',
      description: 'Products and services for disaster preparation, response and recovery, available to state and local governments through Disaster Purchasing.',
      kind: 'program',
      position: 3,
    },
    {
      code: 'SECURITY',
      name: 'Security',
      description: 'Physical security, law enforcement and IT security products and services, including items open to Cooperative Purchasing.',
      kind: 'program',
      position: 4,
    },
  ];
  SERVICES.leaves.forEach((leaf) => {
    programs.push({
      code: serviceProgramCode(leaf.code),
      name: leaf.name,
      description: `${leaf.name} offered under Multiple Award Schedule SIN ${leaf.sin} (PSC ${leaf.fsc}).`,
      kind: 'service',
      position: programs.length + 1,
    });
  });
  return programs;
}

export interface ServiceCategoryRow {
  id: number;
  name: string;
  url: string;
  searchQuery: string | null;
  categoryCode: string;
  position: number;
}

/** Information page that explains buying services (the first entry of the menu). */
export const ABOUT_BUYING_SERVICES_KEY = 'BUYING_SERVICES';

/** The 14 entries of the service category menu, in the order of docs/product/search-and-catalog.md; each but the first browses its service category. */
export function serviceCategoryRows(): ServiceCategoryRow[] {
  const menu: Array<[string, string | null]> = [
    ['About Buying Services', null],
    ['Energy', 'energy-services'],
    ['Environmental', 'environmental-services'],
    ['Facility Management', 'facility-management'],
    ['Furniture', 'furniture-services'],
    ['Human Capital', 'human-capital'],
    ['Office', 'office-services'],
    ['Professional', 'professional-services'],
    ['Security & Law Enforcement', 'security-services'],
    ['Technology', 'technology-services'],
    ['Training', 'training-services'],
    ['Transportation', 'transportation-services'],
    ['Travel', 'travel-services'],
    ['Vehicle Buy/Lease Services', 'vehicle-services'],
  ];
  return menu.map(([name, code], i) =>
    code
      ? { id: i + 1, name, url: '/search/advantage_search', searchQuery: null, categoryCode: code, position: i + 1 }
      : { id: i + 1, name, url: '/information/page', searchQuery: `keyName=${ABOUT_BUYING_SERVICES_KEY}`, categoryCode: SERVICES.code, position: i + 1 },
  );
}
