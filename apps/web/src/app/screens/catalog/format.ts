/** How catalog screens write money, dates and units. */
import { DEFAULT_CURRENCY, type UnitOfIssue } from '@advantage/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: DEFAULT_CURRENCY });
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Integer cents as US dollars: 123456 → "$1,234.56". */
export function money(cents: number): string {
  return usd.format(cents / 100);
}

/** yyyy-mm-dd → "Jan 5, 2026". */
export function date(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : longDate.format(d);
}

/** "BX (box)", or the bare code when its meaning is unknown. */
export function unitText(unit: UnitOfIssue): string {
  return unit.meaning ? `${unit.code} (${unit.meaning})` : unit.code;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

export function searchCategoryUrl(code: string): string {
  return `/ws/search/advantage_search?cat=${encodeURIComponent(code)}`;
}
