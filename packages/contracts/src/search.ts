/**
 * Inputs of the search area (docs/product/search-and-catalog.md, docs/architecture.md) and, re-exported, its vocabulary (search-model.ts) and the
 * response attributes the screens read (search-types.ts).
 *
 * Keyword fields follow docs/product/validation-rules.md (start with a letter or digit, at most 200 characters) and answer a
 * ValidationError with the buyer-facing message. Presentation parameters (sort, page, pageSize,
 * searchResultStyle) and refinements with an unknown value fall back to their defaults instead, so an
 * old or hand-edited link still shows results.
 */
import { z } from 'zod';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import {
  DEFAULT_PAGE_SIZE, DEFAULT_SORT, DELIVERY_KEYS, MAX_PAGE_SIZE, PRICE_BUCKET_KEYS, RESULT_STYLES, SEARCH_KEYWORD_MAX_LENGTH,
  SEARCH_LINK_PATHS, SEARCH_TEXTS, SOCIO_CODES, SORT_KEYS, AUTOCOMPLETE_DEFAULT_RESULTS, AUTOCOMPLETE_MAX_RESULTS,
} from './search-model.js';
import { normalizeNsn } from './catalog.js';
import { STATE_PROGRAM_KEYS } from './state-programs.js';
import { RULES } from './validation.js';

export * from './search-model.js';
export type * from './search-types.js';

/**
 * Control characters (NUL included) become spaces and lone surrogates U+FFFD (the database takes only
 * well-formed text); the first of repeated values counts; blank is absent.
 */
function cleanText(value: unknown): unknown {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return first;
  const text = first.toWellFormed().replace(/\p{Cc}/gu, ' ').trim();
  return text === '' ? undefined : text;
}

/** A keyword-like field: docs/product/validation-rules.md rule and the length limit. */
const keyword = (invalid: string = SEARCH_TEXTS.invalidKeyword) =>
  z.preprocess(
    cleanText,
    z
      .string()
      .max(SEARCH_KEYWORD_MAX_LENGTH, { error: SEARCH_TEXTS.keywordTooLong })
      .regex(RULES.searchKeyword, { error: invalid })
      .optional(),
  );

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : [v])),
    z.array(z.unknown()).optional(),
  ).transform((values) => {
    const kept = (values ?? []).map((v) => item.safeParse(typeof v === 'string' ? v.trim() : v)).filter((r) => r.success).map((r) => r.data as z.output<T>);
    return kept.length ? [...new Set(kept)].slice(0, 10) : undefined;
  });

const ignoredWhenInvalid = <T extends z.ZodType>(schema: T) => z.preprocess(cleanText, schema.optional()).catch(undefined);

const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/);
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const flag = z.preprocess((v) => cleanText(v), z.enum(['true', '1', 'on', 'false', '0', 'off']).optional()).catch(undefined)
  .transform((v) => (v === 'true' || v === '1' || v === 'on' ? true : undefined));

const price = z.preprocess(
  (v) => (typeof cleanText(v) === 'string' ? (cleanText(v) as string).replace(/[$,\s]/g, '') : cleanText(v)),
  z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, { error: SEARCH_TEXTS.price }).optional(),
);

/** Refinements and presentation shared by every search path. */
const baseFields = {
  searchText: keyword(),
  cat: ignoredWhenInvalid(code),
  mfr: ignoredWhenInvalid(id),
  vnd: ignoredWhenInvalid(id),
  socio: list(z.enum(SOCIO_CODES)),
  program: list(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/)),
  stateProgram: list(z.enum(STATE_PROGRAM_KEYS)),
  price: ignoredWhenInvalid(z.enum(PRICE_BUCKET_KEYS)),
  delivery: ignoredWhenInvalid(z.enum(DELIVERY_KEYS)),
  gss: flag,
  sort: z.preprocess(cleanText, z.enum(SORT_KEYS).default(DEFAULT_SORT)).catch(DEFAULT_SORT),
  page: z.preprocess(cleanText, z.coerce.number().int().min(1).max(100_000).default(1)).catch(1),
  pageSize: z.preprocess(cleanText, z.coerce.number().int().min(1).default(DEFAULT_PAGE_SIZE))
    .catch(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  searchResultStyle: z.preprocess(cleanText, z.enum(RESULT_STYLES).default('list')).catch('list'),
};

/** The criteria of the advanced search form. */
const advancedFields = {
  allWords: keyword(),
  anyWords: keyword(),
  exactPhrase: keyword(),
  excludeWords: keyword(),
  partNumber: z.preprocess(cleanText, z.string().max(64).regex(/[A-Za-z0-9]/, { error: 'Enter a part number with letters or digits.' }).optional()),
  nsn: z.preprocess(
    cleanText,
    z.string().max(20, { error: SEARCH_TEXTS.nsn }).refine((v) => normalizeNsn(v) !== undefined, { error: SEARCH_TEXTS.nsn }).optional(),
  ),
  contractNumber: z.preprocess(cleanText, z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{4,24}$/, { error: SEARCH_TEXTS.contractNumber }).optional()),
  contractor: keyword('Contractor names must start with a letter or a digit.'),
  priceMin: price,
  priceMax: price,
};

