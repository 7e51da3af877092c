/**
 * Writes cXML 1.2 documents (docs/product/punchout.md): the Response to a request (Status, and a
 * PunchOutSetupResponse when the setup succeeded) and the PunchOutOrderMessage a returned cart carries.
 * Elements are written in the order the cXML 1.2 DTD declares them; every text and attribute is escaped here,
 * so no value from a cart or a request can change the document's structure.
 */
import { randomBytes } from 'node:crypto';
import { CXML_DTD_URL, type CxmlStatus } from '@advantage/contracts';

type Attrs = Record<string, string | number | undefined>;
/** A written element; only el() and raw documents make them, so escaping cannot be skipped by accident. */
export interface Xml {
  readonly xml: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&apos;' };

/** Escapes text and attribute values; characters XML 1.0 cannot carry at all (controls but tab/CR/LF) are dropped. */
export function escapeXml(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing the control characters XML 1.0 forbids is the point
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** One element: attributes left out when undefined, children are written elements or text. */
export function el(name: string, attrs: Attrs = {}, ...content: (Xml | string | undefined | false)[]): Xml {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  const inner = content.map((c) => (c === undefined || c === false ? '' : typeof c === 'string' ? escapeXml(c) : c.xml)).join('');
  return { xml: inner ? `<${name}${a}>${inner}</${name}>` : `<${name}${a}/>` };
}

/** `<digits>.<random>@<host>`: unique per document, as cXML asks of payloadID. */
export function newPayloadId(host: string): string {
  return `${Date.now()}.${randomBytes(9).toString('base64url')}@${host}`;
}

/** A whole document: declaration, DOCTYPE naming the cXML 1.2 DTD, and the cXML root with its payloadID. */
export function cxmlDocument(payloadId: string, body: Xml, now = new Date()): string {
  const root = el('cXML', { 'payloadID': payloadId, 'timestamp': now.toISOString(), 'xml:lang': 'en-US' }, body);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "${CXML_DTD_URL}">\n${root.xml}`;
}

/** A Response: Status with its code, text and (for a refusal) the reason; then the answer's own element. */
export function responseDocument(payloadId: string, status: CxmlStatus, message?: string, answer?: Xml): string {
  const statusEl = el('Status', { 'code': status.code, 'text': status.text, 'xml:lang': 'en-US' }, message ?? '');
  return cxmlDocument(payloadId, el('Response', {}, statusEl, answer));
}

export function setupResponse(startUrl: string): Xml {
  return el('PunchOutSetupResponse', {}, el('StartPage', {}, el('URL', {}, startUrl)));
}

export interface CxmlCredential {
  domain: string;
  identity: string;
}

export function credential(c: CxmlCredential, secret?: string): Xml {
  return el('Credential', { domain: c.domain }, el('Identity', {}, c.identity), secret !== undefined && el('SharedSecret', {}, secret));
}

/** Money in dollars with two decimals from cents (USD only: the marketplace prices in dollars). */
export function money(cents: number): Xml {
  return el('Money', { currency: 'USD' }, (cents / 100).toFixed(2));
}
