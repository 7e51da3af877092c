/**
 * The order as a PDF (orderhistory/view_pdf): header, order and group numbers, date, contractor and
 * contract, ship-to, payment summary, a table of the lines (with their status when it moved on), total,
 * deliver-by date and notes. Lines that do not fit continue on further pages under a repeated table
 * header; every page carries "Page i of n". Standard Helvetica (no font file to load) keeps it fast.
 */
import { type OrderDetailView, type OrderLineView, trackingUrl } from '@advantage/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 40;
const WIDTH = PAGE[0] - 2 * MARGIN;
const BOTTOM = MARGIN + 30; // room for the footer
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);
const SHADE = rgb(0.92, 0.93, 0.95);
const SIZE = 9;
const LEAD = 11.5;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (l: OrderLineView) => string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const day = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));

const COLUMNS: Column[] = [
  { title: 'Line', width: 28, align: 'left', cell: (l) => String(l.lineNumber) },
  { title: 'Part number', width: 80, align: 'left', cell: (l) => l.partNumber },
  { title: 'NSN', width: 78, align: 'left', cell: (l) => l.nsn ?? '' },
  { title: 'Title', width: 158, align: 'left', cell: (l) => l.title },
  { title: 'Unit', width: 28, align: 'left', cell: (l) => l.unitOfIssue },
  { title: 'Qty', width: 38, align: 'right', cell: (l) => l.quantity.toLocaleString('en-US') },
  { title: 'Unit price', width: 60, align: 'right', cell: (l) => money(l.unitPriceCents) },
  { title: 'Extended', width: 62, align: 'right', cell: (l) => money(l.extendedCents) },
];

function paymentLine(payment: OrderDetailView['payment']): string {
  if (payment.kind === 'card') return `Purchase card ${payment.text}`;
  return payment.kind === 'purchaseOrder' ? payment.text : 'Agency accounting codes';
}

export function lineStatusText(l: OrderLineView): string {
  if (l.status === 'Backordered' && l.estimatedDate) return `Backordered, estimated ${day(l.estimatedDate)}`;
  if (l.status === 'Shipped' && l.carrier) return `Shipped by ${l.carrier}, tracking ${l.trackingNumber ?? ''}`;
  return l.status;
}

let charset: Set<number> | undefined;

/** Helvetica (WinAnsi) cannot draw every character: anything else becomes '?' instead of failing the PDF. */
function drawable(font: PDFFont, text: string): string {
  charset ??= new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.replace(/[\t\r\n]+/g, ' ')) out += charset.has(ch.codePointAt(0) ?? 0) ? ch : '?';
  return out;
}

/** Splits text into lines no wider than `width`; a word longer than a line is cut. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let w = word;
    while (font.widthOfTextAtSize(w, size) > width) {
      let cut = w.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(w.slice(0, cut), size) > width) cut--;
      if (current) lines.push(current);
      lines.push(w.slice(0, cut));
      current = '';
      w = w.slice(cut);
    }
    const joined = current ? `${current} ${w}` : w;
    if (font.widthOfTextAtSize(joined, size) <= width) current = joined;
    else {
      lines.push(current);
      current = w;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {}

  newPage() {
    this.page = this.doc.addPage(PAGE);
    this.pages.push(this.page);
    this.y = PAGE[1] - MARGIN;
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: 'left' | 'right'; width?: number } = {}) {
    const font = options.bold ? this.bold : this.font;
    const size = options.size ?? SIZE;
    const t = drawable(font, text);
    const dx = options.align === 'right' ? (options.width ?? 0) - font.widthOfTextAtSize(t, size) : 0;
    this.page.drawText(t, { x: x + dx, y: this.y, size, font, color: options.color ?? rgb(0, 0, 0) });
  }

  rule(thickness = 0.5) {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness, color: RULE });
  }

  /** Starts a new page when `height` more points do not fit; true when it did. */
  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.newPage();
    return true;
  }
}

function tableHeader(w: Writer) {
  w.page.drawRectangle({ x: MARGIN, y: w.y - 4, width: WIDTH, height: LEAD + 4, color: SHADE });
  let x = MARGIN;
  for (const c of COLUMNS) {
    w.text(c.title, x + 2, { bold: true, align: c.align, width: c.width - 4 });
    x += c.width;
  }
  w.y -= LEAD + 6;
}

function facts(w: Writer, rows: Array<[string, string]>, x: number, valueWidth: number): number {
  let y = w.y;
  for (const [label, value] of rows) {
    const lines = wrap(w.font, drawable(w.font, value), SIZE, valueWidth);
    const saved = w.y;
    w.y = y;
    w.text(label, x, { bold: true });
    for (const line of lines) {
      w.text(line, x + 92);
      w.y -= LEAD;
    }
    y = w.y;
    w.y = saved;
  }
  return y;
}

