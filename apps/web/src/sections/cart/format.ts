/** How the cart screens write money and units. */
import { DEFAULT_CURRENCY, type UnitOfIssue } from '@advantage/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: DEFAULT_CURRENCY });

/** Integer cents as US dollars: 123456 → "$1,234.56". */
export function money(cents: number): string {
  return usd.format(cents / 100);
}

/** "BX (box)", or the bare code when its meaning is unknown. */
export function unitText(unit: UnitOfIssue): string {
  return unit.meaning ? `${unit.code} (${unit.meaning})` : unit.code;
}
