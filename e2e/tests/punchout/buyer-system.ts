/**
 * A procurement system for the punchout tests: its own HTTP endpoint receives the BrowserFormPost of a
 * returned cart (the `cXML-urlencoded` field), and it writes the cXML requests a standards-following client sends.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

export const SECRET = 'e2e-punchout-shared-secret-0123456789';
export const CREDENTIAL = { domain: 'NetworkID', buyer: 'AN-E2E-BUYER', supplier: 'AN-ADVANTAGE' };
const DTD = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';
const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export interface ItemRef {
  part: string;
  aux: string;
  quantity: number;
  /** The unit price the PunchOutOrderMessage returned: the requisition states it again in its OrderRequest. */
  priceCents?: number;
}

const money = (cents: number) => `<Money currency="USD">${(cents / 100).toFixed(2)}</Money>`;

function header(): string {
  const c = (id: string) => `<Credential domain="${CREDENTIAL.domain}"><Identity>${id}</Identity>`;
  return `<Header><From>${c(CREDENTIAL.buyer)}</Credential></From><To>${c(CREDENTIAL.supplier)}</Credential></To>`
    + `<Sender>${c(CREDENTIAL.buyer)}<SharedSecret>${SECRET}</SharedSecret></Credential><UserAgent>E2E buyer</UserAgent></Sender></Header>`;
}

const itemsOut = (items: ItemRef[]) =>
  items.map((i, n) => `<ItemOut quantity="${i.quantity}" lineNumber="${n + 1}"><ItemID><SupplierPartID>${esc(i.part)}</SupplierPartID>`
    + `<SupplierPartAuxiliaryID>${esc(i.aux)}</SupplierPartAuxiliaryID></ItemID>`
    + `${i.priceCents === undefined ? '' : `<ItemDetail><UnitPrice>${money(i.priceCents)}</UnitPrice><Description xml:lang="en-US">${esc(i.part)}</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail>`}`
    + '</ItemOut>').join('');

export class BuyerSystem {
  readonly received: string[] = [];
  private server: Server | undefined;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/requisition/return') this.received.push(new URLSearchParams(body).get('cXML-urlencoded') ?? '');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html lang="en"><head><title>Requisition</title></head><body><main><h1>Cart received</h1></main></body></html>');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  setup(operation: 'create' | 'edit' | 'inspect', items: ItemRef[] = [], cookie = 'REQ-4711'): string {
    return `<?xml version="1.0" encoding="UTF-8"?>\n${DTD}\n<cXML payloadID="${Date.now()}.setup@buyer" timestamp="2026-11-27T07:00:00Z">${header()}`
      + `<Request><PunchOutSetupRequest operation="${operation}"><BuyerCookie>${cookie}</BuyerCookie><Extrinsic name="UserEmail">pat.requester@dol.gov</Extrinsic>`
      + `<BrowserFormPost><URL>${this.origin}/requisition/return</URL></BrowserFormPost><Contact role="endUser"><Name xml:lang="en-US">Pat Requester</Name>`
      + `<Email>pat.requester@dol.gov</Email></Contact>${itemsOut(items)}</PunchOutSetupRequest></Request></cXML>`;
  }

  order(orderId: string, items: ItemRef[]): string {
    const shipTo = '<ShipTo><Address><Name xml:lang="en-US">DOL Warehouse</Name><PostalAddress><DeliverTo>Receiving</DeliverTo><Street>1 Depot Road</Street>'
      + '<City>Landover</City><State>MD</State><PostalCode>20785</PostalCode><Country isoCountryCode="US">United States</Country></PostalAddress>'
      + '<Email>receiving@dol.gov</Email><Phone><TelephoneNumber><CountryCode isoCountryCode="US">1</CountryCode><AreaOrCityCode>301</AreaOrCityCode>'
      + '<Number>555-0142</Number></TelephoneNumber></Phone></Address></ShipTo>';
    return `<?xml version="1.0" encoding="UTF-8"?>\n${DTD}\n<cXML payloadID="${orderId}.order@buyer" timestamp="2026-11-27T07:00:00Z">${header()}`
      + `<Request><OrderRequest><OrderRequestHeader orderID="${orderId}" orderDate="2026-11-27" type="new"><Total>${money(items.reduce((sum, i) => sum + (i.priceCents ?? 0) * i.quantity, 0))}</Total>`
      + `${shipTo}</OrderRequestHeader>${itemsOut(items)}</OrderRequest></Request></cXML>`;
  }
}

/** A parsed element: the tests read the paths cXML defines, which no static type describes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed XML has no static shape
export type Parsed = any;

/** Parses a cXML document as the buyer's system reads it (attributes under `@_`, ItemIn always a list). */
export function readCxml(xml: string): { cXML: Parsed } {
  const parser = new XMLParser({ ignoreAttributes: false, processEntities: true, parseTagValue: false, isArray: (name) => name === 'ItemIn' });
  return parser.parse(xml) as { cXML: Parsed };
}
