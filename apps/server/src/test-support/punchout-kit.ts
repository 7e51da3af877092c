/**
 * What the punchout suites share: an app with the catalog fixture, a buying organization with a known
 * shared secret, and cXML documents written the way a procurement system writes them.
 */
import { ANTI_FORGERY_HEADER, COOKIES, CXML_DTD_URL } from '@advantage/contracts';
import { hashSharedSecret, PUNCHOUT_MEMBER_ISSUER, schema } from '@advantage/db';
import type { IdentitySettings } from '../plugins/identity.js';
import { createTestApp, type TestApp } from './app.js';
import { OFFERS } from './cart-kit.js';
import { ANY_MAIL_PORT, insertCatalogFixture } from './catalog-fixture.js';
import { cookieValue } from './cookies.js';

export const BUYER_ORIGIN = 'https://buyer.example.gov';
export const FORM_POST_URL = `${BUYER_ORIGIN}/punchout/return?req=REQ-77`;
export const SECRET = 'test-shared-secret-0123456789-abcdefghij';
export const ORG = {
  code: 'DOL-TEST',
  name: 'Department of Labor (test)',
  fromDomain: 'NetworkID',
  fromIdentity: 'AN01000000001',
  toDomain: 'DUNS',
  toIdentity: '000000000',
  senderDomain: 'NetworkID',
  senderIdentity: 'AN01000000001',
} as const;

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export interface SetupOptions {
  operation?: string;
  fromIdentity?: string;
  senderIdentity?: string;
  secret?: string;
  buyerCookie?: string;
  formPostUrl?: string;
  items?: Array<{ part: string; aux: string; quantity: number | string }>;
  doctype?: string;
}

