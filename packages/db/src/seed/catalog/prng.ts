/**
 * Small deterministic random numbers. Every generated row draws from its own stream, seeded from
 * (catalog seed, stream, index), so row i never depends on how many rows come before or after it.
 */

/** 32-bit integer hash (murmur3 finaliser) of a few integers. */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** mulberry32: fast, 32-bit state, good enough for data generation (not for secrets). */
export class Rng {
  private state: number;

  constructor(...seedParts: number[]) {
    this.state = hash32(...seedParts);
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi]. */
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  /** Index drawn from cumulative weights (ascending, last = total). */
  weighted(cumulative: readonly number[]): number {
    const x = this.next() * (cumulative[cumulative.length - 1] ?? 0);
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** k distinct items (k ≤ items.length), in draw order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const taken = new Set<number>();
    const out: T[] = [];
    while (out.length < k && taken.size < items.length) {
      const i = this.int(items.length);
      if (taken.has(i)) continue;
      taken.add(i);
      out.push(items[i] as T);
    }
    return out;
  }
}

export function cumulative(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}

/**
 * A bijection of [0, 10^digits) used to give every product unique, non-sequential part numbers and
 * NIINs: multiplying by a number coprime with 10 permutes the residues.
 */
export function permute(value: number, digits: number, salt: number): number {
  const mod = 10 ** digits;
  // Exact in doubles while value < 10^8 (7.7e14 < 2^53).
  return (value * 7_654_321 + (salt % mod)) % mod;
}
