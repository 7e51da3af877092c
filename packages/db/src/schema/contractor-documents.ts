import { bigint, bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contractors } from './catalog.js';
import { orders } from './orders.js';

/**
 * Each cXML document a contractor's system sent to POST /cxml/inbound and the marketplace applied
 * (docs/adr/0033-contractor-documents.md). Unique per contractor and payloadID: the row is claimed first in the
 * transaction that applies the document, so the same payloadID sent again (or twice at once) is answered from
 * the stored answer and applied once. `request_hash` tells a true replay from another document reusing the id.
 */
export const contractorDocuments = pgTable(
  'contractor_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    credentialId: uuid('credential_id').notNull(),
    payloadId: text('payload_id').notNull(),
    /** ConfirmationRequest | ShipNoticeRequest | StatusUpdateRequest | InvoiceDetailRequest */
    documentType: text('document_type').notNull(),
    orderNumber: text('order_number').notNull(),
    /** sha256 of the document as received. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseText: text('response_text').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contractor_documents_payload_unique').on(t.contractorId, t.payloadId), index('contractor_documents_order_idx').on(t.orderNumber)],
);

/** One invoiced line: the order's line number, the quantity and the amount invoiced for it. */
export interface InvoiceLine {
  lineNumber: number;
  quantity: number;
  amountCents: number;
}

/**
 * An invoice a contractor sent for an order (InvoiceDetailRequest): a record beside the order's status, not a
 * status of its own (the order lifecycle in orderhistory/transitions.ts is unchanged). Reconciliation compares
 * the sum of an order's invoices with the order's amount. An invoice number is used once per contractor.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id').notNull(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => contractorDocuments.id),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_invoices_number_unique').on(t.contractorId, t.invoiceNumber), index('order_invoices_order_idx').on(t.orderId)],
);
