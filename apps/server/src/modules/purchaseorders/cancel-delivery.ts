/**
 * What a cancellation on our side means for the order's purchase order (docs/adr/0032-purchase-orders-out.md,
 * "Cancellations" and "Changes"): written inside the status change that cancels the order or a line
 * (orderhistory/status.ts), as CTEs of its one write statement. The order's delivery row is locked (FOR UPDATE: a
 * worker's claim statement either finished before, or skips it and finds it no longer pending), then:
 * - never attempted and not claimed: the contractor never heard of the order. A cancelled order's purchase order
 *   becomes `cancelled` and nothing is sent; a cancelled line needs nothing, because the purchase order is read when
 *   it goes and leaves cancelled lines out;
 * - sent, failed (a timeout may have reached the contractor), claimed by a worker right now (its lease running), or
 *   attempted before without a clear refusal: a `cancel` delivery is queued (an OrderRequest type="delete", or a
 *   cancellation email) and a waiting original is withdrawn; for a cancelled line a `change` delivery (type="update"
 *   with the lines still ordered, or a change email), unless an untried one is already waiting — it is read when it
 *   goes, so it will carry this line too. A change or cancellation is claimed only once every earlier delivery of
 *   the order is no longer pending (claim.ts), so the contractor gets them in order;
 * - refused by the contractor, or no delivery at all (an order from before the outbox): nothing.
 * When the contractor cancelled the order itself (its rejection), a waiting original is withdrawn all the same and
 * nothing is queued: it knows. A cancellation withdraws the changes still waiting untried: it says it all.
 */
import { PO_TEXT } from '@advantage/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** Who cancelled what, and where the order stands after it. */
export interface CancellationPlan {
  orderId: number;
  /** The whole order is now cancelled (at once, or its last open line). */
  orderCancelled: boolean;
  /** The contractor made the cancellation itself: nothing is sent back to it. */
  byContractor: boolean;
}

const original = (orderId: number) => sql`po_original as (
      select id, state, attempts, (claim_token is not null and next_attempt_at > now()) as in_flight
        from purchase_order_deliveries where order_id = ${orderId} and kind = 'order' for update)`;

/** The original reached or may have reached the contractor: it must hear of the change. */
const REACHED = sql`o.state in ('sent', 'failed') or (o.state = 'pending' and (o.in_flight or o.attempts > 0))`;

function orderCancellation(orderId: number, notify: boolean): SQL[] {
  const ctes = [
    original(orderId),
    sql`po_withdrawn as (
      update purchase_order_deliveries d set state = 'cancelled', claim_token = null, last_error = ${PO_TEXT.withdrawn}
        from po_original o where d.id = o.id and o.state = 'pending' and not o.in_flight)`,
    sql`po_superseded as (
      update purchase_order_deliveries d set state = 'cancelled', last_error = ${PO_TEXT.changeSuperseded}
       where d.order_id = ${orderId} and d.kind = 'change' and d.state = 'pending' and d.claim_token is null)`,
  ];
  if (!notify) return ctes;
  return [
    ...ctes,
    sql`po_cancel as (
      insert into purchase_order_deliveries (order_id, kind)
      select ${orderId}, 'cancel' from po_original o where ${REACHED}
      on conflict do nothing)`,
  ];
}

function lineChange(orderId: number): SQL[] {
  return [
    original(orderId),
    sql`po_change as (
      insert into purchase_order_deliveries (order_id, kind)
      select ${orderId}, 'change' from po_original o
       where (${REACHED})
         and not exists (select 1 from purchase_order_deliveries c
                          where c.order_id = ${orderId} and c.kind = 'change' and c.state = 'pending' and c.attempts = 0 and c.claim_token is null))`,
  ];
}

/** Named CTEs (`name as (…)`) for the status change's statement: none when nothing is to be done. */
export function cancellationCtes(plan: CancellationPlan): SQL[] {
  if (plan.orderCancelled) return orderCancellation(plan.orderId, !plan.byContractor);
  return plan.byContractor ? [] : lineChange(plan.orderId);
}
