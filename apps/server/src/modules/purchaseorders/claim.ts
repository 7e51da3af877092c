/**
 * Claims the deliveries due now for this instance (docs/adr/0032-purchase-orders-out.md): one statement that
 * picks due rows with FOR UPDATE SKIP LOCKED (two instances never pick the same row at once), counts the attempt,
 * stamps a new claim token and moves next_attempt_at past a lease, so a row whose holder died is picked up again
 * once the lease runs out. Only the token's holder may record the outcome (record.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AppDb } from '@advantage/db';
import { sql } from 'drizzle-orm';

export interface ClaimedDelivery {
  id: number;
  orderId: number;
  attempts: number;
  /** Retries stop PO_RETRY_HOURS after this. */
  retryFrom: Date;
  claimToken: string;
}

export async function claimDue(db: AppDb, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const token = randomUUID();
  const result = (await db.execute(sql`
    update purchase_order_deliveries d
       set attempts = d.attempts + 1, claim_token = ${token}::uuid, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
     where d.id in (
       select id from purchase_order_deliveries
        where state = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning d.id, d.order_id, d.attempts, d.retry_from
  `)) as unknown as { rows: Array<{ id: number | string; order_id: number | string; attempts: number; retry_from: Date | string }> };
  return result.rows.map((r) => ({
    id: Number(r.id),
    orderId: Number(r.order_id),
    attempts: Number(r.attempts),
    retryFrom: new Date(r.retry_from),
    claimToken: token,
  }));
}
