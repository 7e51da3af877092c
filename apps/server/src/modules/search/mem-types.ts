/**
 * The in-memory engine's catalog index as types: the column arrays and postings that mem-index.ts builds
 * and mem-slots.ts and mem-engine.ts read. A file of their own so the builder and its helpers need not
 * import each other (docs/adr/0013-layers.md: no import cycles).
 */
import type { SocioCode, StateProgramKey } from '@advantage/contracts';

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
  /** State and local programs as bits over STATE_PROGRAM_KEYS: one byte a product (ADR 12's budget). */
  stateProgramMask: Uint8Array;
  /** The same programs as lists for the results' badges, one shared list per combination (mem-index.ts). */
  statePrograms: StateProgramKey[][];
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
