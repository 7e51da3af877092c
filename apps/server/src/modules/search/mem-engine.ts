/**
 * The in-memory search engine: the same answers as the PostgreSQL engine (pg-engine.ts), from an index of
 * the catalog held in the server process. PostgreSQL still parses the buyer's words (websearch_to_tsquery)
 * and stays the source of truth: every search first reads the catalog's generation (one prepared one-row
 * read), and a catalog changed since the index was built is read again before answering. Matching, ranking
 * (ts_rank, to the bit), filters, facets, sorting and paging then run on the index, so a new search costs
 * well under a millisecond of the embedded database's single connection instead of several.
 *
 * Unlike the PostgreSQL engine it ranks and counts every match, never a sample. A catalog above
 * `maxProducts`, and a query it cannot evaluate exactly (a weighted or prefix lexeme), go to `fallback`.
 * See docs/adr/0007-in-memory-search.md.
 */
import { SEARCH_TOTAL_CAP } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { sql } from 'drizzle-orm';
import { preparedRead } from '../../lib/prepared-read.js';
import type { SearchEngine, SearchOutcome, SearchRequest } from './engine.js';
import { type CatalogIndex, loadCatalogIndex } from './mem-index.js';
import { TooManyCodesError } from './mem-slots.js';
import { matchingDocs, tsRankAll } from './mem-match.js';
import { allNames, filterOf, globalOrders, type GlobalOrders, hitOf, pageByRank, pageInOrder, tallyFacets } from './mem-results.js';
import { parseTsquery, type QueryNode, queryWords } from './mem-tsquery.js';
import { typePhrase } from './pg-candidates.js';
import { intArray, rowsOf, tsqueryParser } from './pg-where.js';

export interface MemoryEngineOptions {
  /** Catalogs with more products are searched by the fallback. */
  maxProducts: number;
  totalCap?: number;
  /**
   * An index of at least this many products answers while the catalog's next one loads (default 10,000): such a load
   * takes a second or more (ADR 0007: 0.9 s at 20,000 products on a quiet machine), and every search would wait
   * for it. A smaller index's load takes milliseconds, and the searches wait for it.
   */
  answerWhileLoadingFrom?: number;
}

const ANSWER_WHILE_LOADING_FROM = 10_000;

/** As the PostgreSQL engine: at most this many exact part-number/NSN hits. */
const EXACT_LIMIT = 100;

interface Loaded {
  generation: string;
  index: CatalogIndex | undefined;
  orders: GlobalOrders | undefined;
}

interface Candidates {
  /** Exact hits (first) and matches, as product positions. */
  docs: number[];
  exact: Uint8Array;
  exactCount: number;
  matches: number;
}

export interface MemorySearchEngine extends SearchEngine {
  /** Builds the index of the catalog as it is now (at start, rather than on the first search), waiting for its load. */
  warm(): Promise<void>;
}

