/** Screen titles of the orderhistory section, kept apart from the input schemas so that the screen registry does not pull zod into the first load. */
/** docs/product/order-history.md names the screens ("reconcile (credit card statement reconciliation)"); the titles are ours. */
export const ORDERHISTORY_TITLES = {
  myOrders: 'Order History',
  orderSummary: 'Order Summary',
  orderDetails: 'Order Details',
  requisitionDetail: 'Requisition Detail',
  reconcile: 'Credit Card Statement Reconciliation',
} as const;
