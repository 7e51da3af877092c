import { CONTRACTOR_AUTH_FAILURES, CONTRACTOR_DOCUMENT_TEXT, CONTRACTOR_TEXT, CXML_INBOUND_PATH, CXML_MAX_BYTES, PUNCHOUT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { confirmationXml, cxmlRequest, type DocumentsKit, documentsKit, payloadId, shipNoticeXml } from '../../test-support/contractor-documents-kit.js';
import { issueCredential, revokeCredential } from '../contractor/credentials.js';
import { attr, child, parseCxml, text } from '../punchout/cxml-parse.js';

function answer(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  const s = child(parseCxml(res.body), 'Response', 'Status');
  return { http: res.statusCode, code: attr(s, 'code'), message: text(s) };
}

describe.each(TEST_DATABASES)('refusals and replays at POST /cxml/inbound (%s)', (kind) => {
  let k: DocumentsKit;
  // The app's clock stands still: the failure window's "try again in N seconds" does not depend on how long the
  // requests before it took on a busy machine.
  const clock = Date.now();
  beforeAll(async () => {
    k = await documentsKit(kind, 'refusals.buyer@gsa.gov', { now: () => clock });
  });
  afterAll(() => k.t.close());

  const lastRefusal = async () => {
    const [row] = await k.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'contractor_document_refused')).orderBy(desc(schema.auditLog.id)).limit(1);
    return row!;
  };
  const statusOf = async (orderId: number) => (await k.db.select({ s: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!.s;

  it('answers an unknown credential, a wrong secret and a revoked credential alike (401), each audited without the secret', async () => {
    const order = await k.newOrder();
    const doc = confirmationXml(order.orderNumber, 'accept');
    const wrong = answer(await k.post(cxmlRequest({ credential: { ...k.mine, secret: 'not-the-secret' } }, doc)));
    const unknown = answer(await k.post(cxmlRequest({ credential: { identity: '00000000-0000-4000-8000-000000000000', secret: k.mine.secret } }, doc)));
    const malformed = answer(await k.post(cxmlRequest({ credential: { identity: 'not-a-credential', secret: k.mine.secret } }, doc)));
    for (const a of [wrong, unknown, malformed]) expect(a).toEqual({ http: 401, code: '401', message: CONTRACTOR_DOCUMENT_TEXT.credentialRefused });
    const audit = await lastRefusal();
    expect(audit.detail).toMatchObject({ status: 401 });
    expect(JSON.stringify(audit.detail)).not.toContain(k.mine.secret);

    const { token } = await issueCredential(k.db, { contractor: '700', name: 'to revoke', actor: 'test' });
    const [id, secret] = [token.slice(0, token.indexOf('.')), token.slice(token.indexOf('.') + 1)];
    await revokeCredential(k.db, id, 'test');
    expect(answer(await k.post(cxmlRequest({ credential: { identity: id, secret } }, doc))).message).toBe(CONTRACTOR_DOCUMENT_TEXT.credentialRefused);
    const missing = answer(await k.post(cxmlRequest({ credential: { identity: k.mine.identity, secret: '' } }, doc)));
    expect([missing.http, missing.message]).toEqual([401, CONTRACTOR_DOCUMENT_TEXT.credentialMissing]);
    expect(await statusOf(order.id)).toBe('Submitted');
  });

  it('answers 429 to an address past its failed-credential limit, before checking the secret, and audits the limit once', async () => {
    const order = await k.newOrder();
    const doc = confirmationXml(order.orderNumber, 'accept');
    const { token } = await issueCredential(k.db, { contractor: '700', name: 'flooded', actor: 'test' });
    const [identity, secret] = [token.slice(0, token.indexOf('.')), token.slice(token.indexOf('.') + 1)];
    const refusals = () => k.db.$count(schema.auditLog, eq(schema.auditLog.action, 'contractor_document_refused'));
    const before = await refusals();
    for (let i = 0; i < CONTRACTOR_AUTH_FAILURES.perCredential; i++) {
      expect(answer(await k.post(cxmlRequest({ credential: { identity, secret: `${secret}x` } }, doc))).http).toBe(401);
    }
    expect((await lastRefusal()).detail).toMatchObject({ reason: expect.stringContaining('failure limit reached') });
    const blocked = answer(await k.post(cxmlRequest({ credential: { identity, secret } }, doc)));
    expect(blocked).toEqual({ http: 429, code: '429', message: CONTRACTOR_TEXT.tooManyFailures(CONTRACTOR_AUTH_FAILURES.windowSeconds) });
    expect(await refusals()).toBe(before + CONTRACTOR_AUTH_FAILURES.perCredential);
    expect(await statusOf(order.id)).toBe('Submitted');
    // The contractor's other credential, from the same address, is not held back.
    expect(answer(await k.post(cxmlRequest({ credential: k.mine }, doc))).code).toBe('200');
  });

  it('answers another contractor\'s order exactly as an order that does not exist (404), audited with who asked', async () => {
    const order = await k.newOrder();
    const foreign = answer(await k.post(cxmlRequest({ credential: k.other }, confirmationXml(order.orderNumber, 'accept'))));
    const missing = answer(await k.post(cxmlRequest({ credential: k.other }, confirmationXml('999999999', 'accept'))));
    expect(foreign).toEqual({ http: 404, code: '404', message: CONTRACTOR_DOCUMENT_TEXT.unknownOrder(order.orderNumber) });
    expect(missing).toEqual({ http: 404, code: '404', message: CONTRACTOR_DOCUMENT_TEXT.unknownOrder('999999999') });
    expect((await lastRefusal())).toMatchObject({ target: 'contractor:701', detail: expect.objectContaining({ status: 404, documentType: 'ConfirmationRequest', orderNumber: '999999999' }) });
    expect(await statusOf(order.id)).toBe('Submitted');
  });

  it('answers the same payloadID from the first stored answer and applies it once, also when both arrive at once', async () => {
    const order = await k.newOrder();
    const xml = cxmlRequest({ credential: k.mine, payloadId: payloadId() }, shipNoticeXml(order.orderNumber));
    const first = await k.post(xml);
    const again = await k.post(xml);
    expect(answer(first).code).toBe('200');
    expect(again.body).toBe(first.body);
    const history = await k.db.$count(schema.orderStatusHistory, eq(schema.orderStatusHistory.orderId, order.id));
    expect(history).toBe(2);
    const outbox = await k.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, k.email));
    const mails = outbox.filter((m) => m.subject.includes(order.orderNumber));
    expect(mails).toHaveLength(1);

    const twin = await k.newOrder();
    const twinXml = cxmlRequest({ credential: k.mine, payloadId: payloadId() }, confirmationXml(twin.orderNumber, 'accept'));
    const [a, b] = await Promise.all([k.post(twinXml), k.post(twinXml)]);
    expect([answer(a).code, answer(b).code]).toEqual(['200', '200']);
    expect(a.body).toBe(b.body);
    expect(await k.db.$count(schema.orderStatusHistory, eq(schema.orderStatusHistory.orderId, twin.id))).toBe(2);

    const reused = answer(await k.post(cxmlRequest({ credential: k.mine, payloadId: attr(parseCxml(xml), 'payloadID') }, confirmationXml(order.orderNumber, 'accept'))));
    expect([reused.http, reused.message]).toEqual([409, CONTRACTOR_DOCUMENT_TEXT.replayMismatch]);
    // The same payloadID from another contractor is that contractor's own document.
    const elsewhere = answer(await k.post(cxmlRequest({ credential: k.other, payloadId: attr(parseCxml(xml), 'payloadID') }, confirmationXml(order.orderNumber, 'accept'))));
    expect(elsewhere.http).toBe(404);
  });

  it('refuses malformed XML, a document that is not cXML, no payloadID and an unknown request, each with its reason', async () => {
    const order = await k.newOrder();
    const broken = answer(await k.post('<cXML><Header></cXML>'));
    expect([broken.http, broken.message]).toEqual([400, PUNCHOUT_TEXT.notXml]);
    const notCxml = answer(await k.post('<?xml version="1.0"?><Order/>'));
    expect([notCxml.http, notCxml.message]).toEqual([400, PUNCHOUT_TEXT.notCxml]);
    const noPayload = answer(await k.post(cxmlRequest({ credential: k.mine, payloadId: '' }, confirmationXml(order.orderNumber, 'accept'))));
    expect([noPayload.http, noPayload.message]).toEqual([400, CONTRACTOR_DOCUMENT_TEXT.payloadId]);
    const other = answer(await k.post(cxmlRequest({ credential: k.mine }, '<OrderRequest/>')));
    expect([other.http, other.message]).toEqual([400, CONTRACTOR_DOCUMENT_TEXT.unknownDocument]);
    const noOrder = answer(await k.post(cxmlRequest({ credential: k.mine }, '<ConfirmationRequest><ConfirmationHeader type="accept"/></ConfirmationRequest>')));
    expect([noOrder.http, noOrder.message]).toEqual([400, CONTRACTOR_DOCUMENT_TEXT.orderReference]);
    const json = answer(await k.post('{"a":1}', 'application/json'));
    expect([json.http, json.message]).toEqual([415, PUNCHOUT_TEXT.mediaType]);
    expect(await statusOf(order.id)).toBe('Submitted');
  });

  it('refuses entity attacks (an internal subset, an external entity) before anything is expanded or fetched', async () => {
    const order = await k.newOrder();
    const internal = cxmlRequest(
      { credential: k.mine, doctype: '<!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' },
      confirmationXml(order.orderNumber, 'accept', [], '&b;'),
    );
    const external = cxmlRequest({ credential: k.mine, doctype: '<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]>' }, confirmationXml(order.orderNumber, 'accept', [], '&x;'));
    const parameter = cxmlRequest({ credential: k.mine, doctype: '<!DOCTYPE cXML SYSTEM "http://127.0.0.1:9/evil.dtd" [<!ENTITY % p SYSTEM "http://127.0.0.1:9/p">%p;]>' }, confirmationXml(order.orderNumber, 'accept'));
    for (const xml of [internal, external, parameter]) {
      const a = answer(await k.post(xml));
      expect([a.http, a.message]).toEqual([400, PUNCHOUT_TEXT.doctypeRefused]);
    }
    expect((await lastRefusal()).detail).toMatchObject({ status: 400, reason: PUNCHOUT_TEXT.doctypeRefused });
    expect(await statusOf(order.id)).toBe('Submitted');
  });

  it('refuses a 10 MB body from its length, before parsing (413), and audits it', async () => {
    const body = `<?xml version="1.0"?><cXML payloadID="big"><!--${'x'.repeat(10 * 1024 * 1024)}--></cXML>`;
    expect(body.length).toBeGreaterThan(CXML_MAX_BYTES);
    const res = await k.t.app.inject({ method: 'POST', url: CXML_INBOUND_PATH, headers: { 'content-type': 'text/xml' }, payload: body });
    const a = answer(res);
    expect([a.http, a.message]).toEqual([413, PUNCHOUT_TEXT.tooLarge]);
    expect((await lastRefusal()).detail).toMatchObject({ status: 413 });
  });
});
