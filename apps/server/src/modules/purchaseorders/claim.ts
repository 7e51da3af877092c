/**
 * Claims the deliveries due now for this instance (docs/adr/0032-purchase-orders-out.md): one statement that
 * picks due rows with FOR UPDATE SKIP LOCKED (two instances never pick the same row at once), counts the attempt,
 * stamps a new claim token and moves next_attempt_at past a lease, so a row whose holder died is picked up again
 * once the lease runs out. Only the token's holder may record the outcome (record.ts). A cancellation waits while
 * its order's own delivery is still pending (in flight or retrying), so it never reaches the contractor first.
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
  /** A cancellation's: the state its order's own delivery ended in. */
  originalState: string | null;
}

export async function claimDue(db: AppDb, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const token = randomUUID();
  const rows = rowsOf<{ id: number | string; order_id: number | string; attempts: number; retry_from: Date | string; kind: PoDeliveryKind; original_state: string | null }>(await db.execute(sql`
    update purchase_order_deliveries d
       set attempts = d.attempts + 1, claim_token = ${token}::uuid, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
     where d.id in (
       select id from purchase_order_deliveries
        where state = 'pending' and next_attempt_at <= now()
          and (kind = 'order' or not exists (
            select 1 from purchase_order_deliveries o where o.order_id = purchase_order_deliveries.order_id and o.kind = 'order' and o.state = 'pending'))
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning d.id, d.order_id, d.attempts, d.retry_from, d.kind,
      (select o.state from purchase_order_deliveries o where o.order_id = d.order_id and o.kind = 'order' and d.kind = 'cancel') as original_state
  `));
  return rows.map((r) => ({
    id: Number(r.id),
    orderId: Number(r.order_id),
    attempts: Number(r.attempts),
    retryFrom: new Date(r.retry_from),
    claimToken: token,
    kind: r.kind,
    originalState: r.original_state,
  }));
}
