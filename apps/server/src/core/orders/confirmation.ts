/** An order group as its confirmation shows it (OrderConfirmation), read with the owner's id only. */
import {
  type AccountingCodes,
  accountingLabel,
  type CardBrand,
  cardChoiceLabel,
  type ConfirmedOrderView,
  type OrderConfirmationAttributes,
  parseCardExpiry,
  purchaseOrderLabel,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

const { orderGroups, orders, orderLines } = schema;

type GroupRow = typeof orderGroups.$inferSelect;

export function groupPaymentLabel(group: Pick<GroupRow, 'paymentKind' | 'cardBrand' | 'cardLast4' | 'cardExpiry' | 'accounting'>): string {
  if (group.paymentKind === 'card') {
    const expiry = parseCardExpiry(group.cardExpiry ?? '');
    return cardChoiceLabel({ brand: (group.cardBrand ?? 'visa') as CardBrand, last4: group.cardLast4 ?? '', expMonth: expiry?.month ?? 0, expYear: expiry?.year ?? 0 });
  }
  if (group.paymentKind === 'purchaseOrder') return purchaseOrderLabel(String(group.accounting?.purchaseOrder ?? ''));
  return accountingLabel(storedCodes(group.accounting ?? {}));
}

/** The codes an order group keeps (orders.accounting, written from AccountingCodes); a code it lacks reads as empty. */
function storedCodes(a: Record<string, string>): AccountingCodes {
  const { aac = '', fundCode = '', appropriation = '', objectClass = '', projectJob = '', documentNumber = '' } = a;
  return { aac, fundCode, appropriation, objectClass, projectJob, documentNumber };
}

/** An order's own ship-to and payment label, where it has its own (orders.ship_to, orders.accounting). */
export function ownShipToAndPayment(
  group: Pick<GroupRow, 'paymentKind' | 'cardBrand' | 'cardLast4' | 'cardExpiry'>,
  order: { shipTo?: Record<string, string> | null; accounting?: Record<string, string> | null },
): Pick<ConfirmedOrderView, 'shipTo' | 'paymentLabel'> {
  return {
    ...(order.shipTo ? { shipTo: order.shipTo } : {}),
    ...(order.accounting ? { paymentLabel: groupPaymentLabel({ ...group, accounting: order.accounting }) } : {}),
  };
}

export async function readConfirmation(db: AppDb, memberId: string, groupNumber: string, email: string): Promise<OrderConfirmationAttributes | undefined> {
  const [group] = await db
    .select()
    .from(orderGroups)
    .where(and(eq(orderGroups.groupNumber, groupNumber), eq(orderGroups.memberId, memberId)))
    .limit(1);
  if (!group) return undefined;
  const orderRows = await db.select().from(orders).where(eq(orders.groupId, group.id)).orderBy(asc(orders.id));
  const lineRows = orderRows.length
    ? await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderRows.map((o) => o.id)))
        .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber))
    : [];
  const views: ConfirmedOrderView[] = orderRows.map((o) => ({
    orderNumber: o.orderNumber,
    contractorName: o.contractorName,
    contractNumber: o.contractNumber,
    status: o.status,
    deliverBy: o.deliverBy,
    notes: o.notes,
    subtotalCents: o.subtotalCents,
    ...ownShipToAndPayment(group, o),
    lines: lineRows
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        lineNumber: l.lineNumber,
        title: l.title,
        partNumber: l.partNumber,
        nsn: l.nsn,
        unitOfIssue: l.unitOfIssue,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        extendedCents: l.extendedCents,
      })),
  }));
  return {
    groupNumber: group.groupNumber,
    placedAt: group.createdAt.toISOString(),
    orders: views,
    totalCents: group.totalCents,
    shipTo: group.shipTo,
    paymentLabel: groupPaymentLabel(group),
    confirmationEmail: email,
  };
}
