/**
 * Reads shared by the order-history verbs. Every read is scoped to the signed-in member
 * (`member_id = <member>`): another member's order or group is simply not found (404, no side effect).
 */
import { accountingFields, cardText, isOrderStatus, orderProgramText, type OrderRowView, type OrderStatus, type PaymentView, purchaseOrderLabel } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';

const { orders, orderGroups } = schema;

/** Order dates are UTC days (yyyy-mm-dd), the same on screens, in the PDF, the CSV and the date filters. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first instant of a yyyy-mm-dd day, and of the day after (an inclusive `to` is `< next day`). */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function nextDayStart(day: string): Date {
  return new Date(dayStart(day).getTime() + 86_400_000);
}

/** A status written by an older or foreign writer reads as Submitted rather than breaking the screen. */
export function status(value: string): OrderStatus {
  return isOrderStatus(value) ? value : 'Submitted';
}

type GroupRow = Pick<typeof orderGroups.$inferSelect, 'paymentKind' | 'cardBrand' | 'cardLast4' | 'cardExpiry' | 'accounting'>;

export function paymentView(group: GroupRow): PaymentView {
  if (group.paymentKind === 'card') {
    return { kind: 'card', brand: group.cardBrand ?? '', last4: group.cardLast4 ?? '', expiry: group.cardExpiry, text: cardText(group.cardBrand, group.cardLast4) };
  }
  if (group.paymentKind === 'purchaseOrder') {
    const number = String(group.accounting?.purchaseOrder ?? '');
    return { kind: 'purchaseOrder', number, text: purchaseOrderLabel(number) };
  }
  const fields = accountingFields(group.accounting);
  return { kind: 'accounting', fields, text: fields.map((f) => `${f.label} ${f.value}`).join(', ') || 'Agency accounting codes' };
}

/** A state or local order's program as its pages and PDF show it, or null. */
export function programView(group: Pick<typeof orderGroups.$inferSelect, 'stateProgram' | 'stateProgramPurpose' | 'stateProgramReference'>): string | null {
  return orderProgramText(group.stateProgram, group.stateProgramPurpose, group.stateProgramReference);
}

/** The columns of an order row (My Orders, an order group, reconciliation). */
export const orderRowColumns = {
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  groupNumber: orderGroups.groupNumber,
  createdAt: orders.createdAt,
  contractorName: orders.contractorName,
  contractNumber: orders.contractNumber,
  status: orders.status,
  totalCents: orders.subtotalCents,
  paymentKind: orderGroups.paymentKind,
};

interface RowColumns {
  orderId: number;
  orderNumber: string;
  groupNumber: string;
  createdAt: Date;
  contractorName: string;
  contractNumber: string;
  status: string;
  totalCents: number;
  paymentKind: string;
}

export function orderRow(r: RowColumns): OrderRowView {
  return {
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    groupNumber: r.groupNumber,
    orderDate: isoDay(r.createdAt),
    contractorName: r.contractorName,
    contractNumber: r.contractNumber,
    status: status(r.status),
    totalCents: r.totalCents,
    paymentKind: r.paymentKind === 'card' || r.paymentKind === 'purchaseOrder' ? r.paymentKind : 'accounting',
  };
}

/** One of the member's orders with its group, or undefined. */
export async function findOwnOrder(db: AppDb, memberId: string, orderNumber: string) {
  const [row] = await db
    .select({ order: orders, group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.memberId, memberId)))
    .limit(1);
  return row;
}

export type OwnOrder = NonNullable<Awaited<ReturnType<typeof findOwnOrder>>>;
