/**
 * orderhistory/my_orders (MyOrders, 'Loading Order History ...'): the member's orders, newest first, 25 a
 * page, filtered by a date range (UTC days, both ends included), a status and an order number (exact or
 * its beginning). Offset paging over orders_member_created_idx: a member's history is small enough that
 * the offset costs nothing, and a page number can be linked and bookmarked.
 */
import { type MyOrdersAttributes, type MyOrdersQuery, ORDER_HISTORY_PAGE_SIZE } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { type PoNumbers, withPoNumbers } from '../punchout/history-owner.js';
import { dayStart, nextDayStart, orderRow } from './queries.js';
import type { ListParams, OrderReads } from './reads.js';

/** `poNumbers`: a punchout session reads its organization's orders, each with the agency's PO number. */
export async function myOrders(reads: OrderReads, memberId: string, input: MyOrdersQuery, poNumbers: PoNumbers | null = null) {
  const params: ListParams = {
    memberId,
    from: input.from ? dayStart(input.from) : null,
    before: input.to ? nextDayStart(input.to) : null,
    status: input.status ?? null,
    // The schema allows letters, digits and hyphens only, so the value holds no LIKE wildcard of its own.
    orderNumber: input.orderNumber ? `${input.orderNumber}%` : null,
  };
  let page = input.page ?? 1;
  let { rows, total } = await reads.list(params, page);
  const pageCount = Math.max(1, Math.ceil(total / ORDER_HISTORY_PAGE_SIZE));
  if (page > pageCount) {
    // A page past the end (a stale bookmark) shows the last page instead of an empty list.
    page = pageCount;
    ({ rows, total } = await reads.list(params, page));
  }
  const attributes: MyOrdersAttributes = {
    filters: { from: input.from ?? null, to: input.to ?? null, status: input.status ?? null, orderNumber: input.orderNumber ?? null },
    page,
    pageSize: ORDER_HISTORY_PAGE_SIZE,
    pageCount,
    totalOrders: total,
    orders: await withPoNumbers(rows.map(orderRow), poNumbers),
  };
  return screen('orderhistory/my_orders', 'MyOrders', attributes);
}
