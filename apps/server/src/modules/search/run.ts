/**
 * The steps every results path shares: build the engine request, run it, and shape SearchResults,
 * BrowsePage or ZeroResults. The verbs only choose the link path, the heading and fixed criteria.
 */
import {
  type BrowsePageAttributes, type SearchLinkPath, type SearchResultsAttributes, type SpecialProgram, type ZeroResultsAttributes,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { SearchEngine, SearchFilters } from './engine.js';
import { type PresentInput, resultsAttributes, zeroAttributes } from './present.js';
import type { CategoryRow, Reference } from './reference.js';
import { buildRequest, paramsOf, type SearchInputs } from './request.js';

/** Manufacturers and contractors shown in their facets before "more". */
export const FACET_LIMIT = 10;
const DID_YOU_MEAN = 3;

export interface SearchContext {
  db: AppDb;
  engine: SearchEngine;
  ref: Reference;
}

export interface RunOptions {
  path: SearchLinkPath;
  input: SearchInputs;
  /** Category browse: `cat` without text answers BrowsePage. */
  browse?: boolean;
  program?: SpecialProgram | undefined;
  /** Criteria the path always applies, kept out of its links (gss_search's stock filter, itsecurity's program). */
  fixed?: SearchInputs;
  /**
   * Contracts the search is always limited to, whatever the link says (department/main_search: the department's
   * agreements); a contract number in the link narrows it further.
   */
  scopeContractIds?: number[];
  /** Answer a results page even when nothing matches (a landing page whose only answer is its own). */
  neverZero?: boolean;
  heading?: (category: CategoryRow | undefined) => string;
}

export type RunResult
  = | { kind: 'SearchResults'; attributes: SearchResultsAttributes }
    | { kind: 'BrowsePage'; attributes: BrowsePageAttributes }
    | { kind: 'ZeroResults'; attributes: ZeroResultsAttributes };

function defaultHeading(input: SearchInputs, category: CategoryRow | undefined): string {
  if (input.searchText && input.refineText) return `Search results for "${input.searchText}" within "${input.refineText}"`;
  if (input.searchText) return `Search results for "${input.searchText}"`;
  if (category) return category.name;
  return 'Search results';
}

async function nameById(db: AppDb, kind: 'manufacturer' | 'contractor', id: number | undefined): Promise<string | undefined> {
  if (!id) return undefined;
  const table = kind === 'manufacturer' ? schema.manufacturers : schema.contractors;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row?.name;
}

function limitToContracts(filters: SearchFilters, scope: number[]): void {
  const inScope = new Set(scope);
  const ids = filters.contractIds ? filters.contractIds.filter((id) => inScope.has(id)) : scope;
  filters.contractIds = ids;
  if (ids.length === 0) filters.impossible = true;
}

export async function runSearch(ctx: SearchContext, options: RunOptions): Promise<RunResult> {
  const [categories, programs] = await Promise.all([ctx.ref.categories(), ctx.ref.programs()]);
  const { request, category } = await buildRequest(ctx.db, categories, { ...options.input, ...options.fixed });
  if (options.scopeContractIds) limitToContracts(request.filters, options.scopeContractIds);
  const outcome = await ctx.engine.search(request, FACET_LIMIT);
  const params = paramsOf(options.input);
  const present: PresentInput = {
    path: options.path,
    params,
    heading: options.heading?.(category) ?? defaultHeading(options.input, category),
    categories,
    programs,
    category,
    program: options.program,
  };

  if (outcome.total === 0 && !options.neverZero) {
    const [didYouMean, manufacturer, contractor] = await Promise.all([
      options.input.searchText ? ctx.engine.didYouMean(options.input.searchText, DID_YOU_MEAN) : Promise.resolve([]),
      nameById(ctx.db, 'manufacturer', params.mfr),
      nameById(ctx.db, 'contractor', params.vnd),
    ]);
    return { kind: 'ZeroResults', attributes: zeroAttributes({ ...present, manufacturer, contractor }, didYouMean) };
  }

  // The hits carry their state and local programs (both engines): no read of the page's products.
  const attributes = resultsAttributes(present, outcome);
  const browsing = options.browse && category && !request.text;
  if (!browsing) return { kind: 'SearchResults', attributes };
  const subcategories = (categories.children.get(category.id) ?? []).map((c) => categories.node(c)).filter((c) => c.productCount > 0);
  return { kind: 'BrowsePage', attributes: { ...attributes, category: categories.node(category), subcategories } };
}
