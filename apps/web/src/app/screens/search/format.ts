/** How search screens write money, counts and delivery. */
import { DEFAULT_CURRENCY } from '@advantage/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: DEFAULT_CURRENCY });
const count = new Intl.NumberFormat('en-US');

/** Integer cents as US dollars: 123456 → "$1,234.56". */
export function money(cents: number): string {
  return usd.format(cents / 100);
}

export function formatCount(n: number): string {
  return count.format(n);
}

/** "1 offer", "3 offers". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** A total the server capped for a very broad term shows as "10,000+". */
export function totalText(total: number, capped: boolean): string {
  return `${formatCount(total)}${capped ? '+' : ''}`;
}

export function deliveryText(days: number): string {
  return days <= 0 ? 'Same-day delivery' : `Delivery in ${plural(days, 'day')}`;
}
