/**
 * The two statements of an order status change (docs/adr/0033-contractor-documents.md, "Cost per document"): one
 * reads the order under its row lock with everything the change needs (its lines, the owner's address and name, the
 * order group's number, the members the message center writes to), one writes everything the change produced (the
 * lines, the order, status history, the mail outbox, the member messages, audit rows, and what the caller adds).
 * A change used to cost about fifteen round trips; the rows are the same.
 */
import { type AppDb, schema } from '@advantage/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';

const { orders, members, orderGroups } = schema;

export interface SnapshotLine {
  id: number;
  lineNumber: number;
  partNumber: string;
  title: string;
  quantity: number;
  status: string;
  estimatedDate: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

export interface OrderSnapshot {
  order: {
    id: number;
    orderNumber: string;
    memberId: string;
    groupId: number;
    contractorId: number;
    contractorName: string;
    subtotalCents: number;
    status: string;
  };
  /** By line number. */
  lines: SnapshotLine[];
  owner: { email: string; firstName: string };
  groupNumber: string;
  /** Active members whose sign-in address is the owner's (the message center's recipients, plugins/mail/member-messages.ts). */
  recipients: string[];
}

const LINES = sql<SnapshotLine[]>`(select coalesce(json_agg(json_build_object(
    'id', l.id, 'lineNumber', l.line_number, 'partNumber', l.part_number, 'title', l.title, 'quantity', l.quantity,
    'status', l.status, 'estimatedDate', l.estimated_date, 'carrier', l.carrier, 'trackingNumber', l.tracking_number) order by l.line_number), '[]'::json)
  from order_lines l where l.order_id = ${orders.id})`;
const RECIPIENTS = sql<string[]>`(select coalesce(json_agg(r.id order by r.id), '[]'::json) from members r where lower(r.email) = lower(${members.email}) and r.status = 'active')`;

/** The order (only this member's, when given) locked for the change, or undefined. The lock serializes changes of one order. */
export async function loadForChange(tx: DbExecutor, orderNumber: string, memberId?: string): Promise<OrderSnapshot | undefined> {
  const [row] = await (tx as AppDb)
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      memberId: orders.memberId,
      groupId: orders.groupId,
      contractorId: orders.contractorId,
      contractorName: orders.contractorName,
      subtotalCents: orders.subtotalCents,
      status: orders.status,
      email: members.email,
      firstName: members.firstName,
      groupNumber: orderGroups.groupNumber,
      lines: LINES,
      recipients: RECIPIENTS,
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orders.orderNumber, orderNumber), ...(memberId ? [eq(orders.memberId, memberId)] : [])))
    .for('update', { of: orders });
  if (!row) return undefined;
  const { email, firstName, groupNumber, lines, recipients, ...order } = row;
  // PGlite answers json as parsed values, node-postgres too; a driver answering text is read here.
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return { order, lines: parse(lines), owner: { email, firstName }, groupNumber, recipients: parse(recipients) };
}

/** Rows a change writes, as the table's columns (snake_case); each list is written by one insert. */
export interface PendingRows {
  /** The lines whose status or details changed, as they are now. */
  lines: Map<number, SnapshotLine>;
  orderStatus: string | undefined;
  history: Array<{ order_id: number; line_id: number | null; status: string; note: string; at: string }>;
  mail: Array<{ to_address: string; subject: string; text_body: string; html_body: string | null; attachments: unknown }>;
  messages: Array<{ member_id: string; kind: string; title: string; body: string; link: string | null }>;
  audit: Array<{
    member_id: string | null;
    action: string;
    target: string | null;
    outcome: string;
    request_id: string | null;
    detail: Record<string, unknown>;
  }>;
}

const rowsOf = (table: string, columns: string, rows: unknown[]) =>
  sql.raw(`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, `).append(sql`${JSON.stringify(rows)}::json)`);

/**
 * Everything pending in one statement (data-modifying CTEs; each table is written by one of them). `also` are more
 * named CTEs of the caller's, written in the same statement (what a cancellation means for the purchase order, a
 * contractor document's stored answer).
 */
export async function writePending(tx: DbExecutor, orderId: number, p: PendingRows, also: SQL[] = []): Promise<void> {
  const parts: SQL[] = [];
  const lines = [...p.lines.values()].map((l) => ({
    id: l.id,
    status: l.status,
    estimated_date: l.estimatedDate,
    carrier: l.carrier,
    tracking_number: l.trackingNumber,
  }));
  if (lines.length) {
    parts.push(sql`update order_lines t set status = x.status, estimated_date = x.estimated_date, carrier = x.carrier, tracking_number = x.tracking_number
      from json_populate_recordset(null::order_lines, ${JSON.stringify(lines)}::json) x where t.id = x.id`);
  }
  if (p.orderStatus !== undefined) parts.push(sql`update orders set status = ${p.orderStatus}, updated_at = now() where id = ${orderId}`);
  if (p.history.length) parts.push(rowsOf('order_status_history', 'order_id, line_id, status, note, at', p.history));
  if (p.mail.length) parts.push(rowsOf('mail_outbox', 'to_address, subject, text_body, html_body, attachments', p.mail));
  if (p.messages.length) parts.push(rowsOf('member_messages', 'member_id, kind, title, body, link', p.messages));
  if (p.audit.length) parts.push(rowsOf('audit_log', 'member_id, action, target, outcome, request_id, detail', p.audit));
  const named = [...parts.map((part, i) => sql.raw(`w${i} as (`).append(part).append(sql.raw(')'))), ...also];
  if (named.length === 0) return;
  const ctes = sql.join(named, sql.raw(', '));
  await (tx as AppDb).execute(sql`with ${ctes} select 1`);
}
