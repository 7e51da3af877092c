/**
 * orderhistory/view_pdf (method GET_PDF, docs/architecture.md: "a GET read as a file"; docs/product/order-history.md: "A PDF response opens in a
 * new window"): the member's order as a PDF, inline, named order-<number>.pdf. Another member's order
 * number is not found (404, an ERROR envelope the web shows as usual).
 */
import type { FastifyReply } from 'fastify';
import { NotFoundError } from '../../lib/errors.js';
import { ORDER_NOT_FOUND } from './order-details.js';
import { orderPdf } from './order-pdf.js';
import type { OrderReads } from './reads.js';

export async function viewPdf(reads: OrderReads, memberId: string, input: { orderNumber: string }, reply: FastifyReply) {
  const order = await reads.detail(memberId, input.orderNumber);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const pdf = await orderPdf(order);
  reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `inline; filename="order-${order.orderNumber}.pdf"`);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
