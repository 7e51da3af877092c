import { type SearchResultsAttributes, stateAccessFor } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { gateFor } from '../../lib/state-eligibility.js';
import type { ModuleFactory } from '../../routes.js';
import { advSelectVerb } from './adv-select.js';
import { advancedFormVerb } from './advanced-form.js';
import { advancedSearchVerb } from './advanced-search.js';
import { advantageSearchVerb } from './advantage-search.js';
import { autocompleteVerb } from './autocomplete.js';
import { cacheCategoryList, categoryListVerbs } from './category-lists.js';
import { drilldownVerb } from './drilldown.js';
import { gssSearchVerb } from './gss-search.js';
import { headerSearchVerb } from './header-search.js';
import { itSecurityVerb } from './itsecurity.js';
import { nameListVerb } from './name-list.js';
import { cachedEngine } from './cached-engine.js';
import { timedEngine } from './timed-engine.js';
import { createMemorySearchEngine } from './mem-engine.js';
import { createPgSearchEngine, DEFAULT_SAMPLE_SIZE } from './pg-engine.js';
import { refineSearchVerb } from './refine-search.js';
import { createReference } from './reference.js';
import { type RunResult, runSearch, type SearchContext } from './run.js';
import type { SearchService } from './service.js';
import { specialCategorySearchVerb } from './special-category-search.js';

/**
 * For a state or local member, whether each result is open to them (one of its offers under a program they
 * validated) or why not. The answers are no-store and the engines' cached answers stay the same for all.
 */
async function forMember<A extends SearchResultsAttributes>(request: FastifyRequest, attributes: A): Promise<A> {
  const gate = await gateFor(request.server.db, request.member, request.server.now());
  if (!gate) return attributes;
  const results = attributes.results.map((i) => ({ ...i, stateAccess: stateAccessFor(i.statePrograms ?? [], gate.programs, gate.blocked) }));
  return { ...attributes, results };
}

/** The searches that answer a category browse (no keyword) with BrowsePage. */
type Browsing = 'search/advantage_search' | 'search/header_search';
/** The others answer a browse as SearchResults (BrowsePage's attributes are SearchResults' and more). */
type Found = 'search/refine_search' | 'search/drilldown' | 'search/advanced_search' | 'search/special_category_search' | 'search/gss_search';

/** A run's answer under its own name, so each screen carries its own row's attributes (contracts search-answers.ts). */
async function browsingAnswer(request: FastifyRequest, path: Browsing, r: RunResult) {
  if (r.kind === 'ZeroResults') return screen(path, 'ZeroResults', r.attributes);
  if (r.kind === 'BrowsePage') return screen(path, 'BrowsePage', await forMember(request, r.attributes));
  return screen(path, 'SearchResults', await forMember(request, r.attributes));
}

async function foundAnswer(request: FastifyRequest, path: Found, r: RunResult) {
  if (r.kind === 'ZeroResults') return screen(path, 'ZeroResults', r.attributes);
  return screen(path, 'SearchResults', await forMember(request, r.attributes));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the in-memory search index is built (or when search runs in PostgreSQL): /readyz reads it. */
    searchIndexBuilt: () => boolean;
  }
}

/** Answers are kept a minute (cached-engine.ts); 1,000 of each kind is a few megabytes at most. */
const ANSWER_CACHE = { max: 1000, ttlMs: 60_000 };
/**
 * Rankings kept, each up to 2,100 ids (8 kB), the other four sorts' orders (4 kB each) and the facet counts: about
 * 15 MB at most. One ranking serves all five sorts, so 600 serve what 3,000 did when each sort had its own.
 */
const RANKED_KEPT = 600;