/** The contractor's invoices under the total, and by how much they differ from it (docs/adr/0033-contractor-documents.md). */
function invoices(w: Writer, order: OrderDetailView) {
  const list = order.invoices ?? [];
  if (list.length === 0) return;
  const invoiced = list.reduce((sum, i) => sum + i.totalCents, 0);
  for (const i of list) {
    w.ensure(LEAD);
    w.text(`Invoice ${i.invoiceNumber} of ${day(i.invoiceDate)}`, MARGIN + WIDTH - 300);
    w.text(money(i.totalCents), MARGIN, { align: 'right', width: WIDTH - 2 });
    w.y -= LEAD;
  }
  if (invoiced !== order.totalCents) {
    w.ensure(LEAD);
    w.text(`Invoiced ${money(invoiced)}: differs from the order total by ${money(invoiced - order.totalCents)}`, MARGIN + WIDTH - 300, { bold: true });
    w.y -= LEAD;
  }
  w.y -= LEAD;
}

export async function orderPdf(order: OrderDetailView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Order ${order.orderNumber}`);
  doc.setAuthor('GSA Advantage');
  doc.setSubject(`Purchase order ${order.orderNumber} to ${order.contractorName}`);
  doc.setCreator('GSA Advantage');
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.newPage();

  w.y -= 10;
  w.text('GSA Advantage', MARGIN, { size: 18, bold: true });
  w.text('Purchase Order', MARGIN, { size: 14, bold: true, align: 'right', width: WIDTH });
  w.y -= 22;
  w.text(`Order ${order.orderNumber}`, MARGIN, { size: 12, bold: true });
  w.text(`Order group ${order.groupNumber}`, MARGIN, { size: 10, align: 'right', width: WIDTH });
  w.y -= 10;
  w.rule(1);
  w.y -= 16;

  const half = WIDTH / 2;
  const left = facts(w, [
    ['Order number', order.orderNumber],
    ['Order group', order.groupNumber],
    ['Order date', day(order.orderDate)],
    ['Status', order.status],
    ['Deliver by', order.deliverBy ? day(order.deliverBy) : 'No date requested'],
  ], MARGIN, half - 100);
  const right = facts(w, [
    ['Contractor', order.contractorName],
    ['Contract number', order.contractNumber],
    ['Payment', paymentLine(order.payment)],
    ...(order.payment.kind === 'accounting' ? order.payment.fields.map((f): [string, string] => [f.label, f.value]) : []),
    ...(order.program ? [['Purchasing program', order.program] as [string, string]] : []),
  ], MARGIN + half, half - 100);
  w.y = Math.min(left, right) - 6;
  w.text('Ship to', MARGIN, { bold: true });
  for (const line of order.shipTo) {
    w.text(line, MARGIN + 92);
    w.y -= LEAD;
  }
  w.y -= 12;

  tableHeader(w);
  const titleColumn = COLUMNS[3]!;
  for (const line of order.lines) {
    const titleLines = wrap(w.font, drawable(w.font, line.title), SIZE, titleColumn.width - 4).slice(0, 4);
    const track = line.status === 'Shipped' ? trackingUrl(line.carrier, line.trackingNumber) : null;
    const statusText = `${lineStatusText(line)}${track ? ` Track at ${track}` : ''}`;
    const status = line.status === 'Submitted' ? [] : wrap(w.font, drawable(w.font, statusText), 7.5, titleColumn.width - 4);
    const height = (titleLines.length + status.length) * LEAD + 4;
    if (w.ensure(height + LEAD)) {
      w.text(`Order ${order.orderNumber} (continued)`, MARGIN, { size: 11, bold: true });
      w.y -= 20;
      tableHeader(w);
    }
    const top = w.y;
    let x = MARGIN;
    for (const c of COLUMNS) {
      if (c === titleColumn) {
        for (const [i, t] of titleLines.entries()) {
          w.y = top - i * LEAD;
          w.text(t, x + 2);
        }
        for (const [i, t] of status.entries()) {
          w.y = top - (titleLines.length + i) * LEAD;
          w.text(t, x + 2, { size: 7.5, color: GREY });
        }
      } else {
        w.y = top;
        w.text(c.cell(line), x + 2, { align: c.align, width: c.width - 4 });
      }
      x += c.width;
    }
    w.y = top - height + 4;
    w.rule(0.25);
    w.y -= LEAD;
  }

  w.ensure(3 * LEAD);
  w.y -= 4;
  w.text('Order total', MARGIN + WIDTH - 200, { bold: true, size: 10 });
  w.text(money(order.totalCents), MARGIN, { bold: true, size: 10, align: 'right', width: WIDTH - 2 });
  w.y -= 2 * LEAD;
  invoices(w, order);

  if (order.notes.trim()) {
    const notes = wrap(w.font, drawable(w.font, order.notes), SIZE, WIDTH);
    w.ensure(2 * LEAD);
    w.text('Notes', MARGIN, { bold: true });
    w.y -= LEAD;
    for (const n of notes) {
      if (w.ensure(LEAD)) {
        w.text(`Order ${order.orderNumber} notes (continued)`, MARGIN, { bold: true });
        w.y -= 1.5 * LEAD;
      }
      w.text(n, MARGIN);
      w.y -= LEAD;
    }
  }

  for (const [i, page] of w.pages.entries()) {
    w.page = page;
    w.y = MARGIN;
    w.text(`Order ${order.orderNumber}, generated by GSA Advantage`, MARGIN, { size: 8, color: GREY });
    w.text(`Page ${i + 1} of ${w.pages.length}`, MARGIN, { size: 8, color: GREY, align: 'right', width: WIDTH });
  }
  return doc.save({ useObjectStreams: false });
}
