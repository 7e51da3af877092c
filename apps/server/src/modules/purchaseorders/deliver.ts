/**
 * Delivers one claimed purchase order through its contractor's channel and records the attempt. The payloadID
 * is the same on every attempt of one delivery, so a contractor that receives a resent document (after a lost
 * answer or a crash before recording) can see it is the one it already has (docs/adr/0032-purchase-orders-out.md).
 * A change (lines cancelled after the order went) and a cancellation are deliveries of their own (their own id, so
 * their own payloadID): an OrderRequest type="update" or type="delete" with the order's orderID and a reference to
 * the last document sent for it, or a change or cancellation email.
 */
import { PO_TEXT, type PoDeliveryKind } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PurchaseOrderConfig } from '../../config.js';
import type { OrderReads } from '../orderhistory/reads.js';
import type { AttemptOutcome } from './attempt-outcome.js';
import { type ResolvedChannel, resolveChannel } from './channel-resolve.js';
import type { ClaimedDelivery } from './claim.js';
import { endpointAllowed } from './endpoint-rule.js';
import { type PoData, readPoDataMany } from './order-data.js';
import { orderRequestDocument, type OrderRequestType, WITHHELD } from './order-request.js';
import { type AttemptRecord, recordAttempt, type RecordedState } from './record.js';
import { cancellationMail, changeMail, purchaseOrderMail } from './send-email.js';
import type { MailMessage } from '../../plugins/mail/outbox.js';
import { sendCxml } from './send-cxml.js';

export interface DeliveryContext {
  db: AppDb;
  reads: OrderReads;
  config: PurchaseOrderConfig;
  /** This marketplace's host name, the right-hand side of every payloadID. */
  host: string;
  log: FastifyBaseLogger;
  /** This instance's worker: host name, process id and a random tag (two apps may share a process in tests). */
  worker: string;
}

/** The same on every attempt of one delivery: the order's time, its number and the delivery id. */
export function payloadIdOf(deliveryId: number, po: { orderNumber: string; createdAt: Date }, host: string): string {
  return `${po.createdAt.getTime()}.po-${po.orderNumber}.${deliveryId}@${host}`;
}

type ChannelOf = (contractorId: number) => Promise<ResolvedChannel>;

const REQUEST_TYPE: Record<PoDeliveryKind, OrderRequestType> = { order: 'new', change: 'update', cancel: 'delete' };
const MAIL: Record<PoDeliveryKind, (reads: OrderReads, po: PoData, to: string) => Promise<MailMessage> | MailMessage> = {
  order: purchaseOrderMail,
  change: (_reads, po, to) => changeMail(po, to),
  cancel: (_reads, po, to) => cancellationMail(po, to),
};

async function attempt(ctx: DeliveryContext, claimed: ClaimedDelivery, po: PoData | undefined, channelOf: ChannelOf): Promise<Omit<AttemptRecord, 'claimed' | 'worker'>> {
  if (!po) return { orderNumber: `#${claimed.orderId}`, channel: null, document: null, outcome: { kind: 'refused', detail: 'the order no longer exists' } };
  const base = { orderNumber: po.orderNumber };
  // The contractor refused the order itself: it holds nothing to change or cancel.
  if (claimed.kind !== 'order' && claimed.originalState === 'refused') {
    const detail = claimed.kind === 'cancel' ? PO_TEXT.cancellationNotNeeded : PO_TEXT.changeNotNeeded;
    return { ...base, channel: null, document: null, outcome: { kind: 'withdrawn', detail } };
  }
  let channel;
  try {
    channel = await channelOf(po.contractorId);
  } catch (error) {
    return { ...base, channel: null, document: null, outcome: { kind: 'retry', detail: `channel not usable: ${(error as Error).message}` } };
  }
  if (channel.kind === 'email') {
    const mail = await MAIL[claimed.kind](ctx.reads, po, channel.email);
    return { ...base, channel: 'email', document: `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`, mail, outcome: { kind: 'sent', detail: `queued for ${channel.email}` } };
  }
  const payloadId = payloadIdOf(claimed.id, po, ctx.host);
  const previous = claimed.previousId === null ? undefined : payloadIdOf(claimed.previousId, po, ctx.host);
  const now = new Date();
  const document = (secret: string) => orderRequestDocument(po, channel, secret, payloadId, now, REQUEST_TYPE[claimed.kind], previous);
  let outcome: AttemptOutcome;
  if (!endpointAllowed(channel.endpointUrl, ctx.config.allowHttp)) {
    outcome = { kind: 'retry', detail: `the endpoint ${channel.endpointUrl} is not https: not sent` };
  } else {
    outcome = await sendCxml(channel.endpointUrl, document(channel.secret), ctx.config.timeoutMs);
  }
  const kept = document(WITHHELD);
  return { ...base, channel: 'cxml', document: kept, outcome };
}

async function deliverOne(ctx: DeliveryContext, claimed: ClaimedDelivery, po: PoData | undefined, channelOf: ChannelOf): Promise<RecordedState> {
  let result: Omit<AttemptRecord, 'claimed' | 'worker'>;
  try {
    result = await attempt(ctx, claimed, po, channelOf);
  } catch (error) {
    const detail = `internal: ${(error as Error).message}`.slice(0, 500);
    result = { orderNumber: `#${claimed.orderId}`, channel: null, document: null, outcome: { kind: 'retry', detail } };
  }
  const policy = { baseMs: ctx.config.backoffBaseMs, retryHours: ctx.config.retryHours };
  const state = await recordAttempt(ctx.db, { claimed, ...result, worker: ctx.worker }, policy);
  if (state !== 'sent') ctx.log.warn({ deliveryId: claimed.id, order: result.orderNumber, attempt: claimed.attempts, state }, 'purchase order not delivered');
  return state;
}

/**
 * Delivers a claimed batch side by side: the orders read in two statements, each contractor's channel read once
 * (many orders of a backlog go to the same contractors).
 */
export async function deliverBatch(ctx: DeliveryContext, rows: ClaimedDelivery[]): Promise<RecordedState[]> {
  if (rows.length === 0) return [];
  const pos = await readPoDataMany(ctx.db, rows.map((r) => r.orderId));
  const channels = new Map<number, Promise<ResolvedChannel>>();
  const channelOf: ChannelOf = (contractorId) => {
    let found = channels.get(contractorId);
    if (!found) {
      found = resolveChannel(ctx.db, ctx.config.secretKey, contractorId);
      found.catch(() => undefined);
      channels.set(contractorId, found);
    }
    return found;
  };
  return Promise.all(rows.map((row) => deliverOne(ctx, row, pos.get(row.orderId), channelOf)));
}