/** The search area and the category lists (docs/product/search-and-catalog.md, docs/architecture.md). Reads only: nothing here writes the session. */
export const searchModule: ModuleFactory = (app) => {
  // Everything here reads, so all of it reads the replica when there is one (plugins/db.ts readDb).
  const ref = createReference(app.readDb);
  // A search's ranking serves its other pages, page sizes and sorts for as long as an answer is kept (pg-ranked.ts).
  const rankedCache = { ...ANSWER_CACHE, max: RANKED_KEPT, now: () => app.now() };
  const pgEngine = timedEngine(createPgSearchEngine(app.readDb, { sampleSize: DEFAULT_SAMPLE_SIZE, rankedCache }), 'postgres', app.metrics.searchSeconds);
  const maxProducts = app.searchMemoryMaxProducts;
  const memory = maxProducts > 0 ? createMemorySearchEngine(app.readDb, pgEngine, { maxProducts }) : undefined;
  const inner = memory ? timedEngine(memory, 'memory', app.metrics.searchSeconds) : pgEngine;
  // The index is built as the server starts, so the first buyer does not wait for it; /readyz waits for it.
  let indexBuilt = !memory;
  if (memory) {
    app.addHook('onReady', async () => {
      memory.warm().then(
        () => (indexBuilt = true),
        (error: unknown) => app.log.warn({ err: error }, 'search index not built at start'),
      );
    });
  }
  app.decorate('searchIndexBuilt', () => indexBuilt);
  // The app's clock: a suite can step past the minute in which another instance's change may not show yet.
  const ctx: SearchContext = { db: app.readDb, engine: cachedEngine(inner, { ...ANSWER_CACHE, now: () => app.now() }), ref };
  app.decorate('searchService', { run: (options) => runSearch(ctx, options) } satisfies SearchService);
  const advantage = advantageSearchVerb(ctx);
  const header = headerSearchVerb(ctx);
  const refine = refineSearchVerb(ctx);
  const drilldown = drilldownVerb(ctx);
  const advanced = advancedSearchVerb(ctx);
  const gss = gssSearchVerb(ctx);
  const special = specialCategorySearchVerb(ctx);
  const itSecurity = itSecurityVerb(ctx);
  const form = advancedFormVerb(ctx);
  const advSelect = advSelectVerb(ctx);
  const manufacturers = nameListVerb(ctx, 'manufacturer');
  const contractors = nameListVerb(ctx, 'contractor');
  const suggest = autocompleteVerb(ctx);
  const lists = categoryListVerbs(ref);

  return {
    'autocomplete': bind('autocomplete', async ({ input: { query } }) => screen('autocomplete', 'Suggestions', await suggest(query))),
    'search/advantage_search': bind('search/advantage_search', async ({ ctx, input: { query } }) =>
      browsingAnswer(ctx.request, 'search/advantage_search', await advantage(query))),
    'search/header_search': bind('search/header_search', async ({ ctx, input: { query, body } }) =>
      browsingAnswer(ctx.request, 'search/header_search', await header(query, body))),
    'search/refine_search': bind('search/refine_search', async ({ ctx, input: { query } }) => foundAnswer(ctx.request, 'search/refine_search', await refine(query))),
    'search/drilldown': bind('search/drilldown', async ({ ctx, input: { query } }) => foundAnswer(ctx.request, 'search/drilldown', await drilldown(query))),
    'search/advanced': bind('search/advanced', async ({ input: { query } }) =>
      screen('search/advanced', query.formType === 'services' ? 'ServicesForm' : 'ProductForm', await form(query))),
    'search/advanced_search': bind('search/advanced_search', async ({ ctx, input: { query } }) =>
      foundAnswer(ctx.request, 'search/advanced_search', await advanced(query))),
    'search/adv_select': bind('search/adv_select', async () => screen('search/adv_select', 'AdvSelect', await advSelect())),
    'search/special_category_search': bind('search/special_category_search', async ({ ctx, input: { query } }) =>
      foundAnswer(ctx.request, 'search/special_category_search', await special(query))),
    'search/itsecurity': bind('search/itsecurity', async ({ input: { query } }) => screen('search/itsecurity', 'ItSecurity', await itSecurity(query))),
    'search/gss_search': bind('search/gss_search', async ({ ctx, input: { query } }) => foundAnswer(ctx.request, 'search/gss_search', await gss(query))),
    'search/mfr_list': bind('search/mfr_list', async ({ input: { query } }) => screen('search/mfr_list', 'ManufacturerList', await manufacturers(query))),
    'search/vnd_list': bind('search/vnd_list', async ({ input: { query } }) => screen('search/vnd_list', 'ContractorList', await contractors(query))),
    'categories/category_list': bind('categories/category_list', async ({ ctx: { reply } }) => {
      cacheCategoryList(reply);
      return screen('categories/category_list', 'CategoryList', await lists.all());
    }),
    'categories/product_category_list': bind('categories/product_category_list', async ({ ctx: { reply } }) => {
      cacheCategoryList(reply);
      return screen('categories/product_category_list', 'CategoryList', await lists.products());
    }),
    'categories/special_category_list': bind('categories/special_category_list', async ({ ctx: { reply } }) => {
      cacheCategoryList(reply);
      return screen('categories/special_category_list', 'CategoryList', await lists.special());
    }),
    'categories/service_category_list': bind('categories/service_category_list', async ({ ctx: { reply } }) => {
      cacheCategoryList(reply);
      reply.type('text/plain; charset=utf-8');
      return lists.servicesText();
    }),
    'categories/service_category_list_as_json': bind('categories/service_category_list_as_json', async ({ ctx: { reply } }) => {
      cacheCategoryList(reply);
      return screen('categories/service_category_list_as_json', 'CategoryList', await lists.servicesJson());
    }),
  };
};
