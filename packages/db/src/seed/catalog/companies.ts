/** Manufacturers, contractors (with socio-economic flags and contact details) and their contracts. */
import { STATE_PROGRAM_KEYS, STATE_PROGRAMS, type StateProgramKey } from '@advantage/contracts';
import type { Leaf, TopCategory } from './model.js';
import { ABILITYONE_AGENCIES, CITIES, type City, CONTRACTOR_WORDS, LEGAL_SUFFIXES, NAME_STEMS, slug, STREET_KINDS, STREETS } from './names.js';
import { Rng } from './prng.js';

const STREAM_MANUFACTURER = 11;
const STREAM_CONTRACTOR = 12;
const STREAM_CONTRACT = 13;
/** A stream of its own, so adding the opt-ins changed no other generated value. */
const STREAM_STATE_PROGRAMS = 14;

export const MANUFACTURERS_PER_TOP = 40;
export const CONTRACTOR_COUNT = 600;
export const ABILITYONE_COUNT = 16;

export interface ManufacturerRow {
  id: number;
  name: string;
  website: string;
}

export interface Manufacturer extends ManufacturerRow {
  /** Part-number prefix and style, so a manufacturer's part numbers look alike. */
  prefix: string;
  style: number;
}

export interface ContractorRow {
  id: number;
  name: string;
  uei: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  website: string | null;
  smallBusiness: boolean;
  womanOwned: boolean;
  veteranOwned: boolean;
  serviceDisabledVeteranOwned: boolean;
  eightA: boolean;
  hubzone: boolean;
  abilityOne: boolean;
}

export interface ContractRow {
  id: number;
  contractNumber: string;
  contractorId: number;
  kind: 'MAS' | 'BPA' | 'GSS';
  schedule: string;
  sin: string;
  startDate: string;
  endDate: string;
  minimumOrderCents: number;
  maximumOrderCents: number | null;
  fob: string;
  warranty: string;
  paymentTerms: string;
  acceptsPurchaseCard: boolean;
  storeIds: number[];
  documents: { title: string; keyName: string }[];
  statePrograms: StateProgramKey[];
}

/** What the offer generator needs to know about a contractor. */
export interface Seller {
  id: number;
  socio: string[];
  masContractId: number;
  bpaContractId: number | null;
  abilityOne: boolean;
}

export function manufacturers(seed: number, tops: readonly TopCategory[]): { rows: ManufacturerRow[]; byTop: Manufacturer[][] } {
  const rows: Manufacturer[] = [];
  const byTop: Manufacturer[][] = [];
  const names = new Set<string>();
  const prefixes = new Set<string>();
  tops.forEach((top, t) => {
    const list: Manufacturer[] = [];
    const count = top.kind === 'service' ? 30 : MANUFACTURERS_PER_TOP;
    for (let k = 0; list.length < count; k++) {
      const r = new Rng(seed, STREAM_MANUFACTURER, t, k);
      const stem = r.pick(NAME_STEMS);
      const trade = r.pick(top.trade);
      const suffix = r.pick(LEGAL_SUFFIXES);
      const name = `${stem} ${trade}${suffix && !trade.endsWith('Company') ? ` ${suffix}` : ''}`;
      const key = name.replace(/ (Inc\.|LLC|Corp\.|Co\.)$/, '');
      if (names.has(key)) continue;
      names.add(key);
      const initials = (stem.replace(/[^A-Z]/g, '') + stem.slice(1, 3).toUpperCase()).slice(0, 3);
      let prefix = initials;
      for (let n = 2; prefixes.has(prefix); n++) prefix = `${initials}${n}`;
      prefixes.add(prefix);
      const m: Manufacturer = { id: rows.length + 1, name, website: `https://www.${slug(key)}.example`, prefix, style: r.int(4) };
      rows.push(m);
      list.push(m);
    }
    byTop.push(list);
  });
  return { rows: rows.map(({ id, name, website }) => ({ id, name, website })), byTop };
}

const UEI_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

