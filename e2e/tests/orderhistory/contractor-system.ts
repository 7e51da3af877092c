/**
 * A contractor's order system, as the contractor-documents spec plays it (docs/adr/0033-contractor-documents.md):
 * the credential the run's database template issued to each contractor, and the cXML documents it sends to
 * POST /cxml/inbound with that credential as its Sender (Identity: the credential id, SharedSecret: its secret).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CXML_DTD_URL, CXML_INBOUND_PATH } from '@advantage/contracts';
import type { APIRequestContext } from '@playwright/test';
import { CONTRACTOR_CREDENTIALS_FILE } from '../../support/data-template.mjs';

/** Contractor id → credential token (`<id>.<secret>`), as the template issued them. */
export function contractorTokens(): Record<string, string> {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (!dir) throw new Error('E2E_TEMPLATE_DIR is not set: run the tests with -c e2e/playwright.config.ts');
  return JSON.parse(readFileSync(join(dir, CONTRACTOR_CREDENTIALS_FILE), 'utf8')) as Record<string, string>;
}

let sequence = 0;

function document(token: string, request: string): string {
  const dot = token.indexOf('.');
  const [identity, secret] = [token.slice(0, dot), token.slice(dot + 1)];
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "${CXML_DTD_URL}">
<cXML payloadID="${Date.now()}.${process.pid}.${++sequence}@contractor.example" timestamp="${new Date().toISOString()}" xml:lang="en-US">
  <Header>
    <From><Credential domain="AdvantageContractorCredential"><Identity>${identity}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>GSA-ADVANTAGE</Identity></Credential></To>
    <Sender><Credential domain="AdvantageContractorCredential"><Identity>${identity}</Identity><SharedSecret>${secret}</SharedSecret></Credential></Sender>
  </Header>
  <Request>${request}</Request>
</cXML>`;
}

export const confirmation = (order: string, type: string, lines: Array<{ line: number; type: string; deliveryDate?: string }> = []) =>
  `<ConfirmationRequest><ConfirmationHeader type="${type}" noticeDate="${new Date().toISOString()}"/><OrderReference orderID="${order}"/>${lines
    .map((l) => `<ConfirmationItem lineNumber="${l.line}" quantity="1"><ConfirmationStatus type="${l.type}"${l.deliveryDate ? ` deliveryDate="${l.deliveryDate}"` : ''}/></ConfirmationItem>`)
    .join('')}</ConfirmationRequest>`;

export const shipNotice = (order: string, carrier: string, tracking: string, lines: number[]) =>
  `<ShipNoticeRequest><ShipNoticeHeader shipmentID="S-${order}" noticeDate="${new Date().toISOString()}" shipmentDate="${new Date().toISOString()}"/>`
  + `<ShipControl><CarrierIdentifier domain="companyName">${carrier}</CarrierIdentifier><ShipmentIdentifier>${tracking}</ShipmentIdentifier></ShipControl>`
  + `<ShipNoticePortion><OrderReference orderID="${order}"/>${lines.map((l) => `<ShipNoticeItem lineNumber="${l}" quantity="1"/>`).join('')}</ShipNoticePortion></ShipNoticeRequest>`;

export const invoice = (order: string, invoiceId: string, line: number, amount: string) =>
  `<InvoiceDetailRequest><InvoiceDetailRequestHeader invoiceID="${invoiceId}" purpose="standard" operation="new" invoiceDate="${new Date().toISOString()}"/>`
  + `<InvoiceDetailOrder><InvoiceDetailOrderInfo><OrderReference orderID="${order}"/></InvoiceDetailOrderInfo>`
  + `<InvoiceDetailItem invoiceLineNumber="1" quantity="1"><InvoiceDetailItemReference lineNumber="${line}"/><SubtotalAmount><Money currency="USD">${amount}</Money></SubtotalAmount></InvoiceDetailItem>`
  + `</InvoiceDetailOrder><InvoiceDetailSummary><DueAmount><Money currency="USD">${amount}</Money></DueAmount></InvoiceDetailSummary></InvoiceDetailRequest>`;

/** Sends one document as the contractor; answers the HTTP status and the cXML Status text. */
export async function sendDocument(request: APIRequestContext, token: string, body: string): Promise<{ status: number; text: string; xml: string }> {
  const xml = document(token, body);
  const res = await request.post(CXML_INBOUND_PATH, { headers: { 'content-type': 'text/xml' }, data: xml });
  const answer = await res.text();
  return { status: res.status(), text: /<Status[^>]*>([^<]*)<\/Status>/.exec(answer)?.[1] ?? answer, xml };
}
