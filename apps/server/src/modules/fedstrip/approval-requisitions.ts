/**
 * A FEDSTRIP cart's requisitions as a funds approver reviews them (ADR 0022, 0023): each keyed line with its
 * document number, NSN, quantity, fund code, where it ships (the AAC and its address-book entry) and whom it bills.
 * The request's copy keeps this list at submission; the approver is shown the copy, and the authorization orders
 * the cart only while the cart's requisitions still read exactly as the copy does.
 */
import {
  billToAacOf, type CartView, documentNumberOf, formatRequisition, type FundsRequisitionView, shipToAacOf,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { asc, eq } from 'drizzle-orm';
import { listAddresses } from '../../core/orders/address-store.js';
import { type LineRow, viewRequisition } from './cart-lines.js';

const { fedstripLines } = schema;

/** Signals D and M are free issue: nobody is billed. */
const FREE_ISSUE = new Set(['D', 'M']);

/** The requisitions of the cart as read now (in the cart's order, then keyed order), each with its route. */
export async function approvalRequisitions(db: AppDb, memberId: string, cart: CartView): Promise<FundsRequisitionView[]> {
  if (cart.cartId === null) return [];
  const rows: LineRow[] = await db.select().from(fedstripLines).where(eq(fedstripLines.cartId, cart.cartId)).orderBy(asc(fedstripLines.id));
  if (rows.length === 0) return [];
  const book = (await listAddresses(db, memberId)).filter((a) => a.kind === 'aac');
  const views: FundsRequisitionView[] = [];
  for (const group of cart.groups) {
    for (const item of group.items) {
      for (const row of rows.filter((r) => r.cartItemId === item.itemId)) {
        const r = viewRequisition(row, item.unitOfIssue.code);
        const shipToAac = shipToAacOf(r, row.exceptionShipTo);
        views.push({
          line: views.length + 1,
          documentNumber: r.serial.trim() === '' ? null : documentNumberOf(r),
          title: item.title,
          stockNumber: r.stockNumber,
          quantity: r.quantity,
          unitOfIssue: r.unitOfIssue,
          fundCode: r.fundCode,
          signalCode: r.signalCode,
          contractorName: group.contractorName,
          contractNumber: group.contractNumber,
          shipToAac,
          shipTo: book.find((a) => a.aac === shipToAac) ?? null,
          billToAac: FREE_ISSUE.has(r.signalCode) ? null : billToAacOf(r),
          exceptionRemarks: row.exceptionRemarks,
          record: formatRequisition(r),
        });
      }
    }
  }
  return views;
}

const ADDRESS_FIELDS = ['id', 'kind', 'aac', 'name', 'contactName', 'phone', 'email', 'organization', 'line1', 'line2', 'city', 'state', 'zip', 'country'] as const;

/** What must not change between the approver's review and the order: the record, the exception data, the ship-to entry. */
function approvedKey(list: readonly FundsRequisitionView[]): string {
  return JSON.stringify(
    list.map((r) => [r.record, r.shipToAac, r.exceptionRemarks, r.shipTo ? ADDRESS_FIELDS.map((f) => r.shipTo?.[f] ?? '') : null]).sort(),
  );
}

/**
 * 'requisitions' when the cart's requisitions (or the address-book entry of an AAC one ships to) no longer read as
 * the copy the approver was shown; a copy from before requisitions were kept counts as changed for a FEDSTRIP cart.
 */
export async function requisitionsChange(
  db: AppDb,
  memberId: string,
  approved: readonly FundsRequisitionView[] | undefined,
  cart: CartView,
): Promise<'requisitions' | undefined> {
  const now = await approvalRequisitions(db, memberId, cart);
  if (approved === undefined) return now.length === 0 ? undefined : 'requisitions';
  return approvedKey(now) === approvedKey(approved) ? undefined : 'requisitions';
}
