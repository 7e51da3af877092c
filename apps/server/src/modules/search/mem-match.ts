/**
 * `@@` and `ts_rank` over the in-memory index, with PostgreSQL's semantics: boolean operators on lexeme
 * presence, `<N>` on positions (the right operand exactly N after the left), and ts_rank's default
 * weights {D 0.1, C 0.2, B 0.4, A 1.0} without normalisation, computed in single precision step by step
 * as tsrank.c computes it, so both engines order equal-looking products the same way.
 */
import { type CatalogIndex, positionsOf } from './mem-index.js';
import type { QueryNode } from './mem-tsquery.js';

/** A set of product positions, or (negated) every product but them. */
interface DocSet {
  docs: Int32Array;
  negated: boolean;
}

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Infinity;
    const y = j < b.length ? (b[j] as number) : Infinity;
    if (x <= y) {
      out[n++] = x;
      i++;
      if (x === y) j++;
    } else {
      out[n++] = y;
      j++;
    }
  }
  return out.subarray(0, n);
}

function minus(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let j = 0;
  let n = 0;
  for (const x of a) {
    while (j < b.length && (b[j] as number) < x) j++;
    if (j >= b.length || b[j] !== x) out[n++] = x;
  }
  return out.subarray(0, n);
}

const POS = 0x3fff;

/** End positions of a phrase operand in one product (the right end, as PostgreSQL reports a phrase's match). */
function phrasePositions(index: CatalogIndex, node: QueryNode, doc: number): number[] {
  switch (node.op) {
    case 'word': {
      const p = positionsOf(index, node.word, doc);
      return p ? Array.from(p, (x) => x & POS) : [];
    }
    case 'or':
      return [...new Set([...phrasePositions(index, node.left, doc), ...phrasePositions(index, node.right, doc)])].sort((a, b) => a - b);
    case 'and': {
      const left = phrasePositions(index, node.left, doc);
      const right = phrasePositions(index, node.right, doc);
      return left.length && right.length ? [...new Set([...left, ...right])].sort((a, b) => a - b) : [];
    }
    case 'phrase': {
      const left = new Set(phrasePositions(index, node.left, doc));
      if (left.size === 0) return [];
      return phrasePositions(index, node.right, doc).filter((p) => left.has(p - node.distance));
    }
    case 'not':
      // Refused when the query is read (mem-tsquery.ts checkPhrases).
      return [];
  }
}

function evaluate(index: CatalogIndex, node: QueryNode): DocSet {
  switch (node.op) {
    case 'word':
      return { docs: index.postings.get(node.word)?.docs ?? new Int32Array(0), negated: false };
    case 'not': {
      const inner = evaluate(index, node.arg);
      return { docs: inner.docs, negated: !inner.negated };
    }
    case 'and': {
      const a = evaluate(index, node.left);
      const b = evaluate(index, node.right);
      if (!a.negated && !b.negated) return { docs: intersect(a.docs, b.docs), negated: false };
      if (!a.negated) return { docs: minus(a.docs, b.docs), negated: false };
      if (!b.negated) return { docs: minus(b.docs, a.docs), negated: false };
      return { docs: union(a.docs, b.docs), negated: true };
    }
    case 'or': {
      const a = evaluate(index, node.left);
      const b = evaluate(index, node.right);
      if (!a.negated && !b.negated) return { docs: union(a.docs, b.docs), negated: false };
      if (!a.negated) return { docs: minus(b.docs, a.docs), negated: true };
      if (!b.negated) return { docs: minus(a.docs, b.docs), negated: true };
      return { docs: intersect(a.docs, b.docs), negated: true };
    }
    case 'phrase': {
      // Products holding every word of the phrase, then those whose positions line up.
      const both = evaluate(index, { op: 'and', left: node.left, right: node.right });
      const docs = Array.from(both.docs).filter((doc) => phrasePositions(index, node, doc).length > 0);
      return { docs: Int32Array.from(docs), negated: false };
    }
  }
}

/** Product positions the query matches, ascending. */
export function matchingDocs(index: CatalogIndex, tree: QueryNode): Int32Array {
  const set = evaluate(index, tree);
  if (!set.negated) return set.docs;
  const all = new Int32Array(index.size);
  for (let i = 0; i < index.size; i++) all[i] = i;
  return minus(all, set.docs);
}

