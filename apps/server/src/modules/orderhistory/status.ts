/**
 * Order status changes: a contractor integration, an operator (scripts/order-status.mjs)
 * or the buyer's own cancellation moves an order or one of its lines to a new status. One transaction
 * locks the order, checks the move against the transition table, updates the line(s) and the order,
 * writes the status history, an audit row and one email to the member in the mail outbox (with its
 * message-center message): one statement reads, one writes (status-store.ts).
 */
import { isOrderStatus, type OrderStatus, parseSpecDate, trackingUrl } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { noteMessaged } from '../../plugins/mail/member-messages.js';
import { cancellationCtes } from '../purchaseorders/cancel-delivery.js';
import type { MailMessage } from '../../plugins/mail/outbox.js';
import { statusMail } from './status-mail.js';
import { loadForChange, type OrderSnapshot, type PendingRows, type SnapshotLine, writePending } from './status-store.js';
import { canMove, isAhead, isFinal, orderStatusFromLines } from './transitions.js';

export interface StatusChange {
  orderNumber: string;
  status: string;
  /** Only this line changes; the order's status follows from its lines. */
  lineNumber?: number | undefined;
  /** Backordered: when the contractor expects to ship (docs/product/validation-rules.md date, not in the past). */
  estimatedDate?: string | undefined;
  /** Shipped: both required. */
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  note?: string | undefined;
  /** Only the order of this member (object-level authorization of a buyer's request). */
  memberId?: string | undefined;
  /** The order must currently have one of these statuses (a buyer may cancel only a Submitted order). */
  onlyFrom?: readonly OrderStatus[] | undefined;
  /**
   * Who asked, for the audit row: 'buyer', 'operator', a contractor integration's name. An order cancelled by anyone
   * but the contractor (an actor not starting with "contractor") has its cancellation sent to the contractor.
   */
  actor?: string | undefined;
  requestId?: string | undefined;
}

export interface StatusChangeResult {
  orderId: number;
  orderNumber: string;
  memberId: string;
  /** The order's status after the change. */
  orderStatus: OrderStatus;
  lineNumbers: number[];
}

/** A move the transition table (or the caller's onlyFrom) does not allow; nothing was changed. */
export class StatusChangeError extends AppError {
  constructor(
    message: string,
    readonly current: OrderStatus,
  ) {
    super(409, 'InvalidStatusChange', message);
  }
}

const TEXT_MAX = 60;

function detailsOf(change: StatusChange, status: OrderStatus, today: string) {
  const errors: Array<{ field: string; message: string }> = [];
  let estimatedDate: string | null = null;
  if (status === 'Backordered') {
    estimatedDate = change.estimatedDate ? (parseSpecDate(change.estimatedDate.trim()) ?? null) : null;
    if (!change.estimatedDate) errors.push({ field: 'estimatedDate', message: 'A backorder needs the estimated date (yyyy-mm-dd or m/d/yyyy).' });
    else if (!estimatedDate) errors.push({ field: 'estimatedDate', message: 'Enter a real date as yyyy-mm-dd or m/d/yyyy.' });
    else if (estimatedDate < today) errors.push({ field: 'estimatedDate', message: 'The estimated date cannot be in the past.' });
  }
  const carrier = change.carrier?.trim() ?? '';
  const trackingNumber = change.trackingNumber?.trim() ?? '';
  if (status === 'Shipped') {
    if (!carrier) errors.push({ field: 'carrier', message: 'A shipment needs the carrier.' });
    if (!trackingNumber) errors.push({ field: 'trackingNumber', message: 'A shipment needs the tracking number.' });
  }
  if (carrier.length > TEXT_MAX) errors.push({ field: 'carrier', message: `The carrier has at most ${TEXT_MAX} characters.` });
  if (trackingNumber.length > TEXT_MAX) errors.push({ field: 'trackingNumber', message: `The tracking number has at most ${TEXT_MAX} characters.` });
  if ((change.note ?? '').length > 500) errors.push({ field: 'note', message: 'The note has at most 500 characters.' });
  if (errors.length) throw new ValidationError(errors);
  return { estimatedDate, carrier: status === 'Shipped' ? carrier : null, trackingNumber: status === 'Shipped' ? trackingNumber : null };
}

function historyNote(status: OrderStatus, d: ReturnType<typeof detailsOf>, note: string | undefined): string {
  const parts = [
    status === 'Backordered' ? `Estimated ship date ${d.estimatedDate}.` : '',
    status === 'Shipped' ? `Shipped by ${d.carrier}, tracking number ${d.trackingNumber}.` : '',
    note?.trim() ?? '',
  ];
  return parts.filter(Boolean).join(' ');
}

