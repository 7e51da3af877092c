import type { Histogram } from 'prom-client';
import type { SearchEngine } from './engine.js';

/** Times every call of an engine into the search histogram (plugins/metrics), labelled with the engine's name. */
export function timedEngine(engine: SearchEngine, name: 'memory' | 'postgres', seconds: Histogram<'engine' | 'operation'>): SearchEngine {
  const time = <T>(operation: keyof SearchEngine, run: () => Promise<T>): Promise<T> => {
    const end = seconds.startTimer({ engine: name, operation });
    return run().finally(() => end());
  };
  return {
    search: (request, facetLimit) => time('search', () => engine.search(request, facetLimit)),
    names: (request, kind) => time('names', () => engine.names(request, kind)),
    autocomplete: (term, max) => time('autocomplete', () => engine.autocomplete(term, max)),
    didYouMean: (keyword, max) => time('didYouMean', () => engine.didYouMean(keyword, max)),
  };
}
