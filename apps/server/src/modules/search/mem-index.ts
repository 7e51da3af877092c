/**
 * The catalog as the in-memory engine reads it: one column array per product field the results, filters
 * and facets need, and an inverted index of the products' own `search` tsvectors (lexeme → products, each
 * with its positions and weights packed as PostgreSQL packs them: weight in the top two bits, position
 * in the low fourteen). Built from one read of the products table; the tsvectors come from PostgreSQL, so
 * stemming and stop words are exactly the database's.
 */
import type { SocioCode } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { sql } from 'drizzle-orm';
import type { HitColumns } from './engine.js';
import { addSlots } from './mem-slots.js';
import { readLexeme } from './mem-tsquery.js';
import { rowsOf } from './pg-where.js';

export interface Postings {
  /** Product positions (indexes into the column arrays), ascending. */
  docs: Int32Array;
  /** `positions[starts[i] .. starts[i + 1])` are the packed positions in product `docs[i]`. */
  starts: Int32Array;
  positions: Uint16Array;
}

export interface CatalogIndex {
  generation: string;
  size: number;
  id: Float64Array;
  title: string[];
  /** lower(split_part(title, ',', 1)): the product type the title starts with. */
  typeName: string[];
  summary: string[];
  manufacturerId: Int32Array;
  manufacturerName: string[];
  partNumber: string[];
  partNumberNorm: string[];
  nsn: Array<string | null>;
  nsnNorm: Array<string | null>;
  unitOfIssue: string[];
  categoryId: Int32Array;
  image: string[];
  minPrice: Int32Array;
  maxPrice: Int32Array;
  offerCount: Int32Array;
  days: Int32Array;
  gsaStock: Uint8Array;
  programs: string[][];
  socio: SocioCode[][];
  contractorIds: Int32Array[];
  /** Dense slots for counting facets in typed arrays: slot → id (and name), product → slot. */
  categorySlot: Int32Array;
  categoryIds: number[];
  makerSlot: Int32Array;
  makers: Array<{ id: number; name: string }>;
  /** Contractor slots of product d: `vendorSlots[vendorStart[d] .. vendorStart[d + 1])`. */
  vendorStart: Int32Array;
  vendorSlots: Int32Array;
  vendorIds: number[];
  /** Socio-economic and program codes as bit masks over `socioCodes` / `programCodes`. */
  socioMask: Int32Array;
  socioCodes: string[];
  programMask: Int32Array;
  programCodes: string[];
  /** width_bucket of the lowest price and of the fastest delivery (facet-tallies.ts). */
  priceBand: Uint8Array;
  dayBand: Uint8Array;
  /** Lexemes in the product's tsvector (ts_rank returns 0 for an empty one). */
  lexemeCount: Int32Array;
  postings: Map<string, Postings>;
  contractorNames: Map<number, string>;
  /** Product position by normalised part number and by NSN, for exact hits. */
  byPartNumber: Map<string, number[]>;
  byNsn: Map<string, number[]>;
}

interface ProductRow extends HitColumns {
  id: string | number;
  pnn: string;
  nsnn: string | null;
  vnds: number[];
  tsv: string;
}

const WEIGHT: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads `'word':1A,5 'other':3B` into (lexeme, packed positions) pairs. */
export function parseTsvector(text: string, add: (word: string, positions: number[]) => void): number {
  let i = 0;
  let count = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    if (text[i] !== '\'') throw new Error(`tsvector text at ${i}: ${text.slice(i, i + 20)}`);
    const lexeme = readLexeme(text, i);
    if (!lexeme) throw new Error('unterminated tsvector lexeme');
    const { word } = lexeme;
    i = lexeme.end;
    const positions: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let n = 0;
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) n = n * 10 + text.charCodeAt(i++) - 48;
        const weight = WEIGHT[text[i] ?? ''];
        if (weight !== undefined) i++;
        positions.push(((weight ?? 0) << 14) | (n & 0x3fff));
        if (text[i] !== ',') break;
        i++;
      }
    }
    add(word, positions);
    count++;
  }
  return count;
}

class PostingBuilder {
  docs: number[] = [];
  starts: number[] = [];
  positions: number[] = [];
  finish(): Postings {
    return { docs: Int32Array.from(this.docs), starts: Int32Array.from([...this.starts, this.positions.length]), positions: Uint16Array.from(this.positions) };
  }
}