function checked(change: StatusChange) {
  const target = change.status;
  if (!isOrderStatus(target)) throw new ValidationError([{ field: 'status', message: `The status must be one of Submitted, Accepted, Backordered, Shipped, Delivered, Cancelled.` }]);
  return { target, details: detailsOf(change, target, new Date().toISOString().slice(0, 10)) };
}

export async function changeOrderStatus(db: AppDb, change: StatusChange): Promise<StatusChangeResult> {
  checked(change);
  return db.transaction((tx) => changeOrderStatusIn(tx, change));
}

/**
 * The same change inside a transaction the caller holds; a refusal throws, and the caller's transaction rolls back
 * with everything it wrote.
 */
export async function changeOrderStatusIn(tx: DbExecutor, change: StatusChange): Promise<StatusChangeResult> {
  checked(change); // so an invalid change answers 400 before the order is looked up (an unknown one: 404)
  const orderChange = await OrderChange.open(tx, change.orderNumber, change.memberId);
  if (!orderChange) throw new NotFoundError(`There is no order ${change.orderNumber}.`);
  const result = orderChange.apply(change);
  await orderChange.write(tx);
  return result;
}

/**
 * Several changes of one order in one transaction, read once and written once (a contractor document that ships
 * two lines: docs/adr/0033-contractor-documents.md): `open` locks and reads the order, each `apply` checks and plans
 * one change against the order as the earlier ones left it (and throws as changeOrderStatus would), `write` stores
 * them all in one statement.
 */
export class OrderChange {
  private readonly pending: PendingRows = { lines: new Map(), orderStatus: undefined, history: [], mail: [], messages: [], audit: [] };

  /** Who cancelled the order or a line in this change, if anyone did. */
  private cancelledBy: 'us' | 'contractor' | undefined;

  private constructor(readonly snapshot: OrderSnapshot) {}

  static async open(tx: DbExecutor, orderNumber: string, memberId?: string): Promise<OrderChange | undefined> {
    const snapshot = await loadForChange(tx, orderNumber, memberId);
    return snapshot ? new OrderChange(snapshot) : undefined;
  }

  get order(): OrderSnapshot['order'] {
    return this.snapshot.order;
  }

  apply(change: Omit<StatusChange, 'orderNumber'>): StatusChangeResult {
    const { target, details } = checked({ ...change, orderNumber: this.order.orderNumber });
    return this.plan(change, target, details);
  }

  /** A status-history row, an email (with its message-center notice) and an audit row beside the status (an invoice). */
  note(history: { status: string; note: string }, mail: MailMessage | undefined, audit: PendingRows['audit'][number]): void {
    this.pending.history.push({ order_id: this.order.id, line_id: null, ...history, at: new Date().toISOString() });
    if (mail) this.addMail(mail);
    this.pending.audit.push(audit);
  }

  async write(tx: DbExecutor, also: SQL[] = []): Promise<void> {
    // A cancelled order's purchase order is not sent if it has not gone yet; the contractor hears of a cancellation
    // (of the order, or of lines: a change) it did not make itself, once per statement however many lines moved.
    const po = this.cancelledBy
      ? cancellationCtes({ orderId: this.order.id, orderCancelled: this.order.status === 'Cancelled', byContractor: this.cancelledBy === 'contractor' })
      : [];
    await writePending(tx, this.order.id, this.pending, [...also, ...po]);
    const messaged = this.pending.messages.map((m) => m.member_id);
    if (messaged.length) noteMessaged(messaged);
  }

  private addMail(message: MailMessage): void {
    const attachments = message.attachments?.length ? message.attachments : null;
    this.pending.mail.push({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html ?? null, attachments });
    const notice = message.notice;
    if (!notice) return;
    if (notice.link && !notice.link.startsWith('/ws/')) throw new Error('A message links only into the app.');
    const { kind, title, body } = notice;
    for (const memberId of this.snapshot.recipients) this.pending.messages.push({ member_id: memberId, kind, title, body, link: notice.link ?? null });
  }

