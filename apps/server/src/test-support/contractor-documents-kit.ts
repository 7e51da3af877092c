/**
 * What the contractor-document suites share (docs/adr/0033-contractor-documents.md): two contractors with a
 * credential each, a member with orders from them, and the cXML documents a contractor's system sends.
 */
import { CXML_DTD_URL, CXML_INBOUND_PATH } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import type { LightMyRequestResponse } from 'fastify';
import { issueCredential } from '../modules/contractor/credentials.js';
import { createTestApp, type TestApp } from './app.js';
import { ANY_MAIL_PORT } from './catalog-fixture.js';
import { testIdentity } from './identity.js';
import { insertMember, insertOrderGroup, type InsertedGroup, signIn, type SignedIn } from './order-fixture.js';

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export interface Credential {
  identity: string;
  secret: string;
}

export interface DocumentsKit {
  t: TestApp;
  db: AppDb;
  memberId: string;
  email: string;
  /** The contractor of the orders (id 700, the fixture's first contractor) and its credential. */
  mine: Credential;
  /** Another contractor (id 701) with a credential of its own. */
  other: Credential;
  post(xml: string, contentType?: string): Promise<LightMyRequestResponse>;
  /** A fresh card order of two lines from contractor 700: Stapler 1 × $9.00, Staples 5 × $3.00. */
  newOrder(): Promise<InsertedGroup['orders'][number]>;
  /** The member signed in (only with `signIn: true`). */
  buyer?: SignedIn;
}

async function insertContractor(db: AppDb, id: number, name: string): Promise<void> {
  await db.insert(schema.contractors).values({
    id,
    name,
    uei: `UEITEST${id}0`.slice(0, 12).padEnd(12, '0'),
    street: '1 Supply Way',
    city: 'Arlington',
    state: 'VA',
    zip: '22201',
    phone: '703-555-0100',
    email: `orders${id}@contractor.example`,
  });
}

