/**
 * The part numbers and products a catalog file has named so far, with the line that named each (docs/adr/0028).
 * A Map of a million strings holds about 150 MiB; this keeps an 85-bit fingerprint of each key (cyrb53 and a 32-bit
 * FNV-1a, independent hashes) in typed arrays with open addressing: 16 bytes a slot, about 32 MiB for a million keys.
 * Two different keys share both hashes with a probability of about n²/2⁸⁶ (one in 70 billion for a million keys).
 */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class SeenKeys {
  private size = 0;
  private high: Float64Array;
  private low: Uint32Array;
  /** The line of each key; 0 marks an empty slot (lines count from 1). */
  private lines: Uint32Array;

  constructor(capacity = 1 << 14) {
    this.high = new Float64Array(capacity);
    this.low = new Uint32Array(capacity);
    this.lines = new Uint32Array(capacity);
  }

  /** The line that named `key`, if one did. */
  lineOf(key: string): number | undefined {
    const at = this.lines[this.slotOf(cyrb53(key), fnv1a(key))]!;
    return at === 0 ? undefined : at;
  }

  /** Records `key` as named on `line`, unless a line named it before (that line is kept). */
  add(key: string, line: number): void {
    if ((this.size + 1) * 2 > this.lines.length) this.grow();
    this.place(cyrb53(key), fnv1a(key), line);
  }

  /** The slot holding the fingerprint, or the empty slot where it would go. */
  private slotOf(high: number, low: number): number {
    const mask = this.lines.length - 1;
    let slot = (high ^ low) & mask;
    while (this.lines[slot] !== 0 && (this.high[slot] !== high || this.low[slot] !== low)) slot = (slot + 1) & mask;
    return slot;
  }

  private place(high: number, low: number, line: number): void {
    const slot = this.slotOf(high, low);
    if (this.lines[slot] !== 0) return;
    this.high[slot] = high;
    this.low[slot] = low;
    this.lines[slot] = line;
    this.size++;
  }

  private grow(): void {
    const { high, low, lines } = this;
    this.high = new Float64Array(lines.length * 2);
    this.low = new Uint32Array(lines.length * 2);
    this.lines = new Uint32Array(lines.length * 2);
    this.size = 0;
    for (let slot = 0; slot < lines.length; slot++) if (lines[slot] !== 0) this.place(high[slot]!, low[slot]!, lines[slot]!);
  }
}