function uei(r: Rng): string {
  let s = UEI_ALPHABET[r.int(24)] ?? 'A';
  for (let i = 1; i < 12; i++) s += UEI_ALPHABET[r.int(UEI_ALPHABET.length)];
  return s;
}

function address(r: Rng, near?: City) {
  const city = near ?? r.pick(CITIES);
  const suite = r.chance(0.4) ? `, Suite ${r.between(1, 9)}${r.between(0, 9)}0` : '';
  return {
    street: `${r.between(100, 9899)} ${r.pick(STREETS)} ${r.pick(STREET_KINDS)}${suite}`,
    city: city.city,
    state: city.state,
    zip: `${city.zip}${String(r.between(1, 99)).padStart(2, '0')}`,
    // 555-0100..0199 are the numbers reserved for fiction.
    phone: `(${city.area}) 555-01${String(r.int(100)).padStart(2, '0')}`,
  };
}

export interface ContractorSet {
  rows: ContractorRow[];
  contracts: ContractRow[];
  /** Sellers able to offer products of each leaf category, by leaf code. */
  byLeaf: Map<string, Seller[]>;
  /** AbilityOne agencies by leaf code (absent where none sells). */
  abilityOneByLeaf: Map<string, Seller[]>;
  /** The GSA Global Supply seller and its stock contract. */
  globalSupply: Seller;
}

