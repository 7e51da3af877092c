/**
 * Records one attempt (docs/adr/0032-purchase-orders-out.md) only while this instance still holds the claim: the
 * delivery's new state, an audit row for the attempt, and on success the note on the order's status history the
 * buyer reads ("Transmitted to the contractor", "Change transmitted …", "Cancellation transmitted …") — one
 * statement, so all or nothing in one round trip. The email channel's message is queued by the same statement (a
 * transaction of four round trips cost the checkout's process about 1 ms per order, ADR 0032). The order's status
 * is not changed.
 */
import { type OrderChannelKind, PO_TEXT } from '@advantage/contracts';
import { type AppDb, rowsOf } from '@advantage/db';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';
import { enqueueMail, type MailMessage } from '../../plugins/mail/outbox.js';
import type { AttemptOutcome } from './attempt-outcome.js';
import { nextAttempt } from './backoff.js';
import type { ClaimedDelivery } from './claim.js';

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

export type RecordedState = 'sent' | 'refused' | 'failed' | 'pending' | 'cancelled' | 'lost-claim';

async function write(db: DbExecutor, r: AttemptRecord, state: Exclude<RecordedState, 'lost-claim'>, retryAt: Date | null, lastError: string | null, mail?: MailMessage): Promise<boolean> {
  const { claimed, outcome } = r;
  const auditOutcome = outcome.kind === 'sent' || outcome.kind === 'withdrawn' ? 'success' : outcome.kind === 'refused' ? 'refused' : 'failure';
  const detail = JSON.stringify({
    deliveryId: claimed.id,
    kind: claimed.kind,
    attempt: claimed.attempts,
    channel: r.channel,
    state,
    answer: outcome.detail,
    worker: r.worker,
  });
  const text = { order: PO_TEXT.transmitted, change: PO_TEXT.changeTransmitted, cancel: PO_TEXT.cancellationTransmitted }[claimed.kind];
  const note = state === 'sent' && r.channel
    ? sql`, his as (insert into order_status_history (order_id, status, note) select o.id, o.status, ${text(r.channel)} from orders o join upd on upd.order_id = o.id)`
    : sql``;
  // The outbox row as enqueueMail writes it (plugins/mail/outbox.ts), only when the update took.
  const queued = mail
    ? sql`, mail as (insert into mail_outbox (to_address, subject, text_body, html_body, attachments)
        select ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${mail.attachments?.length ? JSON.stringify(mail.attachments) : null}::jsonb from upd)`
    : sql``;
  const rows = rowsOf<{ n: number }>(await db.execute(sql`
    with upd as (
      update purchase_order_deliveries
         set state = ${state}, channel = ${r.channel}, last_error = ${lastError}, document = coalesce(${r.document}, document), claim_token = null,
             next_attempt_at = coalesce(${retryAt ? retryAt.toISOString() : null}::timestamptz, now()),
             delivered_at = ${state === 'sent' ? sql`now()` : sql`null`}
       where id = ${claimed.id} and claim_token = ${claimed.claimToken}::uuid and state = 'pending'
      returning id, order_id
    ), aud as (
      insert into audit_log (action, outcome, target, detail)
      select 'purchase_order_attempt', ${auditOutcome}, ${`order:${r.orderNumber}`}, ${detail}::jsonb from upd
    )${note}${queued}
    select count(*)::int as n from upd
  `));
  return (rows[0]?.n ?? 0) > 0;
}

export async function recordAttempt(db: AppDb, r: AttemptRecord, policy: { baseMs: number; retryHours: number }): Promise<RecordedState> {
  const { claimed, outcome } = r;
  const retryAt = outcome.kind === 'retry' ? nextAttempt(claimed.retryFrom, claimed.attempts, Date.now(), policy) : null;
  const state = outcome.kind === 'sent' ? 'sent' : outcome.kind === 'refused' ? 'refused' : outcome.kind === 'withdrawn' ? 'cancelled' : retryAt ? 'pending' : 'failed';
  const lastError = outcome.kind === 'sent' ? null : outcome.kind === 'withdrawn' ? outcome.detail : state === 'failed' ? `${PO_TEXT.notTransmitted} Last answer: ${outcome.detail}` : outcome.detail;
  const mail = state === 'sent' ? r.mail : undefined;
  // Another instance took the row over after our lease ran out: its outcome counts, not ours.
  if (!mail?.notice) return (await write(db, r, state, retryAt, lastError, mail)) ? state : 'lost-claim';
  // A message with a member notice writes the message center too (writeMemberMessage): a transaction.
  return db.transaction(async (tx) => {
    if (!(await write(tx, r, state, retryAt, lastError))) return 'lost-claim';
    await enqueueMail(tx, mail);
    return state;
  });
}
