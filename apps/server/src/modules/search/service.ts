/**
 * The search area's one public service: another area runs a search with the server's single engine (and its
 * in-memory index and answer cache) instead of building its own. department/main_search uses it.
 */
import type { RunOptions, RunResult } from './run.js';

export type { RunResult } from './run.js';
export type { SearchInputs } from './request.js';

export interface SearchService {
  run(options: RunOptions): Promise<RunResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the search module (modules/search/routes.ts). */
    searchService: SearchService;
  }
}
