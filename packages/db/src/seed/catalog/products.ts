/** Product i of the catalog and its offers, drawn from (seed, i) and the reference data only. */
import { programCovers, STATE_PROGRAM_KEYS, STATE_PROGRAMS, type StateProgramKey } from '@advantage/contracts';
import type { Reference } from './catalog.js';
import type { Seller } from './companies.js';
import { colourKey } from './image.js';
import type { Pack, ProgramCode } from './model.js';
import { cumulative, permute, Rng } from './prng.js';
import type { LeafRef } from './reference.js';

const STREAM_PRODUCT = 21;
const OFFER_COUNT_WEIGHTS = cumulative([14, 22, 24, 18, 12, 10]);
const MAS_DELIVERY_DAYS = [2, 3, 5, 5, 7, 7, 10, 14, 14, 21, 30];
const SOCIO_ORDER = ['SB', 'WO', 'VO', 'SDVO', '8A', 'HUBZ'];
/** Offer ids are product id × 10 + offer index, so they are stable and never collide. */
export const OFFER_ID_FACTOR = 10;
export const GLOBAL_SUPPLY_DELIVERY = '2–7 day delivery';

export interface ProductRow {
  id: number;
  title: string;
  description: string;
  manufacturerId: number;
  manufacturerName: string;
  partNumber: string;
  partNumberNorm: string;
  nsn: string | null;
  nsnNorm: string | null;
  unitOfIssue: string;
  categoryId: number;
  keywords: string;
  programs: string[];
  socio: string[];
  contractorIds: number[];
  statePrograms: StateProgramKey[];
  attributes: Record<string, string>;
  image: string;
  minPriceCents: number;
  maxPriceCents: number;
  fastestDeliveryDays: number;
  offerCount: number;
  gsaStock: boolean;
}

export interface OfferRow {
  id: number;
  productId: number;
  contractId: number;
  contractorId: number;
  priceCents: number;
  deliveryDays: number;
  deliveryText: string;
  minimumOrderQuantity: number;
  stockStatus: 'in_stock' | 'limited' | 'backorder' | 'made_to_order';
  gsaStock: boolean;
  statePrograms: StateProgramKey[];
}

export interface GeneratedProduct {
  product: ProductRow;
  offers: OfferRow[];
  leaf: LeafRef;
  typeName: string;
  /** Title suffix of the pack ('12/Box'), empty for single items. */
  packLabel: string;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function base36(n: number, width: number): string {
  let s = '';
  for (let v = n; v > 0; v = Math.floor(v / 36)) s = BASE36[v % 36] + s;
  return s.padStart(width, '0');
}

/** Every style writes the whole permuted id, so part numbers are unique across the catalog. */
function partNumber(prefix: string, style: number, unique: number, variant: string): string {
  const digits = String(unique).padStart(7, '0');
  switch (style) {
    case 0:
      return `${prefix}-${digits}`;
    case 1:
      return `${prefix}${base36(unique, 5)}${variant}`;
    case 2:
      return `${digits.slice(0, 2)}-${digits.slice(2)}${variant ? `-${variant}` : ''}`;
    default:
      return `${prefix}${digits}${variant.slice(0, 1)}`;
  }
}

function soldAs(pack: Pack): string {
  if (!pack.label) return 'Sold individually.';
  const slash = pack.label.indexOf('/');
  if (slash > 0) return `Sold by the ${pack.label.slice(slash + 1).toLowerCase()} of ${pack.label.slice(0, slash)}.`;
  return `Sold by the ${pack.label.toLowerCase()}.`;
}

function pickStock(r: Rng, kind: string, topCode: string): OfferRow['stockStatus'] {
  if (kind === 'service') return 'made_to_order';
  const x = r.next();
  const madeToOrder = topCode === 'furniture' ? 0.45 : 0.08;
  if (x < madeToOrder) return 'made_to_order';
  if (x < madeToOrder + 0.1) return 'backorder';
  if (x < madeToOrder + 0.25) return 'limited';
  return 'in_stock';
}

export function generateProduct(ref: Reference, id: number): GeneratedProduct {
  const r = new Rng(ref.seed, STREAM_PRODUCT, id);
  const leafRef = ref.leaves[r.weighted(ref.leafCumulative)] as LeafRef;
  const { leaf, top, topIndex } = leafRef;
  const pt = r.pick(leaf.types);

  const attributes: Record<string, string> = {};
  let factor = 1;
  for (const a of pt.attributes) {
    const o = r.pick(a.options);
    attributes[a.name] = o.value;
    factor *= o.factor;
  }
  const pack = r.pick(pt.packs);
  let title = pt.title.replace(/\{([^}]+)\}/g, (_, name: string) => attributes[name] ?? '');
  if (pack.label) title += `, ${pack.label}`;

  const mfr = r.pick(ref.manufacturersByTop[topIndex] ?? []);
  const colourText = Object.entries(attributes).find(([k]) => /colou?r|finish|ink|barrel/i.test(k))?.[1];
  const colour = colourKey(colourText ?? title, r.int(1000));
  const variant = colourText ? colourText.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase() : '';
  const pn = partNumber(mfr.prefix, mfr.style, permute(id, 7, ref.seed), variant);

  let nsn: string | null = null;
  if (top.kind === 'product' && r.chance(pt.nsnShare)) {
    const niin = String(permute(id, 7, ref.seed * 7 + 3)).padStart(7, '0');
    nsn = `${leaf.fsc}-${r.chance(0.85) ? '01' : '00'}-${niin.slice(0, 3)}-${niin.slice(3)}`;
  }

