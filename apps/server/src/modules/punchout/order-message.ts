/**
 * The PunchOutOrderMessage a returned cart carries (docs/product/punchout.md; cXML 1.2 DTD element order):
 * the echoed BuyerCookie, operationAllowed (edit after a create or edit: we accept the cart back; inspect stays
 * inspect), the Total, and per line ItemIn with the offer's part number and offer key, today's price, the title,
 * the unit in UN/ECE Rec 20, the category's UNSPSC, the manufacturer and the lead time in days.
 */
import { type PunchoutOperation, rec20Unit, unspscFor } from '@advantage/contracts';
import { type CxmlCredential, credential, cxmlDocument, el, money, newPayloadId, type Xml } from './cxml-build.js';

export interface ReturnLine {
  offerId: number;
  partNumber: string;
  title: string;
  quantity: number;
  unitPriceCents: number;
  unitOfIssue: string;
  fsc: string | null;
  manufacturerName: string;
  manufacturerPartId: string;
  leadTimeDays: number;
}

export interface OrderMessageInput {
  buyerCookie: string;
  operation: PunchoutOperation;
  /** The organization's credentials: From is us as they know us (their To), To is them (their From). */
  supplier: CxmlCredential;
  buyer: CxmlCredential;
  lines: ReturnLine[];
  host: string;
  userAgent: string;
}

function itemIn(line: ReturnLine, lineNumber: number): Xml {
  return el(
    'ItemIn',
    { quantity: line.quantity, lineNumber },
    el('ItemID', {}, el('SupplierPartID', {}, line.partNumber), el('SupplierPartAuxiliaryID', {}, String(line.offerId))),
    el(
      'ItemDetail',
      {},
      el('UnitPrice', {}, money(line.unitPriceCents)),
      el('Description', { 'xml:lang': 'en-US' }, line.title),
      el('UnitOfMeasure', {}, rec20Unit(line.unitOfIssue)),
      el('Classification', { domain: 'UNSPSC' }, unspscFor(line.fsc) ?? ''),
      el('ManufacturerPartID', {}, line.manufacturerPartId),
      el('ManufacturerName', { 'xml:lang': 'en-US' }, line.manufacturerName),
      el('LeadTime', {}, String(line.leadTimeDays)),
    ),
  );
}

export function orderMessageDocument(input: OrderMessageInput, now = new Date()): string {
  const totalCents = input.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const header = el(
    'Header',
    {},
    el('From', {}, credential(input.supplier)),
    el('To', {}, credential(input.buyer)),
    el('Sender', {}, credential(input.supplier), el('UserAgent', {}, input.userAgent)),
  );
  const message = el(
    'Message',
    {},
    el(
      'PunchOutOrderMessage',
      {},
      el('BuyerCookie', {}, input.buyerCookie),
      el('PunchOutOrderMessageHeader', { operationAllowed: input.operation === 'inspect' ? 'inspect' : 'edit' }, el('Total', {}, money(totalCents))),
      ...input.lines.map((line, i) => itemIn(line, i + 1)),
    ),
  );
  return cxmlDocument(newPayloadId(input.host), { xml: header.xml + message.xml }, now);
}