const f = Math.fround;
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAXENTRYPOS = 1 << 14;
const weightOf = (packed: number) => WEIGHTS[packed >> 14] as number;

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** What ts_rank uses for a lexeme stored without positions: position 0 (or the last one, pairing) with weight D. */
const POSNULL_OR = Uint16Array.of(0);
const POSNULL_AND = Uint16Array.of(MAXENTRYPOS - 1);

/**
 * The positions of each query word in one product: `pool[i]` from `from[i]` to `to[i]` (pool undefined: the
 * word is not in the product). Reused from product to product, so ranking allocates nothing per product.
 */
interface Found {
  pool: Array<Uint16Array | undefined>;
  from: Int32Array;
  to: Int32Array;
}

function newFound(size: number): Found {
  return { pool: new Array<Uint16Array | undefined>(size).fill(undefined), from: new Int32Array(size), to: new Int32Array(size) };
}

/** Points `found` at positions of word i, or at the stand-in for a word without positions. */
function use(found: Found, i: number, pool: Uint16Array, from: number, to: number, posnull: Uint16Array): void {
  if (from < to) {
    found.pool[i] = pool;
    found.from[i] = from;
    found.to[i] = to;
  } else {
    found.pool[i] = posnull;
    found.from[i] = 0;
    found.to[i] = 1;
  }
}

function rankOr(found: Found, size: number): number {
  let res = f(0);
  for (let i = 0; i < size; i++) {
    const post = found.pool[i];
    if (!post) continue;
    const from = found.from[i] as number;
    const to = found.to[i] as number;
    let resj = f(0);
    let wjm = f(-1);
    let jm = 0;
    for (let j = 0; j < to - from; j++) {
      const w = weightOf(post[from + j] as number);
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  }
  return size > 0 ? f(res / size) : res;
}

function rankAnd(found: Found, size: number): number {
  let res = f(-1);
  for (let i = 0; i < size; i++) {
    const post = found.pool[i];
    if (!post) continue;
    for (let k = 0; k < i; k++) {
      const ct = found.pool[k];
      if (!ct) continue;
      const nullPair = post === POSNULL_AND || ct === POSNULL_AND;
      for (let l = found.from[i] as number; l < (found.to[i] as number); l++) {
        for (let p = found.from[k] as number; p < (found.to[k] as number); p++) {
          let dist = Math.abs(((post[l] as number) & POS) - ((ct[p] as number) & POS));
          if (dist || nullPair) {
            if (!dist) dist = MAXENTRYPOS;
            const curw = f(Math.sqrt(f(f(weightOf(post[l] as number) * weightOf(ct[p] as number)) * wordDistance(dist))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

function finishRank(found: Found, size: number, and: boolean): number {
  const res = and && size >= 2 ? rankAnd(found, size) : rankOr(found, size);
  return res < 0 ? f(1e-20) : res;
}

/**
 * ts_rank(search, query) of many products at once (`docs` ascending), into `out[doc]`: one walk along each word's
 * postings instead of a search per product. `words` as queryWords() gives them, `and` when the top operator is & or <->.
 */
export function tsRankAll(index: CatalogIndex, docs: ArrayLike<number>, words: readonly string[], and: boolean, out: Float64Array): void {
  const size = words.length;
  const lists = words.map((w) => index.postings.get(w));
  const cursor = new Int32Array(size);
  const found = newFound(size);
  const posnull = and && size >= 2 ? POSNULL_AND : POSNULL_OR;
  for (let n = 0; n < docs.length; n++) {
    const doc = docs[n] as number;
    if (index.lexemeCount[doc] === 0 || size === 0) {
      out[doc] = 0;
      continue;
    }
    for (let i = 0; i < size; i++) {
      found.pool[i] = undefined;
      const list = lists[i];
      if (!list) continue;
      let c = cursor[i] as number;
      while (c < list.docs.length && (list.docs[c] as number) < doc) c++;
      cursor[i] = c;
      if (list.docs[c] === doc) use(found, i, list.positions, list.starts[c] as number, list.starts[c + 1] as number, posnull);
    }
    out[doc] = finishRank(found, size, and);
  }
}
