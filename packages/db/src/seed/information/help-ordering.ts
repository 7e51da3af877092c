/** Help centre categories about the cart, parked carts, checkout and paying. */
import type { CategorySeed } from './types.js';

export const CART: CategorySeed = {
  id: 'cart',
  category: 'CART',
  label: 'Cart and Parked Carts',
  icon: 'shopping_basket',
  tooltip: 'Fill the cart, save it for later or send it to someone else.',
  description: 'Adding items, changing quantities, parking a cart, forwarding it and retrieving it.',
  popularItem: false,
  sections: [
    {
      id: 'add-to-cart',
      heading: 'Add items and change quantities',
      content:
        '<p>On a product page, enter a quantity (1 to 8 digits) beside the offer you chose and press Add to Cart. In the cart, change a quantity and press Update Cart, or remove a line. Items from several contractors can share one cart; checkout splits them into one order per contractor.</p>',
      keywords: ['cart', 'add to cart', 'quantity', 'update cart', 'remove'],
      pageKey: 'HELP_CART',
    },
    {
      id: 'park-cart',
      heading: 'Park a cart for later',
      content:
        '<p>Park Cart saves the whole cart under a name you choose, for example <em>Q3 office supplies</em>, and empties the active cart. Parked carts stay in your account until you delete them. Prices are not held: when you bring a parked cart back, today’s prices apply.</p>',
      keywords: ['park', 'parked cart', 'save cart', 'later', 'wish list'],
      pageKey: 'HELP_PARKED_CARTS',
    },
    {
      id: 'forward-cart',
      heading: 'Forward a parked cart',
      content:
        '<p>Forward a parked cart to a colleague, a cardholder or an approving official. They receive an email with the cart number and can add its items to their own cart. Use this when the person who researches a purchase is not the person who pays.</p>',
      keywords: ['forward', 'share cart', 'send cart', 'approving official', 'cardholder'],
      pageKey: 'HELP_PARKED_CARTS',
    },
    {
      id: 'retrieve-cart',
      heading: 'Retrieve a parked cart',
      content:
        '<p>Open My Parked Carts from the account menu, pick a cart and choose Add to Shopping Cart. A cart forwarded to you can be retrieved with its cart number and, when the sender set one, its password.</p>',
      keywords: ['retrieve', 'cart number', 'cart password', 'my parked carts'],
      pageKey: 'HELP_PARKED_CARTS',
    },
  ],
};

export const PAYING: CategorySeed = {
  id: 'paying',
  category: 'CHECKOUT',
  label: 'Checkout and Payment',
  icon: 'credit_card',
  tooltip: 'Pay by GSA SmartPay purchase card or by activity address code.',
  description: 'Purchase card orders, AAC and DoDAAC orders, shipping addresses and the checkout review.',
  popularItem: true,
  sections: [
    {
      id: 'purchase-card',
      heading: 'Pay by purchase card (GSA SmartPay)',
      content:
        '<p>Choose Purchase Card at checkout and pick a card saved in your profile or enter a new one. The contractor charges the card when the order ships, not when you place it. A card that expires within 20 days cannot be used, because the charge might arrive after it expires.</p>',
      keywords: ['purchase card', 'smartpay', 'credit card', 'gpc', 'visa', 'mastercard', 'charge', 'expire'],
      pageKey: 'HELP_PURCHASE_CARD',
    },
    {
      id: 'micro-purchase',
      heading: 'Purchase card limits and the micro-purchase threshold',
      content:
        '<p>Your card has a single-purchase limit and a monthly limit set by your agency program coordinator, never above your delegation of authority. For most purchases the micro-purchase threshold is $10,000. Do not split an order to stay under a limit.</p>',
      keywords: ['limit', 'micro-purchase', 'threshold', '10,000', 'split', 'single purchase limit'],
      pageKey: 'HELP_PURCHASE_CARD',
    },
    {
      id: 'aac-dodaac',
      heading: 'Order with an AAC or DoDAAC',
      content:
        '<p>An activity address code (AAC) for civilian agencies, or a DoD activity address code (DoDAAC), is a six-character code for your ordering, shipping and billing office. Pay by AAC to have GSA bill your agency directly. You need the code and the AAC password your supervisor or AAC approver gives you.</p>',
      keywords: ['aac', 'dodaac', 'activity address code', 'billing', 'ipac', 'aac password', 'requisition'],
      pageKey: 'HELP_AAC',
    },
    {
      id: 'fedstrip-milstrip',
      heading: 'FEDSTRIP and MILSTRIP requisitions',
      content:
        '<p>FEDSTRIP (civilian) and MILSTRIP (military) are the standard requisition formats for ordering stock items from GSA. Use FEDSTRIP ordering to requisition national stock numbers that GSA manages but that the catalog does not list, with your AAC, fund code, signal code and priority.</p>',
      keywords: ['fedstrip', 'milstrip', 'requisition', 'document number', 'signal code', 'fund code', 'priority', 'nsn'],
      pageKey: 'HELP_FEDSTRIP',
    },
    {
      id: 'shipping-address',
      heading: 'Shipping addresses and the address book',
      content:
        '<p>Each order needs an address name, contact name, phone and email. Your registration address is chosen by default; keep others in the address book. Orders paid by AAC can ship to the AAC’s address or to an exception address.</p>',
      keywords: ['shipping', 'address', 'address book', 'ship to', 'exception address', 'overseas', 'apo', 'fpo'],
      pageKey: 'HELP_CHECKOUT',
    },
    {
      id: 'checkout-review',
      heading: 'Review and place the order',
      content:
        '<p>The review page shows one purchase order per contractor, each with its own delivery date and ship-to address. Add PO notes for options such as colours or sizes. Contractors may add delivery charges that the catalog does not show; these appear on your card statement or invoice.</p>',
      keywords: ['checkout', 'review', 'place order', 'po notes', 'delivery date', 'confirmation'],
      pageKey: 'HELP_CHECKOUT',
    },
  ],
};
