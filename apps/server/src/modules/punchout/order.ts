/**
 * OrderRequest → order. The organization's approved requisition comes back as a cXML
 * OrderRequest and is placed through the one order path (core/orders/place-order.ts: one transaction, the
 * idempotency key, prices read again, one order per contractor, audit, confirmation mail), under the
 * organization's member, paid by its accounting data with the PO number as the document number and each order's
 * note. A repeated orderID or payloadID is answered from the first result and never ordered twice: the
 * punchout_orders row (unique per organization on both) commits with the order, and the checkout key
 * (`cxml:<orderID>`) replays it while the first request is still open.
 *
 * The order's cart is built from the request and frozen (status `punchout`), so the member's own cart is never
 * touched and two purchase orders can be placed at once. place-order.ts places it through the hook it gives every
 * frozen cart (`frozen`, shared with funds-control and supervisor-approved carts: the cart's status and a claim after
 * the key) and the caller's `answer`, stored with the key.
 */
import { CXML_STATUS, type CxmlStatus, PUNCHOUT_PATHS, PUNCHOUT_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { sqlState } from '../../lib/sql-errors.js';
import { addItems, ensureActiveCart, loadCart } from '../../core/cart/store.js';
import { CheckoutConflictError, IdempotencyKeyReusedError, OrderRefused } from '../../core/orders/errors.js';
import { placeOrder } from '../../core/orders/place-order.js';
import { orderKey } from '../../core/orders/review-model.js';
import { saveAddress } from '../../core/orders/address-store.js';
import { newPayloadId, responseDocument } from './cxml-build.js';
import { type CxmlElement, CxmlError } from './cxml-parse.js';
import { readHeader, requestElement } from './cxml-read.js';
import { type CheckedOrder, checkOrderRequest, statedTotalCents } from './order-request.js';
import { authenticateOrganization, type BuyingOrganization } from './organizations.js';
import type { CxmlAnswer } from './setup.js';

const { punchoutOrders, carts, members } = schema;
const FROZEN = 'punchout';

async function previous(db: AppDb, orgId: number, poNumber: string, payloadId: string) {
  const [row] = await db
    .select()
    .from(punchoutOrders)
    .where(and(eq(punchoutOrders.organizationId, orgId), or(eq(punchoutOrders.poNumber, poNumber), eq(punchoutOrders.payloadId, payloadId))))
    .limit(1);
  return row;
}

function replayOf(row: typeof punchoutOrders.$inferSelect, hash: string): CxmlAnswer {
  if (row.requestHash !== hash || row.responseStatus === 0) throw new CxmlError(CXML_STATUS.conflict, PUNCHOUT_TEXT.replayMismatch);
  return { status: row.responseStatus, xml: row.responseText };
}

/** The request's lines in a cart of the organization's member, added as checkout adds them, then frozen. */
async function frozenCart(db: AppDb, org: BuyingOrganization, order: CheckedOrder): Promise<{ cartId: number; version: number }> {
  return db.transaction(async (tx) => {
    // Built as an anonymous cart under a key of its own (the cart rules apply unchanged), then handed to the member.
    const cartId = await ensureActiveCart(tx, { memberId: null, sessionId: `punchout:${org.id}:${order.poNumber}:${Date.now()}` });
    const added = await addItems(tx, cartId, order.lines, org.storeId);
    if (added.problems.length > 0) throw new CxmlError(CXML_STATUS.badRequest, added.problems.map((p) => p.message).join(' '));
    const [frozen] = await tx
      .update(carts)
      .set({ memberId: org.memberId, sessionId: null, status: FROZEN })
      .where(eq(carts.id, cartId))
      .returning({ version: carts.version });
    return { cartId, version: frozen?.version ?? 0 };
  });
}

export async function punchoutOrder(db: AppDb, request: FastifyRequest, root: CxmlElement, host: string, cardLimitCents: number): Promise<CxmlAnswer> {
  const header = readHeader(root);
  const orderRequest = requestElement(root, 'OrderRequest', 'OrderRequest');
  const org = await authenticateOrganization(db, request, header);
  const order = await checkOrderRequest(db, org, orderRequest);
  const payloadId = header.payloadId.slice(0, 300) || `po:${order.poNumber}`;
  const earlier = await previous(db, org.id, order.poNumber, payloadId);
  if (earlier) return replayOf(earlier, order.hash);
  if (order.priceRefusal) throw new CxmlError(CXML_STATUS.badRequest, order.priceRefusal);

  const [member] = await db.select().from(members).where(eq(members.id, org.memberId));
  if (!member) throw new Error(`punchout organization ${org.code} has no member`);
  const { cartId, version } = await frozenCart(db, org, order);
  // One address-book entry per order (named after the PO and the order's cart), so two requests never share one.
  const address = await saveAddress(db, member.id, { ...order.shipTo, name: `${order.shipTo.name.slice(0, 28)} ${cartId}` });
  const cart = await loadCart(db, cartId, org.storeId);
  const notes = `PO ${order.poNumber}`.slice(0, 100);
  const codes = { aac: '', fundCode: '', appropriation: '', objectClass: '', projectJob: '', ...org.accounting, documentNumber: order.poNumber };
  const answer = (status: CxmlStatus, message: string) => responseDocument(newPayloadId(host), status, message);
  let placedXml = '';
  try {
    const outcome = await placeOrder(db, request, {
      memberId: member.id,
      email: member.email,
      name: org.name,
      storeId: org.storeId,
      cartId,
      version,
      key: `cxml:${order.poNumber}`.slice(0, 255),
      hash: order.hash,
      state: { addressId: address.id, payment: { kind: 'accounting', codes }, orders: Object.fromEntries(cart.groups.map((g) => [orderKey(g), { deliverBy: '', notes }])) },
      cardLimitCents,
      frozen: {
        cartStatus: FROZEN,
        claim: async (tx) => {
          await tx.insert(punchoutOrders).values({ organizationId: org.id, poNumber: order.poNumber, payloadId, requestHash: order.hash, responseStatus: 0, responseText: '' });
        },
      },
      answer: async (tx, { groupNumber }) => {
        const [placed] = await tx.select({ id: schema.orderGroups.id }).from(schema.orderGroups).where(eq(schema.orderGroups.groupNumber, groupNumber));
        placedXml = answer(CXML_STATUS.ok, PUNCHOUT_TEXT.orderPlaced(groupNumber));
        await tx
          .update(punchoutOrders)
          .set({ responseStatus: 200, responseText: placedXml, orderGroupId: placed?.id ?? null })
          .where(and(eq(punchoutOrders.organizationId, org.id), eq(punchoutOrders.poNumber, order.poNumber)));
        await audit(tx, request, { action: 'punchout_order', outcome: 'success', memberId: member.id, target: groupNumber, detail: { po: order.poNumber, cartId, statedTotalCents: statedTotalCents(orderRequest) } });
        // What the checkout key keeps (never shown: the organization is answered from punchout_orders).
        return { responseType: 'SCREEN', responseName: 'OrderPlaced', pathInfo: PUNCHOUT_PATHS.order, attributes: { groupNumber, poNumber: order.poNumber } };
      },
    });
    if (outcome.kind === 'placed') return { status: 200, xml: placedXml };
  } catch (error) {
    // Nothing was ordered: the frozen cart goes, so a corrected request starts clean.
    await db.delete(carts).where(and(eq(carts.id, cartId), eq(carts.status, FROZEN)));
    if (error instanceof OrderRefused) throw new CxmlError(CXML_STATUS.badRequest, error.problems.map((p) => p.message).join(' ') || PUNCHOUT_TEXT.orderRefused);
    // Another request with this orderID or payloadID ran at the same time; it is answered below.
    const raced = error instanceof CheckoutConflictError || error instanceof IdempotencyKeyReusedError || sqlState(error) === '23505';
    if (!raced) throw error;
  }
  // The same order was placed by a request that ran at the same time: answer as it was answered.
  await db.delete(carts).where(and(eq(carts.id, cartId), eq(carts.status, FROZEN)));
  const first = await previous(db, org.id, order.poNumber, payloadId);
  if (!first) throw new CxmlError(CXML_STATUS.conflict, PUNCHOUT_TEXT.replayMismatch);
  return replayOf(first, order.hash);
}
