/**
 * fedstrip/process_Order: orders the FEDSTRIP cart through the idempotent order path (core/orders/place-order.ts):
 * one transaction writes the orders per contractor, their lines, the requisition records, the audit row and
 * the confirmation email. The group is the session AAC's (its address-book entry); each order ships to and bills
 * the AACs its requisitions' signal codes name (ordered-requisitions.ts), every such AAC's grant and password
 * checked; answers Success with the requisitions, or OrderSummary with what keeps it back.
 */
import { documentNumberOf, FEDSTRIP_TEXT, IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_KEY_HEADER } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { aacViewer, requireAacAccess } from '../../core/aac/aac-access.js';
import { answerOf, screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';
import { publishCart } from '../../core/cart/store.js';
import { OrderRefused } from '../../core/orders/errors.js';
import { readKey, requestHash } from '../../core/orders/idempotency.js';
import { placeOrder } from '../../core/orders/place-order.js';
import { ordererOf } from '../../core/orders/checkout-state.js';
import { fedstripContext } from './context.js';
import { sessionAac } from './item-entry.js';
import { requisitionOrder } from './order-requisitions.js';
import { fedstripCart } from './shopping-cart.js';

const { addresses } = schema;

export async function aacAddressId(db: AppDb, memberId: string, aac: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.kind, 'aac'), eq(addresses.aac, aac)))
    .limit(1);
  return row?.id;
}

export const fedstripProcessOrder = bind('fedstrip/process_Order', async ({ ctx: { request, reply }, input: { body: sent } }) => {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const db = request.server.db;
  const cart = await fedstripCart(db, ctx, aac, '', aacViewer(request));
  if (!sent) return screen('fedstrip/process_Order', 'OrderSummary', cart);
  // The password unlocks the AAC; it is not part of what the idempotency key stands for.
  const { password, ...body } = sent;
  const key = readKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
  await requireAacAccess(request, aac, { field: 'aac', password, passwordField: 'password' });
  const addressId = await aacAddressId(db, ctx.member.id, aac);
  if (addressId === undefined) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.noAacAddress(aac) }]);
  // A cart the clerk has not seen as it is (another tab changed it) is not ordered; 409 like checkout.
  // No active cart: a repeated request is answered from its key (or refused as ordered) by core/orders/place-order.ts.
  if (cart.cartId !== null && (cart.problems.length > 0 || cart.cartId !== body.cartId)) return screen('fedstrip/process_Order', 'OrderSummary', cart);
  const first = cart.lines[0]?.requisition;
  try {
    const requisitions = requisitionOrder(ctx.member.id);
    const outcome = await placeOrder(db, request, {
      answer: requisitions.answer,
      ...ordererOf(ctx),
      cartId: body.cartId,
      version: body.version,
      key,
      hash: requestHash('fedstrip/process_Order', body),
      // The group's record of the requisitioner; each order carries its own requisitions' codes (amendOrders).
      state: { addressId, payment: { kind: 'accounting', codes: { aac, fundCode: first?.fundCode ?? '', appropriation: '', objectClass: '', projectJob: first?.projectCode ?? '', documentNumber: first ? documentNumberOf(first) : '' } } },
      cardLimitCents: 0,
      extraRows: requisitions,
    });
    if (outcome.kind === 'replay') {
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      reply.code(outcome.status);
      return answerOf('fedstrip/process_Order', outcome.body);
    }
    publishCart(request, { cartId: body.cartId, version: outcome.cartVersion, itemCount: 0, totalCents: 0, overseas: false, groups: [], priceChanges: 0 });
    return answerOf('fedstrip/process_Order', outcome.body);
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error;
    return screen('fedstrip/process_Order', 'OrderSummary', { ...cart, problems: error.problems.map((p) => ({ code: p.code, message: p.message })) });
  }
});
