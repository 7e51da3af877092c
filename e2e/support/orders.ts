/** What the order specs share: a purchase card number the rules accept, and the text an order PDF draws. */
import { inflateSync } from 'node:zlib';
import { luhnValid } from '@advantage/contracts';

/** A purchase card number valid by the rules: a SmartPay prefix, 16 digits, Luhn check digit. */
export function luhnCard(prefix: string): string {
  const body = prefix.padEnd(15, '0').slice(0, 15);
  for (let check = 0; check <= 9; check++) {
    if (luhnValid(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error('unreachable');
}

/**
 * The text a PDF draws: every content stream inflated, each `<hex> Tj` string decoded (pdf-lib writes
 * Helvetica text as hex strings in flate-compressed streams).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    let ops: string;
    try {
      ops = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a flate stream
    }
    for (const t of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}