function credentialOf(token: string): Credential {
  const dot = token.indexOf('.');
  return { identity: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/** `now`: the app's clock, for suites where time is the subject (a failure window's seconds). */
export async function documentsKit(kind: 'pglite' | 'postgres', email = 'docs.buyer@gsa.gov', options: { signIn?: boolean; now?: () => number } = {}): Promise<DocumentsKit> {
  const id = options.signIn ? await testIdentity() : undefined;
  const t = await createTestApp(kind, ANY_MAIL_PORT, { ...(id ? { identity: id.settings } : {}), ...(options.now ? { now: options.now } : {}) });
  const db = t.app.db;
  await insertContractor(db, 700, 'Contractor 1');
  await insertContractor(db, 701, 'Contractor 2');
  const mine = await issueCredential(db, { contractor: '700', name: 'order documents', actor: 'test' });
  const other = await issueCredential(db, { contractor: '701', name: 'order documents', actor: 'test' });
  const subject = email.split('@')[0]!;
  const memberId = await insertMember(db, subject, email);
  const buyer = id ? await signIn(t.app, id, subject) : undefined;
  return {
    ...(buyer ? { buyer } : {}),
    t,
    db,
    memberId,
    email,
    mine: credentialOf(mine.token),
    other: credentialOf(other.token),
    post: (xml, contentType = 'text/xml') => t.app.inject({ method: 'POST', url: CXML_INBOUND_PATH, headers: { 'content-type': contentType }, payload: xml }),
    async newOrder() {
      const group = await insertOrderGroup(db, {
        memberId,
        payment: 'card',
        orders: [{ lines: [{ partNumber: 'A-1', title: 'Stapler', quantity: 1, unitPriceCents: 900 }, { partNumber: 'A-2', title: 'Staples', quantity: 5, unitPriceCents: 300 }] }],
      });
      return group.orders[0]!;
    },
  };
}

let sequence = 0;
/** A payloadID unique to this run. */
export const payloadId = (): string => `${Date.now()}.${++sequence}@contractor.example`;

export interface Envelope {
  credential: Credential;
  payloadId?: string;
  doctype?: string;
}

/** A cXML request as a contractor's system sends one: From and Sender name the contractor's credential. */
export function cxmlRequest(e: Envelope, request: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
${e.doctype ?? `<!DOCTYPE cXML SYSTEM "${CXML_DTD_URL}">`}
<cXML payloadID="${esc(e.payloadId ?? payloadId())}" timestamp="2026-11-29T06:00:00-05:00" xml:lang="en-US">
  <Header>
    <From><Credential domain="AdvantageContractorCredential"><Identity>${esc(e.credential.identity)}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>GSA-ADVANTAGE</Identity></Credential></To>
    <Sender><Credential domain="AdvantageContractorCredential"><Identity>${esc(e.credential.identity)}</Identity><SharedSecret>${esc(e.credential.secret)}</SharedSecret></Credential><UserAgent>Contractor ERP 1.0</UserAgent></Sender>
  </Header>
  <Request deploymentMode="production">${request}</Request>
</cXML>`;
}

export function confirmationXml(orderNumber: string, type: string, lines: Array<{ line: number; type: string; deliveryDate?: string }> = [], comments = ''): string {
  const status = (l: (typeof lines)[number]) => `<ConfirmationStatus type="${l.type}" quantity="1"${l.deliveryDate ? ` deliveryDate="${l.deliveryDate}"` : ''}/>`;
  const items = lines.map((l) => `<ConfirmationItem lineNumber="${l.line}" quantity="1"><UnitOfMeasure>EA</UnitOfMeasure>${status(l)}</ConfirmationItem>`).join('');
  return `<ConfirmationRequest><ConfirmationHeader type="${type}" noticeDate="2026-11-29T06:00:00-05:00" confirmID="C-${orderNumber}">${comments ? `<Comments>${esc(comments)}</Comments>` : ''}</ConfirmationHeader><OrderReference orderID="${orderNumber}"><DocumentReference payloadID="po-${orderNumber}@advantage"/></OrderReference>${items}</ConfirmationRequest>`;
}

export interface ShipNotice {
  carrier?: string;
  carrierDomain?: string;
  tracking?: string;
  shipmentDate?: string;
  lines?: number[];
}

export function shipNoticeXml(orderNumber: string, o: ShipNotice = {}): string {
  const items = (o.lines ?? []).map((l) => `<ShipNoticeItem lineNumber="${l}" quantity="1"><UnitOfMeasure>EA</UnitOfMeasure></ShipNoticeItem>`).join('');
  return `<ShipNoticeRequest><ShipNoticeHeader shipmentID="S-${orderNumber}" operation="new" noticeDate="2026-11-29T06:00:00-05:00" shipmentDate="${o.shipmentDate ?? '2026-11-29T08:00:00-05:00'}"/><ShipControl><CarrierIdentifier domain="${o.carrierDomain ?? 'companyName'}">${esc(o.carrier ?? 'UPS')}</CarrierIdentifier><ShipmentIdentifier>${esc(o.tracking ?? '1Z999AA10123456784')}</ShipmentIdentifier></ShipControl><ShipNoticePortion><OrderReference orderID="${orderNumber}"><DocumentReference payloadID="po-${orderNumber}@advantage"/></OrderReference>${items}</ShipNoticePortion></ShipNoticeRequest>`;
}

export function statusUpdateXml(orderNumber: string, type = 'delivered', comments = ''): string {
  return `<StatusUpdateRequest><DocumentReference payloadID="po-${orderNumber}@advantage"/><Status code="200" text="OK"/><DocumentStatus type="${type}"><DocumentInfo documentID="${orderNumber}" documentType="OrderRequest"/>${comments ? `<Comments>${esc(comments)}</Comments>` : ''}</DocumentStatus></StatusUpdateRequest>`;
}

export interface Invoice {
  invoiceId: string;
  lines: Array<{ line: number; quantity: number; amount: string }>;
  total: string;
  currency?: string;
}

export function invoiceXml(orderNumber: string, o: Invoice): string {
  const money = (v: string) => `<Money currency="${o.currency ?? 'USD'}">${v}</Money>`;
  const items = o.lines
    .map((l, i) => `<InvoiceDetailItem invoiceLineNumber="${i + 1}" quantity="${l.quantity}"><UnitOfMeasure>EA</UnitOfMeasure><UnitPrice>${money(l.amount)}</UnitPrice><InvoiceDetailItemReference lineNumber="${l.line}"/><SubtotalAmount>${money(l.amount)}</SubtotalAmount></InvoiceDetailItem>`)
    .join('');
  return `<InvoiceDetailRequest><InvoiceDetailRequestHeader invoiceID="${esc(o.invoiceId)}" purpose="standard" operation="new" invoiceDate="2026-11-29T09:00:00-05:00"><InvoiceDetailHeaderIndicator/><InvoiceDetailLineIndicator/></InvoiceDetailRequestHeader><InvoiceDetailOrder><InvoiceDetailOrderInfo><OrderReference orderID="${orderNumber}"/></InvoiceDetailOrderInfo>${items}</InvoiceDetailOrder><InvoiceDetailSummary><SubtotalAmount>${money(o.total)}</SubtotalAmount><NetAmount>${money(o.total)}</NetAmount><DueAmount>${money(o.total)}</DueAmount></InvoiceDetailSummary></InvoiceDetailRequest>`;
}
