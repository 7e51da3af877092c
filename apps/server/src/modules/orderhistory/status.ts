/**
 * Order status changes: a contractor integration, an operator (scripts/order-status.mjs)
 * or the buyer's own cancellation moves an order or one of its lines to a new status. One transaction
 * locks the order, checks the move against the transition table, updates the line(s) and the order,
 * writes the status history, an audit row and one email to the member in the mail outbox.
 */
import { isOrderStatus, type OrderStatus, parseSpecDate, trackingUrl } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { enqueueMail } from '../../plugins/mail/outbox.js';
import { statusMail } from './status-mail.js';
import { canMove, isAhead, isFinal, orderStatusFromLines } from './transitions.js';

const { orders, orderGroups, orderLines, orderStatusHistory, members, auditLog } = schema;

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
  /** Who asked, for the audit row: 'buyer', 'operator', a contractor integration's name. */
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
  const { target, details } = checked(change);
  return db.transaction((tx) => applyChange(tx, change, target, details));
}

/**
 * The same change inside a transaction the caller holds (a contractor document applies its moves in the
 * transaction that records the document, docs/adr/0033-contractor-documents.md); a refusal throws, and the caller's
 * transaction rolls back with everything it wrote.
 */
export async function changeOrderStatusIn(tx: DbExecutor, change: StatusChange): Promise<StatusChangeResult> {
  const { target, details } = checked(change);
  return applyChange(tx, change, target, details);
}

async function applyChange(tx: DbExecutor, change: StatusChange, target: OrderStatus, details: ReturnType<typeof detailsOf>): Promise<StatusChangeResult> {
  // The row lock serializes changes of one order, so two updates never interleave their checks.
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, change.orderNumber), ...(change.memberId ? [eq(orders.memberId, change.memberId)] : [])))
    .for('update');
  if (!order) throw new NotFoundError(`There is no order ${change.orderNumber}.`);
  const current = isOrderStatus(order.status) ? order.status : 'Submitted';
  if (change.onlyFrom && !change.onlyFrom.includes(current)) throw new StatusChangeError(`Order ${order.orderNumber} is ${current}.`, current);

  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNumber));
  const statusOf = (l: (typeof lines)[number]): OrderStatus => (isOrderStatus(l.status) ? l.status : 'Submitted');
  let affected: typeof lines;
  if (change.lineNumber !== undefined) {
    const line = lines.find((l) => l.lineNumber === change.lineNumber);
    if (!line) throw new NotFoundError(`Order ${order.orderNumber} has no line ${change.lineNumber}.`);
    if (!canMove(statusOf(line), target)) {
      throw new StatusChangeError(`Line ${line.lineNumber} of order ${order.orderNumber} is ${statusOf(line)}; it cannot become ${target}.`, current);
    }
    affected = [line];
  } else {
    if (!canMove(current, target)) {
      throw new StatusChangeError(
        isFinal(current) ? `Order ${order.orderNumber} is ${current}; its status can no longer change.` : `Order ${order.orderNumber} is ${current}; it cannot become ${target}.`,
        current,
      );
    }
    // Final lines stay as they are. An in-place update (Backordered → Backordered with a new date, Shipped →
    // Shipped with a corrected tracking number) touches only the lines at that status; a move leaves alone
    // the lines that have already come further (a shipped line stays shipped when the rest is accepted).
    const open = lines.filter((l) => !isFinal(statusOf(l)));
    if (current === target) affected = open.filter((l) => statusOf(l) === target);
    else {
      affected = open.filter((l) => statusOf(l) !== target && !(target !== 'Cancelled' && isAhead(statusOf(l), target)));
      const refused = affected.find((l) => !canMove(statusOf(l), target));
      if (refused) {
        throw new StatusChangeError(`Line ${refused.lineNumber} of order ${order.orderNumber} is ${statusOf(refused)}; it cannot become ${target}.`, current);
      }
    }
  }

  const ids = affected.map((l) => l.id);
  if (ids.length) {
    await tx
      .update(orderLines)
      .set({
        status: target,
        estimatedDate: details.estimatedDate,
        ...(target === 'Shipped' ? { carrier: details.carrier, trackingNumber: details.trackingNumber } : {}),
      })
      .where(inArray(orderLines.id, ids));
  }
  const after = lines.map((l) => ({ status: ids.includes(l.id) ? target : statusOf(l) }));
  const orderStatus = orderStatusFromLines(after);
  const now = new Date();
  await tx.update(orders).set({ status: orderStatus, updatedAt: now }).where(eq(orders.id, order.id));

  const note = historyNote(target, details, change.note);
  const history: Array<typeof orderStatusHistory.$inferInsert> = [];
  if (change.lineNumber !== undefined) history.push(...affected.map((l) => ({ orderId: order.id, lineId: l.id, status: target, note, at: now })));
  // The order's own row: for an order-level change always, for a line change when the order's status moved.
  if (change.lineNumber === undefined || orderStatus !== current) {
    history.push({ orderId: order.id, lineId: null, status: orderStatus, note: change.lineNumber === undefined ? note : `Line ${change.lineNumber} is ${target}.`, at: now });
  }
  await tx.insert(orderStatusHistory).values(history);

  const [owner] = await tx.select({ email: members.email, firstName: members.firstName }).from(members).where(eq(members.id, order.memberId));
  const [group] = await tx.select({ groupNumber: orderGroups.groupNumber }).from(orderGroups).where(eq(orderGroups.id, order.groupId));
  if (owner) {
    await enqueueMail(
      tx,
      statusMail({
        to: owner.email,
        firstName: owner.firstName,
        orderNumber: order.orderNumber,
        groupNumber: group?.groupNumber ?? '',
        contractorName: order.contractorName,
        orderStatus,
        line: change.lineNumber !== undefined ? { lineNumber: change.lineNumber, status: target } : undefined,
        note,
        trackingUrl: target === 'Shipped' ? trackingUrl(details.carrier, details.trackingNumber) : null,
        lines: lines.map((l) => ({
          lineNumber: l.lineNumber,
          partNumber: l.partNumber,
          title: l.title,
          quantity: l.quantity,
          status: ids.includes(l.id) ? target : statusOf(l),
        })),
      }),
    );
  }
  await tx.insert(auditLog).values({
    action: 'order_status_changed',
    outcome: 'success',
    memberId: order.memberId,
    target: order.orderNumber,
    requestId: change.requestId ?? null,
    detail: { from: current, to: orderStatus, status: target, lineNumber: change.lineNumber ?? null, actor: change.actor ?? 'operator' },
  });
  return { orderId: order.id, orderNumber: order.orderNumber, memberId: order.memberId, orderStatus, lineNumbers: affected.map((l) => l.lineNumber) };
}
