import type { MyOrdersQuery, ReconcileQuery, ReconcileSubmitBody } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { requireMember } from '../../lib/member.js';
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

/** The router has already validated the query and body with the contract's schemas. */
const query = <T>(request: FastifyRequest) => request.query as T;
const body = <T>(request: FastifyRequest) => request.body as T;

/**
 * Routes of the orderhistory area (docs/product/order-history.md orderhistory); every path is the signed-in member's own orders. The
 * reads also answer a punchout session with its organization's orders (punchout/history-owner.ts, ADR 0014);
 * cancelling and reconciling stay the signed-in member's.
 */
export const orderhistoryModule: ModuleFactory = (app) => {
  const reads = orderReads(app.db);
  const owner = (request: FastifyRequest) => orderHistoryOwner(app.db, request);
  return {
    'orderhistory/my_orders': async (request) => {
      const { memberId, poNumbers } = await owner(request);
      return myOrders(reads, memberId, query<MyOrdersQuery>(request), poNumbers);
    },
    'orderhistory/order_summary': async (request) => {
      const { memberId, poNumbers } = await owner(request);
      return orderSummary(app.db, memberId, query<{ group: string }>(request), poNumbers);
    },
    'orderhistory/order_details': async (request) => {
      const { memberId, poNumbers } = await owner(request);
      return orderDetails(reads, memberId, query<{ orderNumber: string }>(request), null, poNumbers);
    },
    'orderhistory/requisition_detail': async (request) => requisitionDetail(app.db, (await owner(request)).memberId, query<{ orderNumber: string }>(request)),
    'orderhistory/requisition_records': async (request, reply) => requisitionRecords(app.db, (await owner(request)).memberId, query<{ orderNumber: string } | { group: string }>(request), reply),
    'orderhistory/requisition_status_records': async (request, reply) => requisitionStatusRecords(app.db, (await owner(request)).memberId, query<{ orderNumber: string }>(request), reply),
    'orderhistory/view_pdf': async (request, reply) => viewPdf(reads, (await owner(request)).memberId, query<{ orderNumber: string }>(request), reply),
    'orderhistory/cancel_order': async (request) => cancelOrder(request, reads, requireMember(request).id, body<{ orderId: number }>(request)),
    'orderhistory/reconcile': async (request) => reconcile(app.db, requireMember(request).id, query<ReconcileQuery>(request)),
    'orderhistory/reconcile_submit': async (request) => reconcileSubmit(request, requireMember(request).id, body<ReconcileSubmitBody>(request)),
    'orderhistory/reconcile_export': async (request, reply) => reconcileExport(app.db, requireMember(request).id, query<ReconcileQuery>(request), reply),
  };
};