function pushTo(map: Map<string, number[]>, key: string | null, value: number): void {
  if (!key) return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Reads the whole catalog (ordered by id, so postings come out ascending). */
export async function loadCatalogIndex(db: AppDb, generation: string): Promise<CatalogIndex> {
  const rows = await rowsOf<ProductRow>(db, sql`SELECT p.id, p.title, left(p.description, 240) AS summary, p.manufacturer_id AS mid,
      p.manufacturer_name AS mname, p.part_number AS pn, p.part_number_norm AS pnn, p.nsn, p.nsn_norm AS nsnn, p.unit_of_issue AS ui,
      p.category_id AS cid, p.image, p.min_price_cents AS minp, p.max_price_cents AS maxp, p.offer_count AS offers,
      p.fastest_delivery_days AS days, p.gsa_stock AS gss, p.programs, p.socio, p.contractor_ids AS vnds, p.search::text AS tsv
    FROM products p ORDER BY p.id`);
  const contractors = await rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM contractors`);
  const n = rows.length;
  const index: CatalogIndex = {
    generation,
    size: n,
    id: new Float64Array(n),
    title: new Array<string>(n),
    typeName: new Array<string>(n),
    summary: new Array<string>(n),
    manufacturerId: new Int32Array(n),
    manufacturerName: new Array<string>(n),
    partNumber: new Array<string>(n),
    partNumberNorm: new Array<string>(n),
    nsn: new Array<string | null>(n),
    nsnNorm: new Array<string | null>(n),
    unitOfIssue: new Array<string>(n),
    categoryId: new Int32Array(n),
    image: new Array<string>(n),
    minPrice: new Int32Array(n),
    maxPrice: new Int32Array(n),
    offerCount: new Int32Array(n),
    days: new Int32Array(n),
    gsaStock: new Uint8Array(n),
    programs: new Array<string[]>(n),
    socio: new Array<SocioCode[]>(n),
    contractorIds: new Array<Int32Array>(n),
    categorySlot: new Int32Array(n),
    categoryIds: [],
    makerSlot: new Int32Array(n),
    makers: [],
    vendorStart: new Int32Array(n + 1),
    vendorSlots: new Int32Array(0),
    vendorIds: [],
    socioMask: new Int32Array(n),
    socioCodes: [],
    programMask: new Int32Array(n),
    programCodes: [],
    priceBand: new Uint8Array(n),
    dayBand: new Uint8Array(n),
    lexemeCount: new Int32Array(n),
    postings: new Map(),
    contractorNames: new Map(contractors.map((c) => [Number(c.id), c.name])),
    byPartNumber: new Map(),
    byNsn: new Map(),
  };
  const builders = new Map<string, PostingBuilder>();
  rows.forEach((r, i) => {
    index.id[i] = Number(r.id);
    index.title[i] = r.title;
    index.typeName[i] = (r.title.split(',')[0] ?? '').toLowerCase();
    index.summary[i] = r.summary;
    index.manufacturerId[i] = r.mid;
    index.manufacturerName[i] = r.mname;
    index.partNumber[i] = r.pn;
    index.partNumberNorm[i] = r.pnn;
    index.nsn[i] = r.nsn;
    index.nsnNorm[i] = r.nsnn;
    index.unitOfIssue[i] = r.ui;
    index.categoryId[i] = r.cid;
    index.image[i] = r.image;
    index.minPrice[i] = r.minp;
    index.maxPrice[i] = r.maxp;
    index.offerCount[i] = r.offers;
    index.days[i] = r.days;
    index.gsaStock[i] = r.gss ? 1 : 0;
    index.programs[i] = r.programs;
    index.socio[i] = r.socio;
    index.contractorIds[i] = Int32Array.from(r.vnds);
    pushTo(index.byPartNumber, r.pnn, i);
    pushTo(index.byNsn, r.nsnn, i);
    index.lexemeCount[i] = parseTsvector(r.tsv, (word, positions) => {
      let b = builders.get(word);
      if (!b) builders.set(word, (b = new PostingBuilder()));
      b.docs.push(i);
      b.starts.push(b.positions.length);
      for (const p of positions) b.positions.push(p);
    });
  });
  for (const [word, b] of builders) index.postings.set(word, b.finish());
  addSlots(index);
  return index;
}

/** Where product `doc` sits in a posting list, or -1. */
function findDoc(postings: Postings, doc: number): number {
  let lo = 0;
  let hi = postings.docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = postings.docs[mid] as number;
    if (v === doc) return mid;
    if (v < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The packed positions of one lexeme in one product (empty when absent). */
export function positionsOf(index: CatalogIndex, word: string, doc: number): Uint16Array | undefined {
  const postings = index.postings.get(word);
  if (!postings) return undefined;
  const at = findDoc(postings, doc);
  if (at < 0) return undefined;
  return postings.positions.subarray(postings.starts[at], postings.starts[at + 1]);
}
