/** The 'orderhistory' section chunk (docs/product/order-history.md "Sections loaded on demand"): order history, order details, reconciliation. */
import './orderhistory.css';

export { MyOrders } from './MyOrders';
export { OrderDetails } from './OrderDetails';
export { OrderSummary } from './OrderSummary';
export { Reconcile } from './Reconcile';
export { RequisitionDetail } from './RequisitionDetail';
