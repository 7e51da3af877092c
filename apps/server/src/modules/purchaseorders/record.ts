/**
 * Records one attempt (docs/adr/0032-purchase-orders-out.md) in one transaction, only while this instance still
 * holds the claim: the delivery's new state, an audit row for the attempt, and on success the note on the order's
 * status history the buyer reads ("Transmitted to the contractor"), and for the email channel the message itself.
 * The order's status is not changed.
 */
import { type OrderChannelKind, PO_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import { enqueueMail, type MailMessage } from '../../plugins/mail/outbox.js';
import type { AttemptOutcome } from './attempt-outcome.js';
import { nextAttempt } from './backoff.js';
import type { ClaimedDelivery } from './claim.js';

const { purchaseOrderDeliveries: deliveries, auditLog, orderStatusHistory, orders } = schema;

export interface AttemptRecord {
  claimed: ClaimedDelivery;
  orderNumber: string;
  channel: OrderChannelKind | null;
  outcome: AttemptOutcome;
  /** The document as sent, its secret withheld. */
  document: string | null;
  mail?: MailMessage;
  /** The worker that made the attempt (host, process and instance), for the audit row. */
  worker: string;
}

export type RecordedState = 'sent' | 'refused' | 'failed' | 'pending' | 'lost-claim';

export async function recordAttempt(db: AppDb, r: AttemptRecord, policy: { baseMs: number; retryHours: number }): Promise<RecordedState> {
  const { claimed, outcome } = r;
  const retryAt = outcome.kind === 'retry' ? nextAttempt(claimed.retryFrom, claimed.attempts, Date.now(), policy) : null;
  const state = outcome.kind === 'sent' ? 'sent' : outcome.kind === 'refused' ? 'refused' : retryAt ? 'pending' : 'failed';
  const lastError = outcome.kind === 'sent' ? null : state === 'failed' ? `${PO_TEXT.notTransmitted} Last answer: ${outcome.detail}` : outcome.detail;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(deliveries)
      .set({
        state,
        channel: r.channel,
        lastError,
        document: r.document ?? sql`${deliveries.document}`,
        claimToken: null,
        nextAttemptAt: retryAt ?? sql`now()`,
        deliveredAt: state === 'sent' ? sql`now()` : null,
      })
      .where(and(eq(deliveries.id, claimed.id), eq(deliveries.claimToken, claimed.claimToken), eq(deliveries.state, 'pending')))
      .returning({ id: deliveries.id });
    // Another instance took the row over after our lease ran out: its outcome counts, not ours.
    if (updated.length === 0) return 'lost-claim';
    await tx.insert(auditLog).values({
      action: 'purchase_order_attempt',
      outcome: outcome.kind === 'sent' ? 'success' : outcome.kind === 'refused' ? 'refused' : 'failure',
      target: `order:${r.orderNumber}`,
      detail: { deliveryId: claimed.id, attempt: claimed.attempts, channel: r.channel, state, answer: outcome.detail, worker: r.worker },
    });
    if (state === 'sent' && r.channel) {
      if (r.mail) await enqueueMail(tx, r.mail);
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, claimed.orderId));
      await tx.insert(orderStatusHistory).values({ orderId: claimed.orderId, status: order?.status ?? 'Submitted', note: PO_TEXT.transmitted(r.channel) });
    }
    return state;
  });
}
