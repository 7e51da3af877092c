/**
 * A cancelled order's purchase order (docs/adr/0032-purchase-orders-out.md, "Cancellations"): written inside the
 * status change that cancels the order (orderhistory/status.ts), as CTEs of its one write statement. The order's
 * delivery row is locked (FOR UPDATE: a worker's claim statement either finished before, or skips it and finds it
 * no longer pending), then:
 * - never attempted and not claimed: it becomes `cancelled` and nothing is sent; the contractor never heard of it;
 * - sent, failed (a timeout may have reached the contractor), claimed by a worker right now (its lease running), or
 *   attempted before without a clear refusal: a `cancel` delivery is queued — an OrderRequest type="delete", or a
 *   cancellation email — and a waiting original is withdrawn. A cancellation is claimed only once the original is
 *   no longer pending (claim.ts), so the contractor never gets it before the order;
 * - refused by the contractor, or no delivery at all (an order from before the outbox): nothing.
 * When the contractor cancelled the order itself (its rejection), a waiting original is withdrawn all the same and
 * no cancellation is queued: it knows.
 */
import { PO_TEXT } from '@advantage/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** Named CTEs (`name as (…)`) for the status change's statement; `notify`: queue the cancellation when needed. */
export function cancellationCtes(orderId: number, notify: boolean): SQL[] {
  const ctes = [
    sql`po_original as (
      select id, state, attempts, (claim_token is not null and next_attempt_at > now()) as in_flight
        from purchase_order_deliveries where order_id = ${orderId} and kind = 'order' for update)`,
    sql`po_withdrawn as (
      update purchase_order_deliveries d set state = 'cancelled', claim_token = null, last_error = ${PO_TEXT.withdrawn}
        from po_original o where d.id = o.id and o.state = 'pending' and not o.in_flight)`,
  ];
  if (!notify) return ctes;
  return [
    ...ctes,
    sql`po_cancel as (
      insert into purchase_order_deliveries (order_id, kind)
      select ${orderId}, 'cancel' from po_original o
       where o.state in ('sent', 'failed') or (o.state = 'pending' and (o.in_flight or o.attempts > 0))
      on conflict do nothing)`,
  ];
}
