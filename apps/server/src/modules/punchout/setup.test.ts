import { CXML_DTD_URL, PUNCHOUT_START_SECONDS, PUNCHOUT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { FORM_POST_URL, type PunchoutKit, punchoutKit, setupXml } from '../../test-support/punchout-kit.js';
import { attr, child, parseCxml, text } from './cxml-parse.js';
import { startTokenHash } from './setup.js';

const NOW = Date.UTC(2026, 10, 27, 11, 0, 0);

/** The cXML Response a procurement system reads: HTTP status, media type, Status code and text. */
function answer(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "')).toBe(true);
  const root = parseCxml(res.body);
  const status = child(root, 'Response', 'Status');
  return { http: res.statusCode, code: attr(status, 'code'), text: attr(status, 'text'), message: text(status), root };
}

describe.each(TEST_DATABASES)('POST /punchout/setup (%s)', (kind) => {
  let k: PunchoutKit;
  beforeAll(async () => {
    k = await punchoutKit(kind, { now: () => NOW });
  });
  afterAll(() => k.t.close());

  it('answers a create with a single StartPage URL and keeps the cookie, return URL, end user and ship-to', async () => {
    const a = answer(await k.postXml('/punchout/setup', setupXml()));
    expect([a.http, a.code, a.text]).toEqual([200, '200', 'OK']);
    const url = text(child(a.root, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'));
    const match = /^http:\/\/localhost:\d+\/rs\/punchout\/start\?token=([A-Za-z0-9_-]{43})$/.exec(url);
    expect(match, url).not.toBeNull();
    const [row] = await k.db.select().from(schema.punchoutSessions).orderBy(desc(schema.punchoutSessions.id)).limit(1);
    expect(row).toMatchObject({
      organizationId: k.org.id,
      operation: 'create',
      buyerCookie: 'cookie-1234 & <more>',
      browserFormPostUrl: FORM_POST_URL,
      endUser: { name: 'Dana Labor', email: 'dana.labor@dol.gov' },
      extrinsics: { UserEmail: 'dana.labor@dol.gov', UserName: 'dlabor' },
      shipTo: { name: 'Department of Labor', deliverTo: 'Dana Labor', street: '200 Constitution Ave NW', city: 'Washington', state: 'DC', postalCode: '20210', country: 'US' },
      items: [],
      startedAt: null,
    });
    // Only the token's hash is kept, and it expires five minutes after the answer.
    expect(row!.startTokenHash).toBe(startTokenHash(match![1]!));
    expect(JSON.stringify(row)).not.toContain(match![1]!);
    expect(row!.startExpiresAt.getTime()).toBe(NOW + PUNCHOUT_START_SECONDS * 1000);
  });

  it('accepts application/xml and keeps the items an edit sends back', async () => {
    const xml = setupXml({ operation: 'edit', items: [{ part: 'CP-1', aux: '9000001', quantity: 3 }, { part: 'CH-1', aux: '9000007', quantity: '1.0' }] });
    const a = answer(await k.postXml('/punchout/setup', xml, 'application/xml'));
    expect(a.code).toBe('200');
    const [row] = await k.db.select().from(schema.punchoutSessions).orderBy(desc(schema.punchoutSessions.id)).limit(1);
    expect(row!.operation).toBe('edit');
    expect(row!.items).toEqual([
      { supplierPartId: 'CP-1', supplierPartAuxiliaryId: '9000001', quantity: 3 },
      { supplierPartId: 'CH-1', supplierPartAuxiliaryId: '9000007', quantity: 1 },
    ]);
  });

  it('refuses an unknown credential, another Sender and a wrong secret alike with 401, and audits which it was without the secret', async () => {
    const unknown = await k.postXml('/punchout/setup', setupXml({ fromIdentity: 'AN09999999999' }));
    const wrong = await k.postXml('/punchout/setup', setupXml({ secret: 'not-the-secret-but-long-enough' }));
    const sender = await k.postXml('/punchout/setup', setupXml({ senderIdentity: 'AN0OTHERSENDER' }));
    // Nobody can tell from the answers which organizations exist: the same status, the same text.
    for (const res of [unknown, wrong, sender]) {
      const a = answer(res);
      expect([a.http, a.code, a.text, a.message]).toEqual([401, '401', 'Unauthorized', PUNCHOUT_TEXT.credentialRefused]);
    }
    const strip = (body: string) => body.replace(/payloadID="[^"]*"|timestamp="[^"]*"/g, '');
    expect(strip(unknown.body)).toBe(strip(wrong.body));
    const audits = await k.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'punchout_setup'));
    const refused = audits.filter((r) => r.outcome === 'refused').map((r) => [r.target, (r.detail as { reason: string }).reason]);
    expect(refused).toEqual(expect.arrayContaining([['NetworkID:AN09999999999', PUNCHOUT_TEXT.unknownCredential], ['DOL-TEST', PUNCHOUT_TEXT.wrongSecret]]));
    expect(JSON.stringify(audits)).not.toContain('not-the-secret');
  });

  it('refuses an operation other than create, edit or inspect with 406', async () => {
    const a = answer(await k.postXml('/punchout/setup', setupXml({ operation: 'delete' })));
    expect([a.http, a.code, a.text, a.message]).toEqual([406, '406', 'Not Acceptable', PUNCHOUT_TEXT.operation('delete')]);
  });

  it('refuses bad XML, another root and another request with 400', async () => {
    const bad = answer(await k.postXml('/punchout/setup', '<cXML><Header></cXML>'));
    expect([bad.http, bad.code, bad.message]).toEqual([400, '400', PUNCHOUT_TEXT.notXml]);
    const html = answer(await k.postXml('/punchout/setup', '<html><body/></html>'));
    expect([html.http, html.message]).toEqual([400, PUNCHOUT_TEXT.notCxml]);
    const order = setupXml().replace(/<PunchOutSetupRequest operation="create">[\s\S]*<\/PunchOutSetupRequest>/, '<OrderRequest/>');
    const wrong = answer(await k.postXml('/punchout/setup', order));
    expect([wrong.http, wrong.message]).toEqual([400, PUNCHOUT_TEXT.wrongRequest('PunchOutSetupRequest')]);
  });

  it('never resolves an external entity: a DOCTYPE with an internal subset is refused before parsing', async () => {
    const xxe = setupXml({ doctype: `<!DOCTYPE cXML SYSTEM "${CXML_DTD_URL}" [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>`, buyerCookie: 'x' }).replace('<BuyerCookie>x', '<BuyerCookie>&xxe;');
    const a = answer(await k.postXml('/punchout/setup', xxe));
    expect([a.http, a.code, a.message]).toEqual([400, '400', PUNCHOUT_TEXT.doctypeRefused]);
    expect(a.message).not.toContain('root:');
    const laughs = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><cXML>&b;</cXML>`;
    expect(answer(await k.postXml('/punchout/setup', laughs)).message).toBe(PUNCHOUT_TEXT.doctypeRefused);
    // An entity never declared is not well-formed either.
    expect(answer(await k.postXml('/punchout/setup', setupXml({ buyerCookie: 'x' }).replace('<BuyerCookie>x', '<BuyerCookie>&xxe;'))).message).toBe(PUNCHOUT_TEXT.notXml);
  });

  it('refuses a 10 MB document with 413 before reading it, and a JSON body with 415, both as cXML', async () => {
    const big = setupXml().replace('<Header>', `<Header><!-- ${'x'.repeat(10 * 1024 * 1024)} -->`);
    const a = answer(await k.postXml('/punchout/setup', big));
    expect([a.http, a.code, a.message]).toEqual([413, '413', PUNCHOUT_TEXT.tooLarge]);
    const json = answer(await k.postXml('/punchout/setup', '{"cXML":{}}', 'application/json'));
    expect([json.http, json.code, json.message]).toEqual([415, '415', PUNCHOUT_TEXT.mediaType]);
  });

  it('refuses a BrowserFormPost URL outside the organization’s origins (403) or not http(s) (400)', async () => {
    const other = answer(await k.postXml('/punchout/setup', setupXml({ formPostUrl: 'https://evil.example.com/collect' })));
    expect([other.http, other.code, other.message]).toEqual([403, '403', PUNCHOUT_TEXT.formPostOrigin]);
    const script = answer(await k.postXml('/punchout/setup', setupXml({ formPostUrl: 'javascript:alert(1)' })));
    expect([script.http, script.message]).toEqual([400, PUNCHOUT_TEXT.formPost]);
  });

  it('refuses a setup without a BuyerCookie and a quantity that is not a whole number', async () => {
    const noCookie = answer(await k.postXml('/punchout/setup', setupXml().replace(/<BuyerCookie>[^<]*<\/BuyerCookie>/, '')));
    expect([noCookie.http, noCookie.message]).toEqual([400, PUNCHOUT_TEXT.buyerCookie]);
    const fraction = answer(await k.postXml('/punchout/setup', setupXml({ operation: 'edit', items: [{ part: 'CP-1', aux: '9000001', quantity: '1.5' }] })));
    expect([fraction.http, fraction.message]).toEqual([400, PUNCHOUT_TEXT.itemQuantity('1')]);
  });
});