/** A PunchOutSetupRequest as Ariba, Coupa or Jaggaer send one (docs/product/punchout.md). */
export function setupXml(o: SetupOptions = {}): string {
  const items = (o.items ?? [])
    .map((i, n) => `<ItemOut quantity="${i.quantity}" lineNumber="${n + 1}"><ItemID><SupplierPartID>${esc(i.part)}</SupplierPartID><SupplierPartAuxiliaryID>${esc(i.aux)}</SupplierPartAuxiliaryID></ItemID></ItemOut>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
${o.doctype ?? `<!DOCTYPE cXML SYSTEM "${CXML_DTD_URL}">`}
<cXML payloadID="1700000000.123@buyer.example.gov" timestamp="2026-11-27T06:00:00-05:00" xml:lang="en-US">
  <Header>
    <From><Credential domain="${ORG.fromDomain}"><Identity>${esc(o.fromIdentity ?? ORG.fromIdentity)}</Identity></Credential></From>
    <To><Credential domain="${ORG.toDomain}"><Identity>${ORG.toIdentity}</Identity></Credential></To>
    <Sender><Credential domain="${ORG.senderDomain}"><Identity>${esc(o.senderIdentity ?? ORG.senderIdentity)}</Identity><SharedSecret>${esc(o.secret ?? SECRET)}</SharedSecret></Credential><UserAgent>Test Buyer 1.0</UserAgent></Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${o.operation ?? 'create'}">
      <BuyerCookie>${esc(o.buyerCookie ?? 'cookie-1234 & <more>')}</BuyerCookie>
      <Extrinsic name="UserEmail">dana.labor@dol.gov</Extrinsic>
      <Extrinsic name="UserName">dlabor</Extrinsic>
      <BrowserFormPost><URL>${esc(o.formPostUrl ?? FORM_POST_URL)}</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en-US">Dana Labor</Name><Email>dana.labor@dol.gov</Email></Contact>
      <SupplierSetup><URL>https://advantage.example/punchout/setup</URL></SupplierSetup>
      <ShipTo><Address addressID="DOL-HQ"><Name xml:lang="en-US">Department of Labor</Name><PostalAddress><DeliverTo>Dana Labor</DeliverTo><Street>200 Constitution Ave NW</Street><City>Washington</City><State>DC</State><PostalCode>20210</PostalCode><Country isoCountryCode="US">United States</Country></PostalAddress></Address></ShipTo>
      ${items}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

export interface OrderOptions {
  orderId?: string;
  payloadId?: string;
  secret?: string;
  /** `price`: the line's UnitPrice as sent; by default the fixture offer's own price (null: no UnitPrice at all). */
  items?: Array<{ part: string; aux: string; quantity: number; price?: string | null }>;
  /** The header's Total as sent; by default the lines' prices times their quantities (null: no Total at all). */
  total?: string | null;
  shipTo?: boolean;
}

/** The catalog fixture's prices (catalog-fixture.ts) of the offers the punchout suites order. */
const FIXTURE_PRICES: Record<string, string> = { [OFFERS.officePaper]: '50.00', [OFFERS.officeChair]: '199.00', [OFFERS.globalPaper]: '39.99' };

/** An OrderRequest for an approved requisition, as the procurement system sends it after a Return cart. */
export function orderXml(o: OrderOptions = {}): string {
  const priced = (o.items ?? []).map((i) => ({ ...i, price: i.price === undefined ? (FIXTURE_PRICES[i.aux] ?? '1.00') : i.price }));
  const items = priced
    .map((i, n) => `<ItemOut quantity="${i.quantity}" lineNumber="${n + 1}"><ItemID><SupplierPartID>${esc(i.part)}</SupplierPartID><SupplierPartAuxiliaryID>${esc(i.aux)}</SupplierPartAuxiliaryID></ItemID>`
      + `<ItemDetail>${i.price === null ? '' : `<UnitPrice><Money currency="USD">${esc(i.price)}</Money></UnitPrice>`}<Description xml:lang="en-US">item</Description><UnitOfMeasure>EA</UnitOfMeasure>`
      + '<Classification domain="UNSPSC">14110000</Classification></ItemDetail></ItemOut>')
    .join('');
  const totalCents = priced.reduce((sum, i) => sum + Math.round(Number(i.price ?? 0) * 100) * i.quantity, 0);
  const total = o.total === undefined ? (totalCents / 100).toFixed(2) : o.total;
  const shipTo = o.shipTo === false
    ? ''
    : '<ShipTo><Address addressID="DOL-WH"><Name xml:lang="en-US">DOL Warehouse</Name><PostalAddress><DeliverTo>Receiving Dock 4</DeliverTo><Street>1 Depot Road</Street>'
      + '<City>Landover</City><State>MD</State><PostalCode>20785</PostalCode><Country isoCountryCode="US">United States</Country></PostalAddress>'
      + '<Email>receiving@dol.gov</Email><Phone><TelephoneNumber><CountryCode isoCountryCode="US">1</CountryCode><AreaOrCityCode>301</AreaOrCityCode><Number>555-0142</Number></TelephoneNumber></Phone></Address></ShipTo>';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "${CXML_DTD_URL}">
<cXML payloadID="${esc(o.payloadId ?? `po-${o.orderId ?? 'PO-1'}@buyer.example.gov`)}" timestamp="2026-11-27T07:00:00-05:00">
  <Header>
    <From><Credential domain="${ORG.fromDomain}"><Identity>${ORG.fromIdentity}</Identity></Credential></From>
    <To><Credential domain="${ORG.toDomain}"><Identity>${ORG.toIdentity}</Identity></Credential></To>
    <Sender><Credential domain="${ORG.senderDomain}"><Identity>${ORG.senderIdentity}</Identity><SharedSecret>${esc(o.secret ?? SECRET)}</SharedSecret></Credential><UserAgent>Test Buyer 1.0</UserAgent></Sender>
  </Header>
  <Request deploymentMode="test">
    <OrderRequest>
      <OrderRequestHeader orderID="${esc(o.orderId ?? 'PO-1')}" orderDate="2026-11-27T07:00:00-05:00" type="new">
        ${total === null ? '' : `<Total><Money currency="USD">${esc(total)}</Money></Total>`}
        ${shipTo}
        <BillTo><Address addressID="DOL-AP"><Name xml:lang="en-US">DOL Accounts Payable</Name><PostalAddress><Street>200 Constitution Ave NW</Street><City>Washington</City><State>DC</State><PostalCode>20210</PostalCode><Country isoCountryCode="US">United States</Country></PostalAddress></Address></BillTo>
      </OrderRequestHeader>
      ${items}
    </OrderRequest>
  </Request>
</cXML>`;
}

export const ACCOUNTING = { aac: '16DOL1', fundCode: '21', appropriation: '1600165', objectClass: '26.0', projectJob: '' };

export async function punchoutKit(kind: 'pglite' | 'postgres', options: { now?: () => number; identity?: IdentitySettings } = {}) {
  const extra = { ...(options.now ? { now: options.now } : {}), ...(options.identity ? { identity: options.identity } : {}) };
  const t: TestApp = await createTestApp(kind, { ...ANY_MAIL_PORT }, extra);
  await insertCatalogFixture(t.database.db);
  const db = t.app.db;
  const [member] = await db
    .insert(schema.members)
    .values({ issuer: PUNCHOUT_MEMBER_ISSUER, subject: ORG.code, email: 'punchout@dol.gov', firstName: 'DOL', lastName: 'Punchout', memberType: 'federal', storeId: 4 })
    .returning({ id: schema.members.id });
  const [org] = await db
    .insert(schema.punchoutOrganizations)
    .values({ ...ORG, storeId: 4, secretHash: hashSharedSecret(SECRET), allowedOrigins: [BUYER_ORIGIN], memberId: member!.id, accounting: ACCOUNTING })
    .returning();

  const postXml = (url: string, payload: string | Buffer, contentType = 'text/xml; charset=utf-8') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  /** A setup, then its StartPage opened as the buyer's browser does: the headers of that browser's session. */
  const shop = async (options: SetupOptions = {}) => {
    const setup = await postXml('/punchout/setup', setupXml(options));
    const url = new URL(/<URL>([^<]+)<\/URL>/.exec(setup.body)?.[1] ?? 'http://x/none');
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const session = cookieValue(res, COOKIES.session);
    const xsrf = cookieValue(res, COOKIES.antiForgery) ?? '';
    if (res.statusCode !== 303 || !session) throw new Error(`StartPage refused: ${res.statusCode}`);
    return { cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf };
  };

  return { t, db, org: org!, memberId: member!.id, postXml, shop };
}

export type PunchoutKit = Awaited<ReturnType<typeof punchoutKit>>;
