/**
 * The cXML 1.2 OrderRequest of one order (docs/adr/0032-purchase-orders-out.md), written with the punchout's
 * builder (cxml-build.ts: every text and attribute escaped, elements in the DTD's order). orderID is the order
 * number; the header carries the Total, ShipTo and BillTo, the buyer's notes as Comments, and the contract,
 * order group, payment kind and accounting codes (AAC, fund code, document number…) as Extrinsic elements. Each
 * ItemOut carries the quantity, line number and requested delivery date, the part number (SupplierPartID) and
 * offer key (SupplierPartAuxiliaryID), UnitPrice, Description, UnitOfMeasure (UN/ECE Rec 20), the UNSPSC, and a
 * FEDSTRIP line's requisition fields as Extrinsic elements of its ItemDetail.
 */
import { rec20Unit, unspscFor } from '@advantage/contracts';
import { type CxmlCredential, credential, cxmlDocument, el, money, type Xml } from '../punchout/cxml-build.js';
import { linesToFill, type PoData, type PoLine, totalToFill } from './order-data.js';

export const PO_USER_AGENT = 'Advantage purchase orders';
/** What the stored copy of a document shows instead of the shared secret. */
export const WITHHELD = '(withheld)';

export interface OrderRequestParties {
  from: CxmlCredential;
  to: CxmlCredential;
  sender: CxmlCredential;
}

const ACCOUNTING_NAMES = ['aac', 'fundCode', 'appropriation', 'objectClass', 'projectJob', 'documentNumber', 'purchaseOrder'] as const;

function extrinsics(values: Record<string, string | null | undefined>): Xml[] {
  return Object.entries(values).flatMap(([name, value]) => (value ? [el('Extrinsic', { name }, value)] : []));
}

function phone(value: string): Xml | undefined {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (!digits) return undefined;
  return el('Phone', {}, el('TelephoneNumber', {}, el('CountryCode', { isoCountryCode: 'US' }, '1'), el('AreaOrCityCode', {}, digits.slice(0, 3)), el('Number', {}, digits.slice(3))));
}

/** An Address from the order's ship-to copy (core/orders/order-rows.ts shipToCopy). */
function address(a: Record<string, string>, addressId?: string): Xml {
  const name = a.organization || a.name || '';
  return el(
    'Address',
    { addressID: addressId || undefined },
    el('Name', { 'xml:lang': 'en-US' }, name),
    el(
      'PostalAddress',
      {},
      a.contactName ? el('DeliverTo', {}, a.contactName) : undefined,
      a.name && a.name !== name ? el('DeliverTo', {}, a.name) : undefined,
      el('Street', {}, a.line1 ?? ''),
      a.line2 ? el('Street', {}, a.line2) : undefined,
      el('City', {}, a.city ?? ''),
      el('State', {}, a.state ?? ''),
      el('PostalCode', {}, a.zip ?? ''),
      el('Country', { isoCountryCode: a.country || 'US' }, a.country || 'US'),
    ),
    a.email ? el('Email', {}, a.email) : undefined,
    phone(a.phone ?? ''),
  );
}

function itemOut(line: PoLine, deliverBy: string | null): Xml {
  return el(
    'ItemOut',
    { quantity: line.quantity, lineNumber: line.lineNumber, requestedDeliveryDate: deliverBy ?? undefined },
    el('ItemID', {}, el('SupplierPartID', {}, line.partNumber), el('SupplierPartAuxiliaryID', {}, String(line.offerId))),
    el(
      'ItemDetail',
      {},
      el('UnitPrice', {}, money(line.unitPriceCents)),
      el('Description', { 'xml:lang': 'en-US' }, line.title),
      el('UnitOfMeasure', {}, rec20Unit(line.unitOfIssue)),
      el('Classification', { domain: 'UNSPSC' }, unspscFor(line.fsc) ?? ''),
      ...extrinsics({ nsn: line.nsn, unitOfIssue: line.unitOfIssue, ...line.requisition }),
    ),
  );
}

export type OrderRequestType = 'new' | 'update' | 'delete';

/**
 * The whole document; `secret` is the channel's shared secret, or WITHHELD for the copy kept for operators. `type`
 * "update" is a change: the order as it stands, its cancelled lines left out; "delete" is the order's cancellation:
 * the same orderID and all its lines. Both have a payloadID of their own and name the last document the contractor
 * was sent for the order (`previousPayloadId`, cXML DocumentReference).
 */
export function orderRequestDocument(
  po: PoData,
  parties: OrderRequestParties,
  secret: string,
  payloadId: string,
  now = new Date(),
  type: OrderRequestType = 'new',
  previousPayloadId?: string,
): string {
  const header = el(
    'Header',
    {},
    el('From', {}, credential(parties.from)),
    el('To', {}, credential(parties.to)),
    el('Sender', {}, credential(parties.sender, secret), el('UserAgent', {}, PO_USER_AGENT)),
  );
  const accounting = po.accounting ?? {};
  const billTo = accounting.aac || po.shipTo.aac || undefined;
  const orderHeader = el(
    'OrderRequestHeader',
    { orderID: po.orderNumber, orderDate: po.createdAt.toISOString(), type },
    el('Total', {}, money(type === 'delete' ? po.totalCents : totalToFill(po))),
    el('ShipTo', {}, address(po.shipTo, po.shipTo.aac)),
    el('BillTo', {}, address(po.shipTo, billTo)),
    po.notes ? el('Comments', { 'xml:lang': 'en-US' }, po.notes) : undefined,
    type !== 'new' && previousPayloadId ? el('DocumentReference', { payloadID: previousPayloadId }) : undefined,
    ...extrinsics({
      contractNumber: po.contractNumber,
      orderGroupNumber: po.groupNumber,
      paymentKind: po.paymentKind,
      ...Object.fromEntries(ACCOUNTING_NAMES.map((n) => [n, accounting[n]])),
    }),
  );
  const request = el('Request', { deploymentMode: 'production' }, el('OrderRequest', {}, orderHeader, ...(type === 'delete' ? po.lines : linesToFill(po)).map((l) => itemOut(l, po.deliverBy))));
  return cxmlDocument(payloadId, { xml: header.xml + request.xml }, now);
}