export const searchFieldsSchema = z.object(baseFields);
export const advancedFieldsSchema = z.object({ ...baseFields, ...advancedFields });
export type SearchInput = z.output<typeof searchFieldsSchema>;
export type AdvancedSearchInput = z.output<typeof advancedFieldsSchema>;

/** A search needs a keyword, a category, or at least one refinement. */
export function hasSearchCriterion(v: Partial<AdvancedSearchInput>): boolean {
  return Boolean(v.searchText || v.cat || v.mfr || v.vnd || v.socio?.length || v.program?.length || v.stateProgram?.length || v.price || v.delivery || v.gss);
}

export function hasAdvancedCriterion(v: Partial<AdvancedSearchInput>): boolean {
  return Boolean(
    hasSearchCriterion(v) || v.allWords || v.anyWords || v.exactPhrase || v.partNumber || v.nsn || v.contractNumber || v.contractor
    || v.priceMin || v.priceMax,
  );
}

const requireCriterion = (v: SearchInput, ctx: z.RefinementCtx) => {
  if (!hasSearchCriterion(v)) ctx.addIssue({ code: 'custom', path: ['searchText'], message: SEARCH_TEXTS.emptyKeyword });
};

export const advancedSearchSchema = advancedFieldsSchema.superRefine((v, ctx) => {
  if (!hasAdvancedCriterion(v)) {
    const onlyExclusions = Boolean(v.excludeWords);
    ctx.addIssue({
      code: 'custom',
      path: [onlyExclusions ? 'excludeWords' : 'allWords'],
      message: onlyExclusions ? SEARCH_TEXTS.advancedOnlyExclusions : SEARCH_TEXTS.advancedNoCriteria,
    });
  }
  if (v.priceMin && v.priceMax && Number(v.priceMin) > Number(v.priceMax)) {
    ctx.addIssue({ code: 'custom', path: ['priceMin'], message: SEARCH_TEXTS.advancedPriceOrder });
  }
});

export const autocompleteSchema = z.object({
  term: z.preprocess(cleanText, z.string().optional()).catch(undefined).transform((t) => Array.from(t ?? '').slice(0, SEARCH_KEYWORD_MAX_LENGTH).join('')),
  maxResults: z.preprocess(cleanText, z.coerce.number().int().min(1).default(AUTOCOMPLETE_DEFAULT_RESULTS))
    .catch(AUTOCOMPLETE_DEFAULT_RESULTS)
    .transform((n) => Math.min(n, AUTOCOMPLETE_MAX_RESULTS)),
});

export const refineSearchSchema = z.object({ ...baseFields, refineText: keyword() }).superRefine((v, ctx) => {
  if (!v.refineText) ctx.addIssue({ code: 'custom', path: ['refineText'], message: 'Enter a keyword to search within these results.' });
});

export const specialCategorySearchSchema = searchFieldsSchema.superRefine((v, ctx) => {
  if (!v.program?.length) ctx.addIssue({ code: 'custom', path: ['program'], message: 'Choose a special program to see its items.' });
});

export const nameListSchema = advancedFieldsSchema.extend({
  /** The search path the modal was opened from; its links return there. */
  from: z.preprocess(cleanText, z.enum(SEARCH_LINK_PATHS).default('search/advantage_search')).catch('search/advantage_search'),
});

/** The form page never fails: unknown or invalid prefill values are dropped by the server (it parses them with advancedFieldsSchema). */
export const advancedFormSchema = z.looseObject({
  formType: z.preprocess(cleanText, z.enum(['products', 'services']).default('products')).catch('products'),
});

const none = z.object({});

export const SEARCH_INPUTS = {
  'autocomplete': { query: autocompleteSchema },
  'search/advantage_search': { query: searchFieldsSchema.superRefine(requireCriterion) },
  /** The header form posts its fields; a query string is read too, and the body wins. The criterion check runs after merging. */
  'search/header_search': { query: searchFieldsSchema, body: searchFieldsSchema.optional() },
  'search/refine_search': { query: refineSearchSchema },
  'search/drilldown': { query: searchFieldsSchema.superRefine(requireCriterion) },
  'search/advanced': { query: advancedFormSchema },
  'search/advanced_search': { query: advancedSearchSchema },
  'search/adv_select': { query: none },
  'search/special_category_search': { query: specialCategorySearchSchema },
  'search/itsecurity': { query: searchFieldsSchema },
  'search/gss_search': { query: searchFieldsSchema },
  'search/mfr_list': { query: nameListSchema },
  'search/vnd_list': { query: nameListSchema },
  'categories/special_category_list': { query: none },
  'categories/product_category_list': { query: none },
  'categories/category_list': { query: none },
  'categories/service_category_list': { query: none },
  'categories/service_category_list_as_json': { query: none },
} satisfies Partial<Record<ServerPath, InputSchemas>>;
