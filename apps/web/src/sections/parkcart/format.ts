/** How the parked-cart screens write money, dates and counts. */
import { DEFAULT_CURRENCY, type UnitOfIssue } from '@advantage/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: DEFAULT_CURRENCY });

/** Integer cents as US dollars: 123456 → "$1,234.56". */
export function money(cents: number): string {
  return usd.format(cents / 100);
}

export { dayOf } from '../common/format';

export function unitText(unit: UnitOfIssue): string {
  return unit.meaning ? `${unit.code} (${unit.meaning})` : unit.code;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

export const MY_PARKED_CARTS_URL = '/ws/parkcart/my_parkcart';
export const SHOPPING_CART_URL = '/ws/cart/shopping_cart';

export const detailUrl = (cartId: number) => `/ws/parkcart/parkcart_detail?cartId=${cartId}`;
export const forwardUrl = (cartId: number) => `/ws/parkcart/my_parkcart?cartId=${cartId}`;
export const deleteUrl = (cartId: number) => `/ws/parkcart/removecart?cartId=${cartId}`;