export function contractors(seed: number, tops: readonly TopCategory[]): ContractorSet {
  const rows: ContractorRow[] = [];
  const contracts: ContractRow[] = [];
  const numbers = new Set<string>();
  const ueis = new Set<string>();
  const byLeaf = new Map<string, Seller[]>();
  const abilityOneByLeaf = new Map<string, Seller[]>();

  const add = (row: Omit<ContractorRow, 'id' | 'uei'>, r: Rng): ContractorRow => {
    let id = uei(r);
    while (ueis.has(id)) id = uei(r);
    ueis.add(id);
    const full = { id: rows.length + 1, uei: id, ...row };
    rows.push(full);
    return full;
  };

  // GSA Global Supply sells stocked NSN items from its own stock contract.
  const gssRow = add(
    {
      name: 'GSA Global Supply',
      street: '1800 F Street NW',
      city: 'Washington',
      state: 'DC',
      zip: '20405',
      phone: '(800) 488-3111',
      email: 'ncsccustomer.service@gsa.example',
      website: 'https://www.gsa.gov/globalsupply',
      smallBusiness: false,
      womanOwned: false,
      veteranOwned: false,
      serviceDisabledVeteranOwned: false,
      eightA: false,
      hubzone: false,
      abilityOne: false,
    },
    new Rng(seed, STREAM_CONTRACTOR, 0),
  );
  contracts.push({
    id: 1,
    contractNumber: 'GSA-GLOBAL-SUPPLY',
    contractorId: gssRow.id,
    kind: 'GSS',
    schedule: 'GSA Global Supply',
    sin: 'GSS',
    startDate: '2000-10-01',
    endDate: '2099-09-30',
    minimumOrderCents: 0,
    maximumOrderCents: null,
    fob: 'Destination',
    warranty: 'Replacement of defective stock items',
    paymentTerms: 'Billed through IPAC or purchase card',
    acceptsPurchaseCard: true,
    storeIds: [],
    documents: [],
    // GSA Global Supply stock is open to the programs whose rules admit it (docs/product/state-and-local.md).
    statePrograms: STATE_PROGRAM_KEYS.filter((k) => STATE_PROGRAMS[k].globalSupply),
  });
  const globalSupply: Seller = { id: gssRow.id, socio: [], masContractId: 1, bpaContractId: null, abilityOne: false };

  const productTops = tops.map((t, i) => (t.kind === 'product' ? i : -1)).filter((i) => i >= 0);
  const serviceLeaves = tops.filter((t) => t.kind === 'service').flatMap((t) => t.leaves);
  const leavesOf = (codes: string[]) => tops.filter((t) => codes.includes(t.code)).flatMap((t) => t.leaves);
  const names = new Set<string>();
  for (let k = 0; k < ABILITYONE_COUNT + CONTRACTOR_COUNT; k++) {
    const r = new Rng(seed, STREAM_CONTRACTOR, k + 1);
    const isAbilityOne = k < ABILITYONE_COUNT;
    let name = '';
    let home: City | undefined;
    do {
      if (isAbilityOne) {
        home = r.pick(CITIES);
        name = `${home.city} ${r.pick(ABILITYONE_AGENCIES)}`;
      } else {
        const word = r.pick(CONTRACTOR_WORDS);
        const suffix = word.endsWith('Company') ? '' : r.pick(LEGAL_SUFFIXES);
        name = `${r.pick(NAME_STEMS)} ${word}${suffix ? ` ${suffix}` : ''}`;
      }
    } while (names.has(name));
    names.add(name);
    const small = isAbilityOne ? false : r.chance(0.72);
    const veteran = small && r.chance(0.14);
    const flags = {
      smallBusiness: small,
      womanOwned: small && r.chance(0.22),
      veteranOwned: veteran,
      serviceDisabledVeteranOwned: veteran && r.chance(0.55),
      eightA: small && r.chance(0.07),
      hubzone: small && r.chance(0.09),
      abilityOne: isAbilityOne,
    };
    const domain = `${slug(name.replace(/ (Inc\.|LLC|Corp\.|Co\.)$/, ''))}.example`;
    const row = add({ name, ...address(r, home), email: `${r.pick(['gsa', 'orders', 'sales', 'federal', 'contracts'])}@${domain}`, website: r.chance(0.9) ? `https://www.${domain}` : null, ...flags }, r);

    // Services firms sell services only (two to five service categories); product resellers cover one to
    // three product categories; AbilityOne agencies make office and janitorial products and may provide
    // custodial and office services.
    const sellsServices = isAbilityOne ? r.chance(0.5) : r.chance(0.18);
    const leaves: Leaf[] = isAbilityOne
      ? [
          ...leavesOf(['office-supplies', 'janitorial', ...(r.chance(0.5) ? ['safety-ppe'] : [])]),
          ...(sellsServices ? serviceLeaves.filter((l) => l.code === 'facility-management' || l.code === 'office-services') : []),
        ]
      : sellsServices
        ? r.sample(serviceLeaves, r.between(2, 5))
        : r.sample(productTops, r.pick([1, 1, 2, 2, 3])).flatMap((t) => tops[t]?.leaves ?? []);

    const sins = [...new Set(leaves.map((l) => l.sin))];
    const mas = contractFor(seed, contracts.length + 1, row.id, 'MAS', sins, numbers);
    contracts.push(mas);
    let bpaId: number | null = null;
    if (!isAbilityOne && r.chance(0.15)) {
      const bpa = contractFor(seed, contracts.length + 1, row.id, 'BPA', sins, numbers);
      contracts.push(bpa);
      bpaId = bpa.id;
    }
    const socio = [
      flags.smallBusiness && 'SB',
      flags.womanOwned && 'WO',
      flags.veteranOwned && 'VO',
      flags.serviceDisabledVeteranOwned && 'SDVO',
      flags.eightA && '8A',
      flags.hubzone && 'HUBZ',
    ].filter((s): s is string => typeof s === 'string');
    const seller: Seller = { id: row.id, socio, masContractId: mas.id, bpaContractId: bpaId, abilityOne: isAbilityOne };
    for (const leaf of leaves) {
      const pools = isAbilityOne ? abilityOneByLeaf : byLeaf;
      const pool = pools.get(leaf.code);
      if (pool) pool.push(seller);
      else pools.set(leaf.code, [seller]);
    }
  }
  return { rows, contracts, byLeaf, abilityOneByLeaf, globalSupply };
}