  // Special programs, in the order of special_programs.
  const chances = { ...ref.topPrograms[topIndex], ...pt.programs };
  const programs = new Set<string>();
  for (const code of Object.keys(chances) as ProgramCode[]) if (r.chance(chances[code] ?? 0)) programs.add(code);
  if (leafRef.serviceProgram) programs.add(leafRef.serviceProgram);
  const abilityOneSellers = ref.abilityOneByLeaf.get(leaf.code) ?? [];
  if (programs.has('ABILITYONE') && abilityOneSellers.length === 0) programs.delete('ABILITYONE');
  let eco: string | undefined;
  if (programs.has('ENV')) {
    if (pt.eco.length > 0) {
      eco = r.pick(pt.eco);
      attributes.Environmental = eco;
    } else programs.delete('ENV');
  }

  // Offers: one to six contractors at spread prices; GSA Global Supply stocks part of the NSN items.
  const piece = pt.price[0] + (pt.price[1] - pt.price[0]) * r.next() ** 1.4;
  const base = Math.max(25, Math.round(piece * pack.qty * factor));
  const count = r.weighted(OFFER_COUNT_WEIGHTS) + 1;
  const sellers: Seller[] = r.sample(ref.sellersByLeaf.get(leaf.code) ?? [], count);
  if (programs.has('ABILITYONE')) sellers[0] = r.pick(abilityOneSellers);
  const gss = nsn !== null && r.chance(top.code === 'furniture' || top.code === 'it-hardware' ? 0.15 : 0.5);
  if (gss) {
    if (sellers.length === 6) sellers.pop();
    sellers.push(ref.globalSupply);
  }
  const offers: OfferRow[] = [];
  const seen = new Set<number>();
  sellers.forEach((seller, k) => {
    if (seen.has(seller.id)) return;
    seen.add(seller.id);
    const isGss = seller === ref.globalSupply;
    const contractId = seller.bpaContractId !== null && r.chance(0.3) ? seller.bpaContractId : seller.masContractId;
    const price = isGss ? Math.round(base * 0.94) : Math.round(base * (0.86 + r.next() * 0.38));
    const days = isGss ? 7 : top.kind === 'service' ? r.pick([5, 10, 14, 30]) : r.pick(MAS_DELIVERY_DAYS);
    offers.push({
      id: id * OFFER_ID_FACTOR + k,
      productId: id,
      contractId,
      contractorId: seller.id,
      priceCents: Math.max(1, price),
      deliveryDays: days,
      deliveryText: isGss ? GLOBAL_SUPPLY_DELIVERY : top.kind === 'service' ? `Starts ${days} days after award` : `${days} days delivered ARO`,
      minimumOrderQuantity: isGss || top.kind === 'service' || r.chance(0.82) ? 1 : r.pick([2, 5, 10, 12, 25]),
      stockStatus: isGss ? 'in_stock' : pickStock(r, top.kind, top.code),
      gsaStock: isGss,
      // Drawn from no random number: the contract's opt-ins that the program's scope reaches.
      statePrograms: (ref.contractPrograms.get(contractId) ?? []).filter((k) =>
        programCovers(STATE_PROGRAMS[k], { sin: isGss ? 'GSS' : leaf.sin, topCategory: top.code, kind: top.kind }),
      ),
    });
  });

  const socio = new Set(sellers.flatMap((s) => s.socio));
  const prices = offers.map((o) => o.priceCents);
  // Short on purpose: title, attributes, manufacturer and part number are searched and shown on their own.
  const description = [
    r.pick(pt.about),
    top.kind === 'service' ? `Offered under MAS SIN ${leaf.sin}.` : soldAs(pack),
    eco ? `Environmental attribute: ${eco}.` : '',
    programs.has('ABILITYONE') ? 'Produced by people who are blind or have significant disabilities through the AbilityOne Program.' : '',
    gss ? `Stocked by GSA Global Supply for ${GLOBAL_SUPPLY_DELIVERY}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const product: ProductRow = {
    id,
    title,
    description,
    manufacturerId: mfr.id,
    manufacturerName: mfr.name,
    partNumber: pn,
    partNumberNorm: pn.replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
    nsn,
    nsnNorm: nsn ? nsn.replace(/-/g, '') : null,
    unitOfIssue: pack.ui,
    categoryId: leafRef.id,
    keywords: [top.name, leaf.name, pt.name, ...pt.synonyms].join(' '),
    programs: [...programs].sort((a, b) => (ref.programOrder.get(a) ?? 0) - (ref.programOrder.get(b) ?? 0)),
    socio: SOCIO_ORDER.filter((s) => socio.has(s)),
    contractorIds: [...seen].sort((a, b) => a - b),
    statePrograms: STATE_PROGRAM_KEYS.filter((k) => offers.some((o) => o.statePrograms.includes(k))),
    attributes,
    image: `${leaf.code}/${colour}`,
    minPriceCents: Math.min(...prices),
    maxPriceCents: Math.max(...prices),
    fastestDeliveryDays: Math.min(...offers.map((o) => o.deliveryDays)),
    offerCount: offers.length,
    gsaStock: gss,
  };
  return { product, offers, leaf: leafRef, typeName: pt.name, packLabel: pack.label };
}
