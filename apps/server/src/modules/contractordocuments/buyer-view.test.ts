import { inflateSync } from 'node:zlib';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_LAYER_DATABASES } from '../../test-support/app.js';
import { confirmationXml, cxmlRequest, type DocumentsKit, documentsKit, invoiceXml, shipNoticeXml } from '../../test-support/contractor-documents-kit.js';

/** The text the PDF draws: pdf-lib writes Helvetica text as hex strings in flate-compressed content streams. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = (stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

// What the buyer's screens read: the HTTP layer, the same on either database.
describe.each(HTTP_LAYER_DATABASES)('what the buyer sees of the contractor\'s documents (%s)', (kind) => {
  let k: DocumentsKit;
  beforeAll(async () => {
    k = await documentsKit(kind, 'viewer.buyer@gsa.gov', { signIn: true });
  });
  afterAll(() => k.t.close());

  const get = (path: string, query: string) => k.t.app.inject({ method: 'GET', url: `/rs/orderhistory/${path}?${query}`, headers: k.buyer!.headers });
  const send = (request: string) => k.post(cxmlRequest({ credential: k.mine }, request));

  it('shows the shipment with its tracking link, the invoice beside the status, and the difference in reconciliation and the PDF', async () => {
    const order = await k.newOrder();
    await send(confirmationXml(order.orderNumber, 'accept'));
    await send(shipNoticeXml(order.orderNumber, { carrier: 'UPS', tracking: '1Z999AA10123456784', lines: [1] }));
    await send(invoiceXml(order.orderNumber, { invoiceId: 'INV-9001', lines: [{ line: 1, quantity: 1, amount: '9.00' }, { line: 2, quantity: 5, amount: '16.50' }], total: '25.50' }));

    const details = (await get('order_details', `orderNumber=${order.orderNumber}`)).json().attributes.order;
    expect(details.status).toBe('Accepted');
    expect(details.lines.map((l: { status: string; carrier: string | null }) => [l.status, l.carrier])).toEqual([['Shipped', 'UPS'], ['Accepted', null]]);
    expect(details.invoices).toEqual([
      { invoiceNumber: 'INV-9001', invoiceDate: '2026-11-29', totalCents: 2550, receivedAt: expect.any(String), lines: [{ lineNumber: 1, quantity: 1, amountCents: 900 }, { lineNumber: 2, quantity: 5, amountCents: 1650 }] },
    ]);
    expect(details.history.map((h: { status: string }) => h.status)).toEqual(['Submitted', 'Accepted', 'Shipped', 'Invoiced']);

    const today = new Date().toISOString().slice(0, 10);
    const reconcile = (await get('reconcile', `from=${today}&to=${today}`)).json().attributes.orders;
    expect(reconcile.find((o: { orderNumber: string }) => o.orderNumber === order.orderNumber)).toMatchObject({ totalCents: 2400, invoicedCents: 2550 });

    const pdf = await get('view_pdf', `orderNumber=${order.orderNumber}`);
    const text = (await pdfText(pdf.rawPayload)).replace(/\n/g, ' ');
    expect(text).toContain('Invoice INV-9001 of Nov 29, 2026');
    expect(text).toContain('Invoiced $25.50: differs from the order total by $1.50');
    // The link wraps inside the narrow status column; read without the line breaks it is whole.
    expect(text.replace(/\s/g, '')).toContain('Trackathttps://www.ups.com/track?tracknum=1Z999AA10123456784');

    const shippedMail = (await k.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, k.email))).find((m) => m.subject === `Order ${order.orderNumber} line 1 is now Shipped`);
    expect(shippedMail?.textBody).toContain('Track the shipment: https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });
});