  private plan(change: Omit<StatusChange, 'orderNumber'>, target: OrderStatus, details: ReturnType<typeof detailsOf>): StatusChangeResult {
    const { order, lines } = this.snapshot;
    const current = isOrderStatus(order.status) ? order.status : 'Submitted';
    if (change.onlyFrom && !change.onlyFrom.includes(current)) throw new StatusChangeError(`Order ${order.orderNumber} is ${current}.`, current);
    const affected = affectedLines(order.orderNumber, current, lines, change.lineNumber, target);

    for (const line of affected) {
      line.status = target;
      line.estimatedDate = details.estimatedDate;
      if (target === 'Shipped') {
        line.carrier = details.carrier;
        line.trackingNumber = details.trackingNumber;
      }
      this.pending.lines.set(line.id, line);
    }
    const orderStatus = orderStatusFromLines(lines.map((l) => ({ status: statusOf(l) })));
    order.status = orderStatus;
    this.pending.orderStatus = orderStatus;

    if (target === 'Cancelled') this.cancelledBy = byContractor(change.actor) ? 'contractor' : 'us';

    const now = new Date().toISOString();
    const note = historyNote(target, details, change.note);
    if (change.lineNumber !== undefined) {
      this.pending.history.push(...affected.map((l) => ({ order_id: order.id, line_id: l.id, status: target, note, at: now })));
    }
    // The order's own row: for an order-level change always, for a line change when the order's status moved.
    if (change.lineNumber === undefined || orderStatus !== current) {
      this.pending.history.push({ order_id: order.id, line_id: null, status: orderStatus, note: change.lineNumber === undefined ? note : `Line ${change.lineNumber} is ${target}.`, at: now });
    }
    const { owner, groupNumber } = this.snapshot;
    this.addMail(
      statusMail({
        to: owner.email,
        firstName: owner.firstName,
        orderNumber: order.orderNumber,
        groupNumber,
        contractorName: order.contractorName,
        orderStatus,
        line: change.lineNumber !== undefined ? { lineNumber: change.lineNumber, status: target } : undefined,
        note,
        trackingUrl: target === 'Shipped' ? trackingUrl(details.carrier, details.trackingNumber) : null,
        lines: lines.map((l) => ({ lineNumber: l.lineNumber, partNumber: l.partNumber, title: l.title, quantity: l.quantity, status: statusOf(l) })),
      }),
    );
    this.pending.audit.push({
      member_id: order.memberId,
      action: 'order_status_changed',
      target: order.orderNumber,
      outcome: 'success',
      request_id: change.requestId ?? null,
      detail: { from: current, to: orderStatus, status: target, lineNumber: change.lineNumber ?? null, actor: change.actor ?? 'operator' },
    });
    return { orderId: order.id, orderNumber: order.orderNumber, memberId: order.memberId, orderStatus, lineNumbers: affected.map((l) => l.lineNumber) };
  }
}

/** A contractor's own document or integration (`contractor:<id>`, an operator script's `--actor contractor-edi`). */
const byContractor = (actor: string | undefined) => (actor ?? '').toLowerCase().startsWith('contractor');

const statusOf = (l: SnapshotLine): OrderStatus => (isOrderStatus(l.status) ? l.status : 'Submitted');

/** The lines a change moves, or a refusal: the transition table decides. */
function affectedLines(orderNumber: string, current: OrderStatus, lines: SnapshotLine[], lineNumber: number | undefined, target: OrderStatus): SnapshotLine[] {
  if (lineNumber !== undefined) {
    const line = lines.find((l) => l.lineNumber === lineNumber);
    if (!line) throw new NotFoundError(`Order ${orderNumber} has no line ${lineNumber}.`);
    if (!canMove(statusOf(line), target)) throw new StatusChangeError(`Line ${line.lineNumber} of order ${orderNumber} is ${statusOf(line)}; it cannot become ${target}.`, current);
    return [line];
  }
  if (!canMove(current, target)) {
    throw new StatusChangeError(
      isFinal(current) ? `Order ${orderNumber} is ${current}; its status can no longer change.` : `Order ${orderNumber} is ${current}; it cannot become ${target}.`,
      current,
    );
  }
  // Final lines stay as they are. An in-place update (Backordered → Backordered with a new date, Shipped →
  // Shipped with a corrected tracking number) touches only the lines at that status; a move leaves alone
  // the lines that have already come further (a shipped line stays shipped when the rest is accepted).
  const open = lines.filter((l) => !isFinal(statusOf(l)));
  if (current === target) return open.filter((l) => statusOf(l) === target);
  const affected = open.filter((l) => statusOf(l) !== target && !(target !== 'Cancelled' && isAhead(statusOf(l), target)));
  const refused = affected.find((l) => !canMove(statusOf(l), target));
  if (refused) throw new StatusChangeError(`Line ${refused.lineNumber} of order ${orderNumber} is ${statusOf(refused)}; it cannot become ${target}.`, current);
  return affected;
}
