/**
 * fedstrip/change_requisition and fedstrip/remove_requisition: a requisition in the FEDSTRIP cart takes a new
 * quantity and codes, or leaves the cart, against the cart version the clerk saw (409 when the cart changed since).
 * The changed requisition passes every field rule and the grant of each AAC it names, as a keyed line does; its cart
 * item's quantity stays the sum of its requisitions'. Nothing changes when anything is refused.
 */
import {
  aboveContractMaximum, CART_TEXT, documentNumberOf, FEDSTRIP_TEXT, REQUISITION_CODE_FIELDS, requisitionProblems,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import { aacViewer } from '../../core/aac/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { bumpVersion, findActiveCartId, loadCart, publishCart } from '../../core/cart/store.js';
import { viewRequisition } from './cart-lines.js';
import { type FedstripContext, fedstripContext } from './context.js';
import { sessionAac } from './item-entry.js';
import { refuseUngranted } from './named-aacs.js';
import { fedstripCart } from './shopping-cart.js';

const { fedstripLines, cartItems } = schema;

/** The clerk's own requisition in the active cart, with its item, or 404. */
async function ownLine(tx: AppDb, ctx: FedstripContext, lineId: number) {
  const cartId = await findActiveCartId(tx, ctx.owner);
  if (cartId === undefined) throw new NotFoundError(FEDSTRIP_TEXT.requisitionNotFound);
  const [found] = await tx
    .select({ line: fedstripLines, item: cartItems })
    .from(fedstripLines)
    .innerJoin(cartItems, eq(cartItems.id, fedstripLines.cartItemId))
    .where(and(eq(fedstripLines.id, lineId), eq(fedstripLines.cartId, cartId)))
    .limit(1);
  if (!found) throw new NotFoundError(FEDSTRIP_TEXT.requisitionNotFound);
  return { cartId, ...found };
}

const codeField = (field: string) => ((REQUISITION_CODE_FIELDS as readonly string[]).includes(field) ? `codes.${field}` : field);

export const fedstripChangeRequisition = bind('fedstrip/change_requisition', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const { lineId, version, quantity, codes } = body;
  const db = request.server.db;
  const { cartId, document } = await db.transaction(async (tx) => {
    const { cartId, line, item } = await ownLine(tx, ctx, lineId);
    const changed = { ...line, quantity, codes: { ...line.codes, ...codes } };
    const requisition = viewRequisition(changed, item.unitOfIssue);
    const errors = requisitionProblems(requisition).map((p) => ({ field: codeField(p.field), message: p.message }));
    const [granted] = await refuseUngranted(tx, ctx.member.id, ctx.now, [{ ok: true, line: { exceptionShipTo: line.exceptionShipTo }, requisition }]);
    if (granted && !granted.ok) errors.push(...granted.errors);
    const itemQuantity = item.quantity - line.quantity + quantity;
    if (itemQuantity < item.minimumOrderQuantity) errors.push({ field: 'quantity', message: CART_TEXT.belowMinimum(item.minimumOrderQuantity, item.unitOfIssue) });
    if (errors.length > 0) throw new ValidationError(errors);
    await bumpVersion(tx, cartId, version);
    await tx.update(fedstripLines).set({ quantity, codes: changed.codes }).where(eq(fedstripLines.id, lineId));
    await tx.update(cartItems).set({ quantity: itemQuantity }).where(eq(cartItems.id, item.id));
    if (quantity > line.quantity) {
      const group = (await loadCart(tx, cartId, ctx.storeId)).groups.find((g) => g.items.some((i) => i.itemId === item.id));
      if (group && group.maximumOrderCents !== null && aboveContractMaximum(group)) {
        throw new ValidationError([{ field: 'quantity', message: CART_TEXT.aboveMaximum(group.subtotalCents, group.maximumOrderCents, group.contractNumber) }]);
      }
    }
    return { cartId, document: documentNumberOf(requisition) };
  });
  publishCart(request, await loadCart(db, cartId, ctx.storeId));
  return screen('fedstrip/change_requisition', 'shoppingCart', await fedstripCart(db, ctx, aac, FEDSTRIP_TEXT.requisitionChanged(document), aacViewer(request)));
});

export const fedstripRemoveRequisition = bind('fedstrip/remove_requisition', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const { lineId, version } = body;
  const db = request.server.db;
  const { cartId, document } = await db.transaction(async (tx) => {
    const { cartId, line, item } = await ownLine(tx, ctx, lineId);
    await bumpVersion(tx, cartId, version);
    await tx.delete(fedstripLines).where(eq(fedstripLines.id, lineId));
    // The item goes with its last requisition; else it keeps the quantities of the others.
    if (item.quantity <= line.quantity) await tx.delete(cartItems).where(eq(cartItems.id, item.id));
    else await tx.update(cartItems).set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` }).where(eq(cartItems.id, item.id));
    return { cartId, document: documentNumberOf(viewRequisition(line, item.unitOfIssue)) };
  });
  publishCart(request, await loadCart(db, cartId, ctx.storeId));
  const cart = await fedstripCart(db, ctx, aac, FEDSTRIP_TEXT.requisitionRemoved(document), aacViewer(request));
  return screen('fedstrip/remove_requisition', cart.lines.length === 0 ? 'Initial' : 'shoppingCart', cart);
});
