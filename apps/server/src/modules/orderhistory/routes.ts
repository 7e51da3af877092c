import type { FastifyRequest } from 'fastify';
import { bind } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { orderHistoryOwner } from '../punchout/history-owner.js';
import { cancelOrder } from './cancel-order.js';
import { myOrders } from './my-orders.js';
import { orderDetails } from './order-details.js';
import { orderSummary } from './order-summary.js';
import { orderReads } from './reads.js';
import { reconcile } from './reconcile.js';
import { reconcileExport } from './reconcile-export.js';
import { reconcileSubmit } from './reconcile-submit.js';
import { requisitionDetail } from './requisition-detail.js';
import { requisitionRecords, requisitionStatusRecords } from './requisition-records.js';
import { viewPdf } from './view-pdf.js';

/**
 * Routes of the orderhistory area (docs/product/order-history.md orderhistory); every path is the signed-in member's own orders. The
 * reads also answer a punchout session with its organization's orders (punchout/history-owner.ts, ADR 0014);
 * cancelling and reconciling stay the signed-in member's.
 */
export const orderhistoryModule: ModuleFactory = (app) => {
  const reads = orderReads(app.db);
  const owner = (request: FastifyRequest) => orderHistoryOwner(app.db, request);
  return {
    'orderhistory/my_orders': bind('orderhistory/my_orders', async ({ ctx: { request }, input: { query } }) => {
      const { memberId, poNumbers } = await owner(request);
      return myOrders(reads, memberId, query, poNumbers);
    }),
    'orderhistory/order_summary': bind('orderhistory/order_summary', async ({ ctx: { request }, input: { query } }) => {
      const { memberId, poNumbers } = await owner(request);
      return orderSummary(app.db, memberId, query, poNumbers);
    }),
    'orderhistory/order_details': bind('orderhistory/order_details', async ({ ctx: { request }, input: { query } }) => {
      const { memberId, poNumbers } = await owner(request);
      return orderDetails(reads, memberId, query, null, poNumbers);
    }),
    'orderhistory/requisition_detail': bind('orderhistory/requisition_detail', async ({ ctx: { request }, input: { query } }) =>
      requisitionDetail(app.db, (await owner(request)).memberId, query)),
    'orderhistory/requisition_records': bind('orderhistory/requisition_records', async ({ ctx: { request, reply }, input: { query } }) =>
      requisitionRecords(app.db, (await owner(request)).memberId, query, reply)),
    'orderhistory/requisition_status_records': bind('orderhistory/requisition_status_records', async ({ ctx: { request, reply }, input: { query } }) =>
      requisitionStatusRecords(app.db, (await owner(request)).memberId, query, reply)),
    'orderhistory/view_pdf': bind('orderhistory/view_pdf', async ({ ctx: { request, reply }, input: { query } }) =>
      viewPdf(reads, (await owner(request)).memberId, query, reply)),
    'orderhistory/cancel_order': bind('orderhistory/cancel_order', async ({ ctx, input: { body } }) => cancelOrder(ctx.request, reads, ctx.signedIn().id, body)),
    'orderhistory/reconcile': bind('orderhistory/reconcile', async ({ ctx, input: { query } }) => reconcile(app.db, ctx.signedIn().id, query)),
    'orderhistory/reconcile_submit': bind('orderhistory/reconcile_submit', async ({ ctx, input: { body } }) => reconcileSubmit(ctx.request, ctx.signedIn().id, body)),
    'orderhistory/reconcile_export': bind('orderhistory/reconcile_export', async ({ ctx, input: { query } }) =>
      reconcileExport(app.db, ctx.signedIn().id, query, ctx.reply)),
  };
};
