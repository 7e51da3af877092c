/**
 * A short-lived answer cache in front of any engine. The catalog changes only when it is loaded, and
 * buyers repeat the same keywords, pages and refinements; an answer kept for a minute spares the
 * database (on the embedded database: its single connection) the ranking and facet work. A catalog
 * load on another instance shows here within the TTL.
 */
import type { SearchEngine } from './engine.js';

export interface AnswerCacheOptions {
  /** Answers kept per kind (search, names, autocomplete, did-you-mean). */
  max: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * Least recently used first out; a Map keeps insertion order, so a hit is moved to the end. `asOf` says when a
 * value was really made, when it was made from an older one: it expires as that one would.
 */
export class Lru<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();
  constructor(
    private readonly options: Required<AnswerCacheOptions>,
    private readonly asOf: (value: V) => number | undefined = () => undefined,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.options.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    const entry = { at: now, value };
    this.entries.set(key, entry);
    value.then(
      (v) => (entry.at = Math.min(entry.at, this.asOf(v) ?? entry.at)),
      // A failed load is not remembered.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.options.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}

export function cachedEngine(engine: SearchEngine, options: AnswerCacheOptions): SearchEngine {
  const o = { now: Date.now, ...options };
  const search = new Lru<Awaited<ReturnType<SearchEngine['search']>>>(o, (answer) => answer.asOf);
  const names = new Lru<Awaited<ReturnType<SearchEngine['names']>>>(o);
  const suggestions = new Lru<Awaited<ReturnType<SearchEngine['autocomplete']>>>(o);
  const close = new Lru<string[]>(o);
  return {
    search: (request, facetLimit) => search.get(JSON.stringify([request, facetLimit]), () => engine.search(request, facetLimit)),
    names: (request, kind) => names.get(JSON.stringify([request, kind]), () => engine.names(request, kind)),
    autocomplete: (term, max) => suggestions.get(JSON.stringify([term.toLowerCase(), max]), () => engine.autocomplete(term, max)),
    didYouMean: (keyword, max) => close.get(JSON.stringify([keyword.toLowerCase(), max]), () => engine.didYouMean(keyword, max)),
  };
}