export function createMemorySearchEngine(db: AppDb, fallback: SearchEngine, options: MemoryEngineOptions): MemorySearchEngine {
  const totalCap = options.totalCap ?? SEARCH_TOTAL_CAP;
  const answerWhileLoadingFrom = options.answerWhileLoadingFrom ?? ANSWER_WHILE_LOADING_FROM;
  // A row changed in the transaction that changes the catalog (migration 0026): seen at its commit, not before.
  const readGeneration = preparedRead(db, 'adv_catalog_generation', 'SELECT value::text AS v FROM catalog_generation', []);
  const parse = tsqueryParser(db);
  let loaded: Loaded | undefined;
  let loading: { generation: string; promise: Promise<Loaded> } | undefined;

  async function load(generation: string): Promise<Loaded> {
    const [count] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products`);
    if (Number(count?.n) > options.maxProducts) return { generation, index: undefined, orders: undefined };
    try {
      const index = await loadCatalogIndex(db, generation);
      return { generation, index, orders: globalOrders(index) };
    } catch (error) {
      if (error instanceof TooManyCodesError) return { generation, index: undefined, orders: undefined };
      throw error;
    }
  }

  /** The index of the catalog as it is now (undefined: too big, use the fallback). */
  async function current(): Promise<Loaded> {
    const [row] = await readGeneration([]);
    const generation = String(row?.v);
    if (loaded?.generation === generation) return loaded;
    // A large index answers as the catalog was until the next is loaded (a published catalog shows within the
    // answer cache's minute anyway); the load below starts, or one of an older catalog runs and the next search
    // starts this one's.
    const stale = loaded?.index && loaded.index.size >= answerWhileLoadingFrom ? loaded : undefined;
    // One load at a time: a load of an older catalog finishes first.
    if (loading && loading.generation !== generation) {
      if (stale) return stale;
      await loading.promise.catch(() => undefined);
      return current();
    }
    if (!loading) {
      const promise = load(generation);
      loading = { generation, promise };
      promise.then(
        (done) => {
          if (loading?.promise === promise) loading = undefined;
          loaded = done;
        },
        () => {
          if (loading?.promise === promise) loading = undefined;
        },
      );
    }
    return stale ?? loading.promise;
  }

  async function contractProducts(request: SearchRequest): Promise<Set<number> | undefined> {
    const ids = request.filters.contractIds;
    if (!ids?.length) return undefined;
    const rows = await rowsOf<{ id: string | number }>(db, sql`SELECT DISTINCT product_id AS id FROM offers WHERE contract_id = ANY (${intArray(ids)})`);
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** Exact hits, then the matches of the text (every product without text), all meeting the filters. */
  function candidates(index: CatalogIndex, request: SearchRequest, tree: QueryNode | null | undefined, contracts: Set<number> | undefined): Candidates {
    const keep = filterOf(index, request.filters, contracts);
    const exact = new Uint8Array(index.size);
    const { partNumberNorm, nsnNorm } = request.exact ?? {};
    const byPart = partNumberNorm ? (index.byPartNumber.get(partNumberNorm) ?? []) : [];
    const exactAll = [...new Set([...byPart, ...(nsnNorm ? (index.byNsn.get(nsnNorm) ?? []) : [])])];
    const exactDocs = exactAll.filter(keep).sort((a, b) => a - b).slice(0, EXACT_LIMIT);
    for (const d of exactDocs) exact[d] = 1;
    const isExact = new Set(exactAll);
    const docs = [...exactDocs];
    const consider = (d: number) => {
      if (!isExact.has(d) && keep(d)) docs.push(d);
    };
    if (tree === undefined) for (let d = 0; d < index.size; d++) consider(d);
    else if (tree !== null) for (const d of matchingDocs(index, tree)) consider(d);
    return { docs, exact, exactCount: exactDocs.length, matches: docs.length - exactDocs.length };
  }

  function ranks(index: CatalogIndex, request: SearchRequest, tree: QueryNode | null | undefined, docs: number[]): Float64Array {
    const rank = new Float64Array(index.size);
    if (!tree) {
      for (const d of docs) rank[d] = index.offerCount[d] as number;
      return rank;
    }
    const words = queryWords(tree);
    const and = tree.op === 'and' || tree.op === 'phrase';
    tsRankAll(index, Int32Array.from(docs).sort(), words, and, rank);
    const phrase = typePhrase(request);
    if (!phrase) return rank;
    for (const d of docs) {
      let boost = 0;
      if (phrase) {
        const type = index.typeName[d] as string;
        if (type === phrase) boost = 1;
        else if (` ${type} `.includes(` ${phrase} `)) boost = 0.5;
      }
      // real + numeric is double precision in PostgreSQL: the boost is added without rounding.
      rank[d] = (rank[d] as number) + boost;
    }
    return rank;
  }

  /** The parsed text of the request: undefined without text, null for stop words only, false when unsupported here. */
  async function treeOf(request: SearchRequest): Promise<QueryNode | null | undefined | false> {
    const text = await parse(request.text);
    if (text === undefined) return undefined;
    const tree = parseTsquery(text);
    return tree === undefined ? false : tree;
  }

  function search(
    { index, orders }: { index: CatalogIndex; orders: GlobalOrders },
    request: SearchRequest,
    tree: QueryNode | null | undefined,
    contracts: Set<number> | undefined,
    facetLimit: number,
  ): SearchOutcome {
    const c = candidates(index, request, tree, contracts);
    const capped = c.matches > totalCap;
    const total = (capped ? totalCap : c.matches) + c.exactCount;
    const lastPage = Math.max(1, Math.ceil(Math.min(total, c.docs.length) / request.pageSize));
    const page = Math.min(request.page, lastPage);
    const skip = (page - 1) * request.pageSize;
    let pageDocs: number[];
    if (request.sort === 'relevance') {
      pageDocs = pageByRank(index, c.docs, ranks(index, request, tree, c.docs), c.exact, skip, request.pageSize);
    } else {
      const isCandidate = new Uint8Array(index.size);
      for (const d of c.docs) isCandidate[d] = 1;
      pageDocs = pageInOrder(orders[request.sort], isCandidate, skip, request.pageSize);
    }
    return {
      hits: pageDocs.map((d) => hitOf(index, d, c.exact[d] === 1)),
      total,
      capped,
      sampled: false,
      sampleSize: c.docs.length,
      exactMatches: c.exactCount,
      facets: tallyFacets(index, c.docs, facetLimit),
      page,
    };
  }

  return {
    async warm() {
      // Until no load runs: a large index answers while its next one loads, and the warm-up waits for that one.
      for (;;) {
        await current();
        const pending = loading;
        if (!pending) return;
        await pending.promise;
      }
    },

    async search(request, facetLimit) {
      const state = await current();
      const tree = await treeOf(request);
      if (!state.index || !state.orders || tree === false) return fallback.search(request, facetLimit);
      return search({ index: state.index, orders: state.orders }, request, tree, await contractProducts(request), facetLimit);
    },

    async names(request, kind) {
      const state = await current();
      const tree = await treeOf(request);
      if (!state.index || tree === false) return fallback.names(request, kind);
      const c = candidates(state.index, request, tree, await contractProducts(request));
      return { items: allNames(state.index, c.docs, kind), sampled: false };
    },

    autocomplete: (term, maxResults) => fallback.autocomplete(term, maxResults),
    didYouMean: (keyword, maxResults) => fallback.didYouMean(keyword, maxResults),
  };
}
