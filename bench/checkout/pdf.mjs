// Order PDF generation (orderhistory/view_pdf): the time to build the PDF of one order with pdf-lib, for a
// typical order (3 lines), a full page (25 lines) and a long order that runs over several pages (200 lines).
// In-process, one at a time, after a warm-up; the built server's code (`npm run build` first).
import { print } from '../lib.mjs';

const { orderPdf } = await import('../../apps/server/dist/modules/orderhistory/order-pdf.js');

const RUNS = Number(process.env.PDF_RUNS ?? 300);

function order(lineCount) {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    lineId: i + 1,
    lineNumber: i + 1,
    productId: 1000 + i,
    partNumber: `PN-${10_000 + i}`,
    nsn: i % 2 ? `7530-01-${String(100 + i).padStart(3, '0')}-5678` : null,
    title: i % 3 ? 'Toner cartridge, black, high yield' : 'Copy paper, multipurpose, 8.5 x 11 inches, 20 lb, 92 bright, white, 5,000 sheets per case',
    unitOfIssue: i % 2 ? 'BX' : 'EA',
    quantity: 1 + (i % 12),
    unitPriceCents: 2_499 + i,
    extendedCents: (1 + (i % 12)) * (2_499 + i),
    status: i % 10 === 3 ? 'Backordered' : i % 10 === 5 ? 'Shipped' : 'Submitted',
    estimatedDate: '2026-12-15',
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
  }));
  return {
    orderId: 1,
    orderNumber: '100042',
    groupNumber: '10007',
    orderDate: '2026-11-16',
    status: 'Submitted',
    contractorName: 'Office Depot Federal Solutions',
    contractNumber: 'GS-02F-0001A',
    deliverBy: '2026-12-01',
    notes: 'Deliver to the loading dock, door B, between 8:00 and 16:00. Call the contact on arrival.',
    totalCents: lines.reduce((s, l) => s + l.extendedCents, 0),
    shipTo: ['Pat Buyer', 'General Services Administration', '1800 F Street NW', 'Room 2100', 'Washington, DC 20405', 'Phone 202-555-0142'],
    payment: { kind: 'card', brand: 'visa', last4: '4242', expiry: '12/2030', text: 'Visa •••• 4242' },
    lines,
    history: [],
    canCancel: true,
    reconciledAt: null,
    statementReference: null,
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

for (const [lineCount, target] of [[3, '< 50 ms'], [25, '< 50 ms'], [200, '']]) {
  const o = order(lineCount);
  const runs = lineCount > 50 ? Math.max(20, Math.floor(RUNS / 5)) : RUNS;
  for (let i = 0; i < 20; i++) await orderPdf(o);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const pdf = await orderPdf(o);
    times.push(performance.now() - started);
    bytes = pdf.byteLength;
  }
  times.sort((a, b) => a - b);
  print(
    `order PDF, ${lineCount} lines (${Math.round(bytes / 1024)} KB): p50 / p95 (${runs} runs)`,
    `${quantile(times, 0.5).toFixed(1)} / ${quantile(times, 0.95).toFixed(1)}`,
    'ms',
    target,
  );
}
