/**
 * Screens of the orderhistory section (docs/product/order-history.md), loaded on demand with the section's chunk. The file
 * answers (view_pdf, reconcile_export) open in a new window or download and have no screen.
 */
import { ORDERHISTORY_TITLES } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const orderhistory = section(() => import('../../sections/orderhistory/index'));

export const ORDERHISTORY_SCREENS = {
  'orderhistory/my_orders': {
    MyOrders: { layout: 'classic', title: ORDERHISTORY_TITLES.myOrders, load: orderhistory('MyOrders') },
  },
  'orderhistory/order_summary': {
    OrderSummary: { layout: 'classic', title: ORDERHISTORY_TITLES.orderSummary, load: orderhistory('OrderSummary') },
  },
  'orderhistory/order_details': {
    OrderDetails: { layout: 'classic', title: ORDERHISTORY_TITLES.orderDetails, load: orderhistory('OrderDetails') },
  },
  'orderhistory/cancel_order': {
    OrderDetails: { layout: 'classic', title: ORDERHISTORY_TITLES.orderDetails, load: orderhistory('OrderDetails') },
  },
  'orderhistory/requisition_detail': {
    RequisitionDetail: { layout: 'classic', title: ORDERHISTORY_TITLES.requisitionDetail, load: orderhistory('RequisitionDetail') },
  },
  'orderhistory/reconcile': {
    Reconcile: { layout: 'classic', title: ORDERHISTORY_TITLES.reconcile, load: orderhistory('Reconcile') },
  },
  'orderhistory/reconcile_submit': {
    Reconcile: { layout: 'classic', title: ORDERHISTORY_TITLES.reconcile, load: orderhistory('Reconcile') },
  },
} as const satisfies ScreenRegistry;