const OFFICES = ['SWA', 'SMD', 'SHA', 'SCA', 'TCA', 'RAA', 'SMA', 'SWB', 'SEA', 'TRA'];
const LEGACY_GROUPS = ['02', '03', '07', '10', '21', '25', '26', '27', '28', '29', '35'];
const ALNUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Agency stores BPAs are limited to (see packages/contracts STORES): Air Force, USDA, VA, DHS. */
const BPA_STORES = [[2], [5], [6], [8], []];

function contractNumber(r: Rng, kind: 'MAS' | 'BPA', legacy: boolean, year: number): string {
  if (legacy) return `GS-${r.pick(LEGACY_GROUPS)}F-${String(r.int(10000)).padStart(4, '0')}${ALNUM[10 + r.int(24)]}`;
  const serial = `${String(r.int(1000)).padStart(3, '0')}${ALNUM[r.int(ALNUM.length)]}`;
  return `47Q${r.pick(OFFICES)}${String(year % 100).padStart(2, '0')}${kind === 'BPA' ? 'A' : 'D'}${serial}`;
}

function contractFor(seed: number, id: number, contractorId: number, kind: 'MAS' | 'BPA', sins: string[], numbers: Set<string>): ContractRow {
  const r = new Rng(seed, STREAM_CONTRACT, id);
  const legacy = kind === 'MAS' && r.chance(0.35);
  const startYear = kind === 'BPA' ? r.between(2024, 2025) : legacy ? r.between(2010, 2014) : r.between(2015, 2024);
  let number = contractNumber(r, kind, legacy, startYear);
  while (numbers.has(number)) number = contractNumber(r, kind, legacy, startYear);
  numbers.add(number);
  const month = String(r.between(1, 12)).padStart(2, '0');
  const day = String(r.between(1, 28)).padStart(2, '0');
  // MAS contracts run a 5-year base plus three 5-year options (20 years, the ultimate completion date); BPAs 5 years.
  const years = kind === 'BPA' ? 5 : 20;
  const stores = kind === 'BPA' ? (r.pick(BPA_STORES) ?? []) : [];
  return {
    id,
    contractNumber: number,
    contractorId,
    kind,
    schedule: kind === 'BPA' ? 'MAS Blanket Purchase Agreement' : 'MAS',
    sin: sins.join(' '),
    startDate: `${startYear}-${month}-${day}`,
    endDate: `${startYear + years}-${month}-${day}`,
    minimumOrderCents: r.pick([0, 0, 0, 2500, 5000, 10000, 10000, 25000]),
    maximumOrderCents: r.pick([25_000_000, 25_000_000, 50_000_000, 100_000_000, null]),
    fob: r.chance(0.85) ? 'Destination' : 'Origin',
    warranty: r.pick(['Standard commercial warranty', '1 year parts and labor', 'Lifetime limited warranty', '90 days from delivery', 'Manufacturer warranty passed through']),
    paymentTerms: r.pick(['Net 30 days', 'Net 30 days', '1% 10 days, net 30 days', '2% 20 days, net 30 days', '0.5% 15 days, net 30 days']),
    acceptsPurchaseCard: r.chance(0.95),
    storeIds: stores,
    documents: kind === 'BPA' ? [{ title: 'BPA Terms and Conditions', keyName: `BPA_${number}` }, { title: 'BPA Ordering Guide', keyName: `BPA_${number}_GUIDE` }] : [],
    statePrograms: kind === 'MAS' ? stateOptIns(seed, id, sins) : [],
  };
}

/**
 * The state and local programs a schedule contract's holder opted into (docs/product/state-and-local.md: not every contractor
 * takes part), each at its program's share. Cooperative Purchasing is offered only on contracts holding one of
 * its SINs. A BPA is an agency's own agreement, so it opens to no state or local program.
 */
function stateOptIns(seed: number, id: number, sins: string[]): StateProgramKey[] {
  const r = new Rng(seed, STREAM_STATE_PROGRAMS, id);
  return STATE_PROGRAM_KEYS.filter((k) => {
    const program = STATE_PROGRAMS[k];
    const chosen = r.chance(program.optInShare);
    return chosen && (!program.sins || sins.some((sin) => program.sins?.includes(sin)));
  });
}
