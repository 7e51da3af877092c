/**
 * Reads the parts of a cXML request the punchout needs (cXML 1.2: Header credentials, PunchOutSetupRequest,
 * OrderRequest) into plain values. Shape problems are CxmlError 400 with a text naming what is missing.
 */
import { CXML_MAX_ITEMS, CXML_STATUS, PUNCHOUT_TEXT } from '@advantage/contracts';
import type { schema } from '@advantage/db';
import { attr, child, children, type CxmlElement, CxmlError, text } from './cxml-parse.js';
import type { CxmlCredential } from './cxml-build.js';

type PunchoutAddress = schema.PunchoutAddress;

export interface HeaderCredentials {
  payloadId: string;
  from: CxmlCredential;
  to: CxmlCredential;
  sender: CxmlCredential & { secret: string };
}

/** From/To/Sender credentials; with several Credential elements the first names the party (as cXML allows). */
export function readHeader(root: CxmlElement): HeaderCredentials {
  const header = child(root, 'Header');
  const cred = (party: string) => {
    const c = child(header, party, 'Credential');
    return { domain: attr(c, 'domain'), identity: text(child(c, 'Identity')), secret: text(child(c, 'SharedSecret')) };
  };
  const from = cred('From');
  const to = cred('To');
  const sender = cred('Sender');
  if (!from.domain || !from.identity || !to.identity || !sender.identity || !sender.secret) {
    throw new CxmlError(CXML_STATUS.unauthorized, PUNCHOUT_TEXT.credentialMissing);
  }
  return {
    payloadId: attr(root, 'payloadID'),
    from: { domain: from.domain, identity: from.identity },
    to: { domain: to.domain, identity: to.identity },
    sender,
  };
}

/** The one request element under Request, by name; another request there is the wrong address. */
export function requestElement(root: CxmlElement, name: string, label: string): CxmlElement {
  const found = child(root, 'Request', name);
  if (!found) throw new CxmlError(CXML_STATUS.badRequest, child(root, 'Request') ? PUNCHOUT_TEXT.wrongRequest(label) : PUNCHOUT_TEXT.notCxml);
  return found;
}

/** A PostalAddress (with its Address's Name) as stored; absent parts are ''. */
export function readAddress(holder: CxmlElement | undefined): PunchoutAddress | null {
  const address = child(holder, 'Address');
  if (!address) return null;
  const postal = child(address, 'PostalAddress');
  return {
    name: text(child(address, 'Name')),
    deliverTo: children(postal, 'DeliverTo').map(text).filter(Boolean).join(', '),
    street: children(postal, 'Street').map(text).filter(Boolean).join(', '),
    city: text(child(postal, 'City')),
    state: text(child(postal, 'State')),
    postalCode: text(child(postal, 'PostalCode')),
    country: attr(child(postal, 'Country'), 'isoCountryCode') || text(child(postal, 'Country')),
    email: text(child(address, 'Email')),
    phone: [text(child(address, 'Phone', 'TelephoneNumber', 'AreaOrCityCode')), text(child(address, 'Phone', 'TelephoneNumber', 'Number'))].filter(Boolean).join(' '),
  };
}

export interface ItemOutLine extends schema.PunchoutItemOut {
  lineNumber: string;
  /** UnitPrice the buyer's system states, as sent (undefined when it states none). */
  unitPrice: StatedMoney | undefined;
}

/** A Money element as the buyer's system sent it: its cents (null when not an amount) and its currency. */
export interface StatedMoney {
  text: string;
  cents: number | null;
  currency: string;
}

/** The Money element under `parent`, or undefined when there is none. */
export function readMoney(parent: CxmlElement | undefined): StatedMoney | undefined {
  const money = child(parent, 'Money');
  if (!money) return undefined;
  const value = text(money);
  return { text: value.slice(0, 30), cents: /^\d{1,12}(?:\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null, currency: attr(money, 'currency') };
}

const QUANTITY = /^\d{1,6}(?:\.0+)?$/;

/** ItemOut lines: quantity a whole number 1–999999, ItemID parts; at most CXML_MAX_ITEMS. */
export function readItemsOut(parent: CxmlElement): ItemOutLine[] {
  const items = children(parent, 'ItemOut');
  if (items.length > CXML_MAX_ITEMS) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.tooManyItems);
  return items.map((item, i) => {
    const lineNumber = attr(item, 'lineNumber') || String(i + 1);
    const q = attr(item, 'quantity');
    const quantity = QUANTITY.test(q) ? Number.parseInt(q, 10) : 0;
    if (quantity < 1) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.itemQuantity(lineNumber));
    return {
      lineNumber,
      quantity,
      supplierPartId: text(child(item, 'ItemID', 'SupplierPartID')),
      supplierPartAuxiliaryId: text(child(item, 'ItemID', 'SupplierPartAuxiliaryID')),
      unitPrice: readMoney(child(item, 'ItemDetail', 'UnitPrice')),
    };
  });
}

/** Extrinsic elements by name (later ones of the same name do not replace the first). */
export function readExtrinsics(parent: CxmlElement | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of children(parent, 'Extrinsic')) {
    const name = attr(e, 'name');
    if (name && !(name in out) && Object.keys(out).length < 50) out[name] = text(e).slice(0, 500);
  }
  return out;
}
