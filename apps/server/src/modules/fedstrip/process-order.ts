/**
 * fedstrip/process_Order: orders the FEDSTRIP cart through checkout's idempotent order path (place-order.ts):
 * one transaction writes the orders per contractor, their lines, the requisition records, the audit row and
 * the confirmation email. Ships to and bills the session's AAC (its address-book entry), with the AAC's grant
 * and password checked; answers Success with the requisitions, or OrderSummary with what keeps it back.
 */
import {
  type Envelope, FEDSTRIP_TEXT, type FedstripOrderAttributes, formatRequisition, IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_KEY_HEADER,
  type OrderConfirmationAttributes, documentNumberOf,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAacAccess } from '../../lib/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { ValidationError } from '../../lib/errors.js';
import { publishCart } from '../cart/store.js';
import { OrderRefused } from '../checkout/errors.js';
import { readKey, requestHash } from '../checkout/idempotency.js';
import type { OrderRows } from '../checkout/order-rows.js';
import { placeOrder } from '../checkout/place-order.js';
import { ordererOf } from '../checkout/state.js';
import { type FedstripContext, fedstripContext } from './context.js';
import { sessionAac } from './item-entry.js';
import { viewRequisition } from './lines.js';
import { fedstripCart } from './shopping-cart.js';

const { addresses, fedstripLines, cartItems, orders, orderLines, requisitions } = schema;

export async function aacAddressId(db: AppDb, memberId: string, aac: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.kind, 'aac'), eq(addresses.aac, aac)))
    .limit(1);
  return row?.id;
}

/** Writes one requisition per order line of the cart's FEDSTRIP lines, in the order's transaction. */
async function writeRequisitions(
  tx: AppDb,
  ctx: FedstripContext,
  cartId: number,
  rows: OrderRows,
  confirmation: OrderConfirmationAttributes,
): Promise<Envelope> {
  const lines = await tx
    .select({
      id: orderLines.id, orderId: orderLines.orderId, orderNumber: orders.orderNumber, offerId: orderLines.offerId,
      lineNumber: orderLines.lineNumber, unitOfIssue: orderLines.unitOfIssue, quantity: orderLines.quantity,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orders.orderNumber, rows.orders.map((o) => o.orderNumber)));
  const keyed = await tx
    .select({ line: fedstripLines, offerId: cartItems.offerId })
    .from(fedstripLines)
    .innerJoin(cartItems, eq(cartItems.id, fedstripLines.cartItemId))
    .where(eq(fedstripLines.cartId, cartId));
  const byOffer = new Map(keyed.map((k) => [k.offerId, k.line]));
  const values = lines.map((l) => {
    const row = byOffer.get(l.offerId);
    if (!row) throw new OrderRefused([{ code: 'empty', message: FEDSTRIP_TEXT.otherItems }]);
    const requisition = viewRequisition(row, l.unitOfIssue, l.quantity);
    return {
      orderId: l.orderId, orderLineId: l.id, memberId: ctx.member.id, aac: row.aac, ordinalDate: row.ordinalDate, serial: row.serial,
      documentNumber: documentNumberOf(requisition), record: formatRequisition(requisition),
      exceptionRemarks: row.exceptionRemarks, exceptionShipTo: row.exceptionShipTo,
      orderNumber: l.orderNumber,
      lineNumber: l.lineNumber,
    };
  });
  // In order number and line order, as orderRequisitions reads them back.
  values.sort((a, b) => a.orderNumber.localeCompare(b.orderNumber) || a.lineNumber - b.lineNumber);
  await tx.insert(requisitions).values(values.map(({ orderNumber: _o, lineNumber: _l, ...v }) => v));
  const attributes: FedstripOrderAttributes = {
    ...confirmation,
    requisitions: values.map((v) => ({ orderNumber: v.orderNumber, documentNumber: v.documentNumber, record: v.record })),
  };
  return screen('fedstrip/process_Order', 'Success', attributes) as Envelope;
}

export async function fedstripProcessOrder(request: FastifyRequest, reply: FastifyReply) {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const sent = request.body as { cartId: number; version: number; password?: string } | undefined;
  const db = request.server.db;
  const cart = await fedstripCart(db, ctx, aac);
  if (!sent) return screen('fedstrip/process_Order', 'OrderSummary', cart);
  // The password unlocks the AAC; it is not part of what the idempotency key stands for.
  const { password, ...body } = sent;
  const key = readKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
  await requireAacAccess(request, aac, { field: 'aac', password, passwordField: 'password' });
  const addressId = await aacAddressId(db, ctx.member.id, aac);
  if (addressId === undefined) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.noAacAddress(aac) }]);
  // A cart the clerk has not seen as it is (another tab changed it) is not ordered; 409 like checkout.
  // No active cart: a repeated request is answered from its key (or refused as ordered) by place-order.ts.
  if (cart.cartId !== null && (cart.problems.length > 0 || cart.cartId !== body.cartId)) return screen('fedstrip/process_Order', 'OrderSummary', cart);
  const first = cart.lines[0]?.requisition;
  try {
    const outcome = await placeOrder(db, request, {
      path: 'fedstrip/process_Order',
      ...ordererOf(ctx),
      cartId: body.cartId,
      version: body.version,
      key,
      hash: requestHash('fedstrip/process_Order', body),
      // Billed to the AAC: the group's accounting names the AAC, fund code and the first requisition's document number.
      state: { addressId, payment: { kind: 'accounting', codes: { aac, fundCode: first?.fundCode ?? '', appropriation: '', objectClass: '', projectJob: first?.projectCode ?? '', documentNumber: first ? documentNumberOf(first) : '' } } },
      cardLimitCents: 0,
      requisitions: { written: (tx, rows, confirmation) => writeRequisitions(tx, ctx, body.cartId, rows, confirmation) },
    });
    if (outcome.kind === 'replay') {
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      reply.code(outcome.status);
      return outcome.body;
    }
    publishCart(request, { cartId: body.cartId, version: outcome.cartVersion, itemCount: 0, totalCents: 0, overseas: false, groups: [], priceChanges: 0 });
    return outcome.body;
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error;
    return screen('fedstrip/process_Order', 'OrderSummary', { ...cart, problems: error.problems.map((p) => ({ code: p.code, message: p.message })) });
  }
}
