/** How search screens write money, counts and delivery. */
import { formatCount, plural } from '../common/format';

export { formatCount, money, plural } from '../common/format';

/** A total the server capped for a very broad term shows as "10,000+". */
export function totalText(total: number, capped: boolean): string {
  return `${formatCount(total)}${capped ? '+' : ''}`;
}

export function deliveryText(days: number): string {
  return days <= 0 ? 'Same-day delivery' : `Delivery in ${plural(days, 'day')}`;
}
