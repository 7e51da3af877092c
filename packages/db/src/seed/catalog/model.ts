/**
 * The vocabulary the generator draws from: top categories, leaf categories with their FSC (products) or
 * PSC (services), and product types with attributes, packs and price ranges. Data files use the compact
 * helpers below so that a product type reads as one short block.
 */

export type ProgramCode = 'ABILITYONE' | 'ENV' | 'DISASTER' | 'SECURITY';

export interface Pack {
  /** DoD unit of issue code. */
  ui: string;
  /** Pieces in one unit of issue (the per-piece price is multiplied by it). */
  qty: number;
  /** Title suffix, e.g. '12/Box'; empty for a single item. */
  label: string;
}

export interface AttributeOption {
  value: string;
  /** Price multiplier of this option. */
  factor: number;
}

export interface Attribute {
  name: string;
  options: AttributeOption[];
}

export interface ProductType {
  name: string;
  /** Title template; `{Attribute name}` is replaced by the chosen option. */
  title: string;
  attributes: Attribute[];
  packs: Pack[];
  /** Price of one piece in cents, low and high. */
  price: [number, number];
  synonyms: string[];
  /** Opening sentences of the description (one is chosen). */
  about: string[];
  /** Share of items of this type that carry an NSN. */
  nsnShare: number;
  /** Chance of each special program. */
  programs: Partial<Record<ProgramCode, number>>;
  /** Environmental attribute shown when the item is green, e.g. 'EPA CPG recycled content'. */
  eco: string[];
}

export interface Leaf {
  code: string;
  name: string;
  /** FSC for products, PSC for services. */
  fsc: string;
  /** MAS Special Item Number offers in this category are awarded under. */
  sin: string;
  /** Drawing used by the product image. */
  icon: string;
  /** Relative share of the catalog. */
  weight: number;
  types: ProductType[];
}

export interface TopCategory {
  code: string;
  name: string;
  kind: 'product' | 'service';
  /** Words manufacturer and contractor names in this category are built from. */
  trade: string[];
  leaves: Leaf[];
}

const PACK_NAMES: Record<string, string> = {
  BX: 'Box',
  PK: 'Pack',
  CS: 'Case',
  BG: 'Bag',
  PG: 'Package',
  CT: 'Carton',
  RO: 'Roll',
  BT: 'Bottle',
  CN: 'Can',
  TU: 'Tube',
  SH: 'Sheet',
};
const SINGLE_LABELS: Record<string, string> = {
  EA: '',
  DZ: 'Dozen',
  PR: 'Pair',
  KT: 'Kit',
  SE: 'Set',
  RM: 'Ream',
  RO: 'Roll',
  GL: 'Gallon',
  BT: 'Bottle',
  CN: 'Can',
  BX: 'Box',
  PG: 'Package',
  BG: 'Bag',
  TU: 'Tube',
  QT: 'Quart',
  CS: 'Case',
};

/** 'BX:12 DZ EA' → packs. `UI:n` is n pieces (n/Box), a bare code one piece (a dozen counts 12). */
export function packs(spec: string): Pack[] {
  return spec.split(/\s+/).map((token) => {
    const [ui = 'EA', n] = token.split(':');
    if (n) return { ui, qty: Number(n), label: `${n}/${PACK_NAMES[ui] ?? ui}` };
    if (ui === 'DZ') return { ui, qty: 12, label: 'Dozen' };
    return { ui, qty: 1, label: SINGLE_LABELS[ui] ?? '' };
  });
}

/** 'Small|Large*1.4' → options; `*f` multiplies the price. */
function options(spec: string): AttributeOption[] {
  return spec.split('|').map((o) => {
    const [value = '', factor] = o.split('*');
    return { value: value.trim(), factor: factor ? Number(factor) : 1 };
  });
}

export interface TypeExtras {
  syn?: string;
  about?: string | string[];
  nsn?: number;
  env?: number;
  disaster?: number;
  security?: number;
  abilityOne?: number;
  eco?: string;
}

export function type(
  name: string,
  title: string,
  attrs: Record<string, string>,
  packSpec: string,
  price: [number, number],
  extras: TypeExtras = {},
): ProductType {
  const programs: Partial<Record<ProgramCode, number>> = {};
  if (extras.env) programs.ENV = extras.env;
  if (extras.disaster) programs.DISASTER = extras.disaster;
  if (extras.security) programs.SECURITY = extras.security;
  if (extras.abilityOne) programs.ABILITYONE = extras.abilityOne;
  const about = extras.about ?? `${name} for government offices, facilities and field use.`;
  return {
    name,
    title,
    attributes: Object.entries(attrs).map(([attrName, spec]) => ({ name: attrName, options: options(spec) })),
    packs: packs(packSpec),
    price,
    synonyms: extras.syn ? extras.syn.split(',').map((s) => s.trim()) : [],
    about: Array.isArray(about) ? about : [about],
    nsnShare: extras.nsn ?? 0.3,
    programs,
    eco: extras.eco ? extras.eco.split('|') : [],
  };
}

export function leaf(code: string, name: string, fsc: string, sin: string, icon: string, weight: number, types: ProductType[]): Leaf {
  return { code, name, fsc, sin, icon, weight, types };
}
