/**
 * The catalog as the in-memory engine reads it: one column array per product field the results, filters
 * and facets need, and an inverted index of the products' own `search` tsvectors (lexeme → products, each
 * with its positions and weights packed as PostgreSQL packs them: weight in the top two bits, position
 * in the low fourteen). Built from one read of the products table; the tsvectors come from PostgreSQL, so
 * stemming and stop words are exactly the database's.
 */
import { isStateProgramKey, type SocioCode, STATE_PROGRAM_KEYS, type StateProgramKey } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { sql } from 'drizzle-orm';
import type { HitColumns } from './engine.js';
import { addSlots } from './mem-slots.js';
import type { CatalogIndex, Postings } from './mem-types.js';
import { readLexeme } from './mem-tsquery.js';
import { rowsOf } from './pg-where.js';

/** The index's type lives in mem-types.ts (so mem-slots.ts need not import this file); its readers keep importing it from here. */
export type { CatalogIndex } from './mem-types.js';

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
}

/**
 * Every lexeme's postings as views on three shared arrays: one ArrayBuffer (and C allocation) per lexeme and
 * array cost some 12 MB at 20,000 products (30,000 lexemes), more than the numbers they held (docs/adr/0012).
 */
function packPostings(builders: Map<string, PostingBuilder>, into: Map<string, Postings>): void {
  let [docCount, startCount, positionCount] = [0, 0, 0];
  for (const b of builders.values()) {
    docCount += b.docs.length;
    startCount += b.starts.length + 1;
    positionCount += b.positions.length;
  }
  const [docs, starts, positions] = [new Int32Array(docCount), new Int32Array(startCount), new Uint16Array(positionCount)];
  let [d, s, p] = [0, 0, 0];
  for (const [word, b] of builders) {
    docs.set(b.docs, d);
    starts.set(b.starts, s);
    starts[s + b.starts.length] = b.positions.length;
    positions.set(b.positions, p);
    into.set(word, {
      docs: docs.subarray(d, d + b.docs.length),
      starts: starts.subarray(s, s + b.starts.length + 1),
      positions: positions.subarray(p, p + b.positions.length),
    });
    d += b.docs.length;
    s += b.starts.length + 1;
    p += b.positions.length;
  }
}

/** State and local program keys as bits over STATE_PROGRAM_KEYS (unknown keys are not programs: no bit). */
export function stateProgramMaskOf(keys: readonly string[]): number {
  return STATE_PROGRAM_KEYS.reduce((mask, key, bit) => (keys.includes(key) ? mask | (1 << bit) : mask), 0);
}

/** Few products differ in their programs: one array per list of programs, shared (most share the empty one). */
const programLists = new Map<string, StateProgramKey[]>();
function internPrograms(keys: readonly string[]): StateProgramKey[] {
  const known = keys.filter(isStateProgramKey);
  const key = known.join(',');
  let list = programLists.get(key);
  if (!list) programLists.set(key, (list = known));
  return list;
}

function pushTo(map: Map<string, number[]>, key: string | null, value: number): void {
  if (!key) return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Products read per statement. One statement for the whole catalog made PGlite hold the whole answer (some 40 MB
 * at 20,000 products, the tsvectors' text mostly) in its WebAssembly memory, which never shrinks (docs/adr/0012).
 */
const BATCH = 2_000;

/**
 * Reads the whole catalog (ordered by id, so postings come out ascending), a batch at a time, each product's
 * tsvector parsed into the postings as its batch arrives. A catalog load between two batches moves the
 * generation read before this one, so the next search rebuilds the index (mem-engine.ts).
 */
export async function loadCatalogIndex(db: AppDb, generation: string, batchSize = BATCH): Promise<CatalogIndex> {
  const builders = new Map<string, PostingBuilder>();
  const rows: ProductRow[] = [];
  const lexemes: number[] = [];
  for (let after = 0; ;) {
    const batch = await rowsOf<ProductRow>(db, sql`SELECT p.id, p.title, left(p.description, 240) AS summary, p.manufacturer_id AS mid,
        p.manufacturer_name AS mname, p.part_number AS pn, p.part_number_norm AS pnn, p.nsn, p.nsn_norm AS nsnn, p.unit_of_issue AS ui,
        p.category_id AS cid, p.image, p.min_price_cents AS minp, p.max_price_cents AS maxp, p.offer_count AS offers,
        p.fastest_delivery_days AS days, p.gsa_stock AS gss, p.programs, p.socio, p.contractor_ids AS vnds, p.search::text AS tsv,
        p.state_programs AS sprog
      FROM products p WHERE p.id > ${after} AND p.offer_count > 0 ORDER BY p.id LIMIT ${batchSize}`);
    for (const r of batch) {
      const i = rows.length;
      lexemes.push(parseTsvector(r.tsv, (word, positions) => {
        let b = builders.get(word);
        if (!b) builders.set(word, (b = new PostingBuilder()));
        b.docs.push(i);
        b.starts.push(b.positions.length);
        for (const p of positions) b.positions.push(p);
      }));
      r.tsv = '';
      rows.push(r);
    }
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) break;
    after = Number(last.id);
  }
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
    stateProgramMask: new Uint8Array(n),
    statePrograms: new Array<StateProgramKey[]>(n),
    priceBand: new Uint8Array(n),
    dayBand: new Uint8Array(n),
    lexemeCount: new Int32Array(n),
    postings: new Map(),
    contractorNames: new Map(contractors.map((c) => [Number(c.id), c.name])),
    byPartNumber: new Map(),
    byNsn: new Map(),
  };
  // Every product's contractors as a view on one array, for the same reason as packPostings.
  const vendors = new Int32Array(rows.reduce((sum, r) => sum + r.vnds.length, 0));
  let vendorAt = 0;
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
    index.stateProgramMask[i] = stateProgramMaskOf(r.sprog);
    index.statePrograms[i] = internPrograms(r.sprog);
    index.socio[i] = r.socio;
    index.contractorIds[i] = vendors.subarray(vendorAt, (vendorAt += r.vnds.length));
    vendors.set(r.vnds, vendorAt - r.vnds.length);
    pushTo(index.byPartNumber, r.pnn, i);
    pushTo(index.byNsn, r.nsnn, i);
    index.lexemeCount[i] = lexemes[i] ?? 0;
  });
  packPostings(builders, index.postings);
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
