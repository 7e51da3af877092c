/**
 * From validated link parameters to an engine request: category codes become id sets, buckets become
 * ranges, contract numbers and contractor names become ids, and a keyword that is a part number or an
 * NSN asks for exact hits first.
 */
import {
  type AdvancedSearchInput, DELIVERY_BUCKETS, normalizeNsn, normalizePartNumber, PRICE_BUCKETS, type SearchParams,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { ilike, sql } from 'drizzle-orm';
import type { SearchFilters, SearchRequest, TextCriteria } from './engine.js';
import { escapeLike } from './pg-suggest.js';
import type { CategoryIndex, CategoryRow } from './reference.js';

/** Everything a search path may carry (advanced criteria and refineText included). */
export type SearchInputs = Partial<AdvancedSearchInput> & { refineText?: string | undefined };

const MAX_CODE_LENGTH = 40;

/** A keyword that could be a part number: one or two tokens with a digit, 3 to 40 characters once normalized. */
export function exactKeys(keyword: string | undefined): SearchRequest['exact'] {
  if (!keyword) return undefined;
  const nsnNorm = normalizeNsn(keyword);
  const norm = normalizePartNumber(keyword);
  const partNumberNorm = /\d/.test(norm) && norm.length >= 3 && norm.length <= MAX_CODE_LENGTH && keyword.trim().split(/\s+/).length <= 2
    ? norm
    : undefined;
  if (!nsnNorm && !partNumberNorm) return undefined;
  return { ...(partNumberNorm ? { partNumberNorm } : {}), ...(nsnNorm ? { nsnNorm } : {}) };
}

const dollarsToCents = (text: string) => Math.round(Number(text) * 100);

function textOf(input: SearchInputs): TextCriteria | undefined {
  const text: TextCriteria = {
    ...(input.searchText ? { keyword: input.searchText } : {}),
    ...(input.refineText ? { refine: input.refineText } : {}),
    ...(input.allWords ? { allWords: input.allWords } : {}),
    ...(input.anyWords ? { anyWords: input.anyWords } : {}),
    ...(input.exactPhrase ? { exactPhrase: input.exactPhrase } : {}),
    ...(input.excludeWords ? { excludeWords: input.excludeWords } : {}),
  };
  return Object.keys(text).length ? text : undefined;
}

async function contractIdsOf(db: AppDb, contractNumber: string): Promise<number[]> {
  const norm = normalizePartNumber(contractNumber);
  const rows = await db
    .select({ id: schema.contracts.id })
    .from(schema.contracts)
    .where(sql`upper(regexp_replace(${schema.contracts.contractNumber}, '[^A-Za-z0-9]', '', 'g')) = ${norm}`)
    .limit(50);
  return rows.map((r) => r.id);
}

async function contractorIdsOf(db: AppDb, name: string): Promise<number[]> {
  const rows = await db
    .select({ id: schema.contractors.id })
    .from(schema.contractors)
    .where(ilike(schema.contractors.name, `%${escapeLike(name)}%`))
    .limit(200);
  return rows.map((r) => r.id);
}

export interface BuiltRequest {
  request: SearchRequest;
  /** The category of `cat`, when it names one. */
  category?: CategoryRow;
}

export async function buildRequest(db: AppDb, categories: CategoryIndex, input: SearchInputs): Promise<BuiltRequest> {
  const filters: SearchFilters = {};
  let category: CategoryRow | undefined;
  if (input.cat) {
    category = categories.byCode.get(input.cat);
    if (category) filters.categoryIds = categories.descendants(category.id);
    else filters.impossible = true;
  }
  if (input.mfr) filters.manufacturerId = input.mfr;
  if (input.vnd) filters.contractorId = input.vnd;
  if (input.socio?.length) filters.socio = input.socio;
  if (input.program?.length) filters.programs = input.program;
  if (input.stateProgram?.length) filters.statePrograms = input.stateProgram;

  const bucket = PRICE_BUCKETS.find((b) => b.key === input.price);
  const mins = [bucket?.min, input.priceMin ? dollarsToCents(input.priceMin) : undefined].filter((v) => v !== undefined);
  // The form's highest price is inclusive; the filter's bound is exclusive.
  const maxes = [bucket?.max, input.priceMax ? dollarsToCents(input.priceMax) + 1 : undefined].filter((v) => v !== undefined);
  if (mins.length) filters.priceMinCents = Math.max(...mins);
  if (maxes.length) filters.priceMaxCents = Math.min(...maxes);

  const delivery = DELIVERY_BUCKETS.find((b) => b.key === input.delivery);
  if (delivery) filters.deliveryMaxDays = delivery.maxDays;
  if (input.gss) filters.gsaStock = true;
  if (input.partNumber) {
    const prefix = normalizePartNumber(input.partNumber);
    if (prefix) filters.partNumberPrefix = prefix;
  }
  if (input.nsn) {
    const nsn = normalizeNsn(input.nsn);
    if (nsn) filters.nsn = nsn;
  }
  if (input.contractNumber) {
    filters.contractIds = await contractIdsOf(db, input.contractNumber);
    if (filters.contractIds.length === 0) filters.impossible = true;
  }
  if (input.contractor) {
    filters.anyContractorIds = await contractorIdsOf(db, input.contractor);
    if (filters.anyContractorIds.length === 0) filters.impossible = true;
  }

  const text = textOf(input);
  const exact = exactKeys(input.searchText);
  const request: SearchRequest = {
    ...(text ? { text } : {}),
    ...(exact ? { exact } : {}),
    filters,
    sort: input.sort ?? 'relevance',
    page: input.page ?? 1,
    pageSize: input.pageSize ?? 24,
  };
  return { request, ...(category ? { category } : {}) };
}

/** The link parameters of the input, as `searchHref` writes them. */
export function paramsOf(input: SearchInputs): SearchParams {
  const keys: (keyof SearchParams)[] = [
    'dept', 'searchText', 'refineText', 'allWords', 'anyWords', 'exactPhrase', 'excludeWords', 'partNumber', 'nsn', 'contractNumber', 'contractor',
    'cat', 'mfr', 'vnd', 'socio', 'program', 'stateProgram', 'price', 'priceMin', 'priceMax', 'delivery', 'gss', 'sort', 'page', 'pageSize',
    'searchResultStyle',
  ];
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = (input as Record<string, unknown>)[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out as SearchParams;
}
