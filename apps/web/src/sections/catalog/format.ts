/** How catalog screens write money, dates and units. */
import type { UnitOfIssue } from '@advantage/contracts';

export { day as date, money, plural } from '../common/format';

/** "BX (box)", or the bare code when its meaning is unknown. */
export function unitText(unit: UnitOfIssue): string {
  return unit.meaning ? `${unit.code} (${unit.meaning})` : unit.code;
}

export function searchCategoryUrl(code: string): string {
  return `/ws/search/advantage_search?cat=${encodeURIComponent(code)}`;
}
