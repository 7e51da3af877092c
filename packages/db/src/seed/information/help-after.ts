/** Help centre categories about orders after checkout and about the buyer's account. */
import type { CategorySeed } from './types.js';

export const ORDERS: CategorySeed = {
  id: 'orders',
  category: 'ORDERS',
  label: 'Orders, Status and Returns',
  icon: 'history',
  tooltip: 'Track an order, read its status, return or report a problem.',
  description: 'Order history, status values, email notices, reconciling card statements, returns and problems.',
  popularItem: true,
  sections: [
    {
      id: 'order-history',
      heading: 'Find an order in Order History',
      content:
        '<p>Order History lists every order you placed, newest first, with its order number, date, contractor, total and status. Open an order to see its lines, ship-to address, tracking numbers and a printable copy.</p>',
      keywords: ['order history', 'my orders', 'order number', 'print', 'copy', 'past orders'],
      pageKey: 'HELP_ORDER_STATUS',
    },
    {
      id: 'order-status',
      heading: 'What the order status means',
      content:
        '<p>Contractors update the status of each order. An order is <strong>Approved</strong> when the contractor accepts it, and each line becomes <strong>Shipped</strong> (with carrier and tracking number), <strong>Backordered</strong> (with an estimated date) or <strong>Canceled</strong>. You receive an email whenever a status changes.</p>',
      keywords: ['status', 'shipped', 'backordered', 'canceled', 'approved', 'tracking', 'email notice', 'message center'],
      pageKey: 'HELP_ORDER_STATUS',
    },
    {
      id: 'reconcile',
      heading: 'Reconcile your purchase card statement',
      content:
        '<p>Match each charge on your monthly card statement to an order in Order History: order number, date, contractor and amount. Mark orders as reconciled as you go, and keep the itemized order copies your approving official asks for.</p>',
      keywords: ['reconcile', 'statement', 'card statement', 'approving official', 'receipts', 'purchase log'],
      pageKey: 'HELP_ORDER_STATUS',
    },
    {
      id: 'returns',
      heading: 'Returns, damaged or wrong items',
      content:
        '<p>For items from a schedule contractor, contact the contractor first: their phone and email are on the order detail. Say what is wrong and keep the packaging. For GSA Global Supply items, report the problem to GSA customer service with the requisition number; do not return anything before you are told how.</p>',
      keywords: ['return', 'refund', 'damaged', 'wrong item', 'missing', 'discrepancy', 'credit', 'exchange'],
      pageKey: 'HELP_RETURNS',
    },
    {
      id: 'cancel-order',
      heading: 'Change or cancel an order',
      content:
        '<p>Ask the contractor as soon as possible: once an order has shipped it can usually only be returned. A canceled line shows as Canceled in Order History, and a card is never charged for a line that did not ship.</p>',
      keywords: ['cancel', 'change order', 'modify', 'stop order'],
      pageKey: 'HELP_RETURNS',
    },
  ],
};

export const ACCOUNT: CategorySeed = {
  id: 'account',
  category: 'ACCOUNT',
  label: 'Your Account',
  icon: 'account_circle',
  tooltip: 'Register, sign in, use a PIV/CAC card and keep your profile current.',
  description: 'Registration for federal, military, state and local buyers, sign-in, PIV/CAC cards and your profile.',
  popularItem: true,
  sections: [
    {
      id: 'register',
      heading: 'Register for an account',
      content:
        '<p>Anyone can search, but you need an account to buy. Federal and military buyers register with a government email address ending in .gov, .mil or .us. State and local buyers register with their work email address, confirmed by a six-digit code we email to it.</p>',
      keywords: ['register', 'registration', 'new account', 'sign up', 'government email', 'state', 'local'],
      pageKey: 'HELP_REGISTRATION',
    },
    {
      id: 'sign-in',
      heading: 'Sign in with multi-factor authentication',
      content:
        '<p>Sign in with your email address, your password and a one-time code from your authenticator app. Your session ends after 30 minutes without activity; you are warned five minutes before, and can choose to keep working.</p>',
      keywords: ['sign in', 'login', 'log in', 'password', 'mfa', 'authenticator', 'code', 'session', 'timeout'],
      pageKey: 'HELP_REGISTRATION',
    },
    {
      id: 'piv-cac',
      heading: 'Register your PIV or CAC card',
      content:
        '<p>After you sign in once with your password and code, register your PIV or CAC card on your account. Insert the card, choose My Account &gt; Member Information and Register PIV/CAC card, and pick the authentication certificate when the browser asks. One card belongs to one account.</p>',
      keywords: ['piv', 'cac', 'smart card', 'certificate', 'common access card', 'card reader'],
      pageKey: 'PIV_CAC_HELP',
    },
    {
      id: 'profile',
      heading: 'Keep your profile, addresses and cards current',
      content:
        '<p>Your profile holds your name, agency, phone, default shipping address, address book and saved purchase cards. We keep only a card’s brand, last four digits and expiry date, never the full number. Update them before you check out so order confirmations reach you.</p>',
      keywords: ['profile', 'update profile', 'address book', 'saved cards', 'manage payments', 'agency'],
      pageKey: 'HELP_REGISTRATION',
    },
    {
      id: 'forgot-user-id',
      heading: 'Forgot your user ID or password',
      content:
        '<p>Your user ID is the email address you registered with. Use Forgot user ID on the sign-in page to have it sent to you, and Forgot password on the sign-in provider’s page to set a new password.</p>',
      keywords: ['forgot', 'user id', 'reset password', 'locked out', 'recover'],
      pageKey: 'HELP_REGISTRATION',
    },
  ],
};
