/**
 * Claims the deliveries due now for this instance (docs/adr/0032-purchase-orders-out.md): one statement that
 * picks due rows with FOR UPDATE SKIP LOCKED (two instances never pick the same row at once), counts the attempt,
 * stamps a new claim token and moves next_attempt_at past a lease, so a row whose holder died is picked up again
 * once the lease runs out. Only the token's holder may record the outcome (record.ts). A change or a cancellation
 * waits while an earlier delivery of its order is still pending (in flight or retrying), so the contractor gets an
 * order's documents in the order they were made; each names the last one sent before it (cXML DocumentReference).
 */
import { randomUUID } from 'node:crypto';
import type { PoDeliveryKind } from '@advantage/contracts';
import { type AppDb, rowsOf } from '@advantage/db';
import { sql } from 'drizzle-orm';

export interface ClaimedDelivery {
  id: number;
  orderId: number;
  attempts: number;
  /** Retries stop PO_RETRY_HOURS after this. */
  retryFrom: Date;
  claimToken: string;
  kind: PoDeliveryKind;
  /** A change's or cancellation's: the state its order's own delivery ended in. */
  originalState: string | null;
  /** A change's or cancellation's: the delivery whose document it follows (the last one sent, else the order's). */
  previousId: number | null;
}

export async function claimDue(db: AppDb, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const token = randomUUID();
  const rows = rowsOf<{ id: number | string; order_id: number | string; attempts: number; retry_from: Date | string; kind: PoDeliveryKind; original_state: string | null; previous_id: number | string | null }>(await db.execute(sql`
    update purchase_order_deliveries d
       set attempts = d.attempts + 1, claim_token = ${token}::uuid, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
     where d.id in (
       select id from purchase_order_deliveries
        where state = 'pending' and next_attempt_at <= now()
          and (kind = 'order' or not exists (
            select 1 from purchase_order_deliveries o
             where o.order_id = purchase_order_deliveries.order_id and o.state = 'pending'
               and (o.kind = 'order' or (o.kind = 'change' and o.id < purchase_order_deliveries.id))))
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning d.id, d.order_id, d.attempts, d.retry_from, d.kind,
      (select o.state from purchase_order_deliveries o where o.order_id = d.order_id and o.kind = 'order' and d.kind <> 'order') as original_state,
      (select coalesce(
         (select max(p.id) from purchase_order_deliveries p where p.order_id = d.order_id and p.kind = 'change' and p.state = 'sent' and p.id < d.id),
         (select o.id from purchase_order_deliveries o where o.order_id = d.order_id and o.kind = 'order'))
        where d.kind <> 'order') as previous_id
  `));
  return rows.map((r) => ({
    id: Number(r.id),
    orderId: Number(r.order_id),
    attempts: Number(r.attempts),
    retryFrom: new Date(r.retry_from),
    claimToken: token,
    kind: r.kind,
    originalState: r.original_state,
    previousId: r.previous_id === null ? null : Number(r.previous_id),
  }));
}
