/** The 'orderhistory' section chunk (spec §2 "Sections loaded on demand"): order history, order details, reconciliation. */
import './orderhistory.css';

export { MyOrders } from './MyOrders';
export { OrderDetails } from './OrderDetails';
export { OrderSummary } from './OrderSummary';
export { Reconcile } from './Reconcile';
export { RequisitionDetail } from './RequisitionDetail';
