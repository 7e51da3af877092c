import { PUNCHOUT_SETUP_FAILURES, PUNCHOUT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { OFFERS } from '../../test-support/cart-kit.js';
import { orderXml, type PunchoutKit, punchoutKit, SECRET, setupXml } from '../../test-support/punchout-kit.js';
import { attr, child, parseCxml, text } from './cxml-parse.js';

const START = Date.UTC(2026, 10, 27, 12, 0, 0);
const WRONG = 'wrong-secret-but-long-enough-0042';

function status(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  const s = child(parseCxml(res.body), 'Response', 'Status');
  return { http: res.statusCode, code: attr(s, 'code'), message: text(s) };
}

describe.each(TEST_DATABASES)('punchout refusals: audit rows and the failed-setup limit (%s)', (kind) => {
  let k: PunchoutKit;
  let clock = START;
  let lastAuditId = 0;
  beforeAll(async () => {
    k = await punchoutKit(kind, { now: () => clock });
  });
  afterAll(() => k.t.close());

  const post = (url: string, payload: string, address: string, contentType = 'text/xml') =>
    k.t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload, remoteAddress: address });

  /** The audit rows written since the last call. */
  async function newAudits() {
    const rows = await k.db.select().from(schema.auditLog).where(gt(schema.auditLog.id, lastAuditId)).orderBy(schema.auditLog.id);
    lastAuditId = rows.at(-1)?.id ?? lastAuditId;
    return rows;
  }

  it('audits refused OrderRequests and failed setups with who and why, never the secret or the document', async () => {
    await newAudits();
    const address = '192.0.2.10';
    const item = [{ part: 'FX-1', aux: '987654321', quantity: 1 }];
    expect(status(await post('/punchout/order', orderXml({ orderId: 'PO-R1', items: item }), address)).http).toBe(400);
    expect(status(await post('/punchout/order', orderXml({ orderId: 'PO-R2', secret: WRONG, items: item }), address)).http).toBe(401);
    expect(status(await post('/punchout/setup', setupXml({ operation: 'delete' }), address)).http).toBe(406);
    expect(status(await post('/punchout/setup', setupXml({ fromIdentity: 'AN0STRANGER' }), address)).http).toBe(401);
    expect(status(await post('/punchout/setup', '<cXML><Header></cXML>', address)).http).toBe(400);
    expect(status(await post('/punchout/setup', '{"cXML":1}', address, 'application/json')).http).toBe(415);

    const rows = await newAudits();
    expect(rows.map((r) => [r.action, r.outcome, r.target, (r.detail as { status: number }).status, (r.detail as { reason: string }).reason])).toEqual([
      ['punchout_order', 'refused', 'DOL-TEST', 400, PUNCHOUT_TEXT.itemUnknown('1')],
      ['punchout_order', 'refused', 'DOL-TEST', 401, PUNCHOUT_TEXT.wrongSecret],
      ['punchout_setup', 'refused', 'DOL-TEST', 406, PUNCHOUT_TEXT.operation('delete')],
      ['punchout_setup', 'refused', 'NetworkID:AN0STRANGER', 401, PUNCHOUT_TEXT.unknownCredential],
      ['punchout_setup', 'refused', null, 400, PUNCHOUT_TEXT.notXml],
      ['punchout_setup', 'refused', null, 415, PUNCHOUT_TEXT.mediaType],
    ]);
    expect(rows[0]!.detail).toMatchObject({ payloadId: 'po-PO-R1@buyer.example.gov', source: address });
    const written = JSON.stringify(rows);
    for (const secretOrPayload of [SECRET, WRONG, 'Receiving Dock 4', 'cookie-1234', 'dana.labor@dol.gov']) expect(written).not.toContain(secretOrPayload);
  });

  it('answers 429 with Retry-After once an address fails a credential’s setups 20 times, audits that once, and lets it in after the window', async () => {
    await newAudits();
    const address = '192.0.2.20';
    for (let i = 0; i < PUNCHOUT_SETUP_FAILURES.perCredential; i++) {
      expect(status(await post('/punchout/setup', setupXml({ secret: WRONG }), address)).http).toBe(401);
    }
    // Even the right secret now waits: the limit is on what this address sends for this credential.
    const limited = await post('/punchout/setup', setupXml(), address);
    expect(status(limited)).toEqual({ http: 429, code: '429', message: PUNCHOUT_TEXT.tooManyFailures(PUNCHOUT_SETUP_FAILURES.windowSeconds) });
    expect(limited.headers['retry-after']).toBe(String(PUNCHOUT_SETUP_FAILURES.windowSeconds));
    const audits = await newAudits();
    expect(audits.filter((r) => r.action === 'punchout_setup_limit')).toHaveLength(1);
    expect(audits.filter((r) => r.action === 'punchout_setup')).toHaveLength(PUNCHOUT_SETUP_FAILURES.perCredential);

    // Another address, another credential from this address, and OrderRequests are not held back.
    expect(status(await post('/punchout/setup', setupXml(), '192.0.2.21')).http).toBe(200);
    expect(status(await post('/punchout/setup', setupXml({ fromIdentity: 'AN0OTHER' }), address)).http).toBe(401);
    const [offer] = await k.db.select({ part: schema.products.partNumber }).from(schema.offers)
      .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId)).where(eq(schema.offers.id, OFFERS.officePaper));
    const order = orderXml({ orderId: 'PO-R3', items: [{ part: offer!.part, aux: String(OFFERS.officePaper), quantity: 2 }] });
    expect(status(await post('/punchout/order', order, address)).http).toBe(200);

    clock = START + 60_000;
    expect(Number((await post('/punchout/setup', setupXml(), address)).headers['retry-after'])).toBe(PUNCHOUT_SETUP_FAILURES.windowSeconds - 60);
    clock = START + PUNCHOUT_SETUP_FAILURES.windowSeconds * 1000;
    expect(status(await post('/punchout/setup', setupXml(), address)).http).toBe(200);
  });

  it('holds back an address after 200 failed setups of any kind, before reading its body', async () => {
    const address = '192.0.2.30';
    for (let i = 0; i < PUNCHOUT_SETUP_FAILURES.perAddress; i++) {
      expect((await post('/punchout/setup', `<cXML><Header>${i}</cXML>`, address)).statusCode).toBe(400);
    }
    const held = await post('/punchout/setup', setupXml(), address);
    expect(status(held).http).toBe(429);
    const limits = await k.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'punchout_setup_limit'));
    expect(limits.filter((r) => (r.detail as { source?: string }).source === address)).toHaveLength(1);
  });
});
