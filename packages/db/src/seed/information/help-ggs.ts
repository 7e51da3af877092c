/** The GSA Global Supply help set (ggs/information/help: 'Global Supply Help'). */
import type { CategorySeed } from './types.js';

const ORDERING: CategorySeed = {
  id: 'ggs-ordering',
  category: 'GGS_ORDERING',
  label: 'Ordering from Global Supply',
  icon: 'public',
  tooltip: 'Stocked and special-order supplies shipped worldwide.',
  description: 'What Global Supply sells, how stock and special-order items differ, and delivery times.',
  popularItem: true,
  sections: [
    {
      id: 'ggs-what-it-is',
      heading: 'What GSA Global Supply is',
      content:
        '<p>GSA Global Supply stocks tens of thousands of items that agencies use every day, from office supplies and tools to cleaning products and safety gear, and ships them to civilian and military activities in the United States and overseas. Items are identified by National Stock Number (NSN).</p>',
      keywords: ['global supply', 'ggs', 'stock', 'nsn', 'what is', 'overview'],
      pageKey: 'GGS_ABOUT',
    },
    {
      id: 'ggs-stock-special-order',
      heading: 'Stock items and special-order items',
      content:
        '<p>Stock items ship from GSA distribution centers and usually arrive in 2–7 days. Special-order items are bought for you from a supplier when you order them, so delivery takes longer and varies by item. Both show Global Supply as the source on the product page.</p>',
      keywords: ['stock', 'special order', 'delivery', '2-7 day', 'distribution center', 'buy on demand'],
      pageKey: 'GGS_ABOUT',
    },
    {
      id: 'ggs-how-to-order',
      heading: 'Ways to order',
      content:
        '<p>Order in this store with your activity address code or a purchase card, submit a FEDSTRIP or MILSTRIP requisition for an NSN, or use Quick Order to enter many NSNs at once.</p>',
      keywords: ['order', 'quick order', 'requisition', 'purchase card', 'aac'],
      pageKey: 'GGS_ORDERING',
    },
  ],
};

const REQUISITIONS: CategorySeed = {
  id: 'ggs-requisitions',
  category: 'GGS_REQUISITIONS',
  label: 'FEDSTRIP and MILSTRIP',
  icon: 'list',
  tooltip: 'Requisition NSNs with your AAC or DoDAAC.',
  description: 'Document numbers, signal and fund codes, priority and required delivery dates.',
  popularItem: true,
  sections: [
    {
      id: 'ggs-document-number',
      heading: 'The requisition document number',
      content:
        '<p>Every requisition has a 14-character document number: your six-character AAC or DoDAAC, the four-digit ordinal date (last digit of the year and the day of the year, so 5 February 2026 is <code>6036</code>), and a four-character serial number that you never reuse on the same day.</p>',
      keywords: ['document number', 'julian date', 'ordinal date', 'serial', 'aac', 'dodaac'],
      pageKey: 'GGS_REQUISITIONS',
    },
    {
      id: 'ggs-signal-fund-codes',
      heading: 'Signal, fund and supplementary address',
      content:
        '<p>The signal code says where to ship and whom to bill: the requisitioner, or the activity in the supplementary address. Billable signal codes need a fund code; a requisition with a missing or invalid fund code is rejected.</p>',
      keywords: ['signal code', 'fund code', 'supplementary address', 'bill to', 'ship to', 'rejected'],
      pageKey: 'GGS_REQUISITIONS',
    },
    {
      id: 'ggs-priority',
      heading: 'Priority and required delivery date',
      content:
        '<p>The priority designator, from 01 (highest) to 15, comes from your activity’s force or activity designator and how urgently you need the item. Use a high priority only when the need is real: high-priority requisitions are reviewed.</p>',
      keywords: ['priority', 'urgency', 'required delivery date', 'rdd', 'f/ad'],
      pageKey: 'GGS_REQUISITIONS',
    },
  ],
};

const TRACKING: CategorySeed = {
  id: 'ggs-tracking',
  category: 'GGS_TRACKING',
  label: 'Tracking and Problems',
  icon: 'history',
  tooltip: 'Follow a requisition and report a discrepancy.',
  description: 'Requisition status, shipping to overseas activities, discrepancies and returns.',
  popularItem: false,
  sections: [
    {
      id: 'ggs-status',
      heading: 'Follow a requisition',
      content:
        '<p>Orders placed in this store are in Order History. For any requisition, including one sent from your own supply system, ask GSA customer service with the document number: they see supply status, shipment and tracking details.</p>',
      keywords: ['status', 'track', 'requisition status', 'shipment', 'tracking'],
      pageKey: 'GGS_TRACKING',
    },
    {
      id: 'ggs-overseas',
      heading: 'Shipping to overseas activities',
      content:
        '<p>Global Supply ships to APO, FPO and DPO addresses and to overseas activities through the Defense Transportation System. Make sure your DoDAAC’s ship-to address is current; items that cannot travel by mail, such as some hazardous materials, have shipping restrictions.</p>',
      keywords: ['overseas', 'oconus', 'apo', 'fpo', 'dpo', 'hazardous', 'hazmat', 'transportation'],
      pageKey: 'GGS_TRACKING',
    },
    {
      id: 'ggs-discrepancy',
      heading: 'Report a discrepancy',
      content:
        '<p>If you receive the wrong item, the wrong quantity, or a damaged item, report it with the document number, NSN and what you received. Keep the item and its packaging until you are told whether to return it.</p>',
      keywords: ['discrepancy', 'wrong item', 'damaged', 'return', 'shortage', 'overage', 'report of discrepancy'],
      pageKey: 'GGS_TRACKING',
    },
  ],
};

const GGS_ACCOUNT: CategorySeed = {
  id: 'ggs-account',
  category: 'GGS_ACCOUNT',
  label: 'Account and Support',
  icon: 'support_agent',
  tooltip: 'Registration, AAC passwords and customer support.',
  description: 'Register, get an AAC password approved, and reach Global Supply customer support.',
  popularItem: false,
  sections: [
    {
      id: 'ggs-register',
      heading: 'Register and sign in',
      content:
        '<p>Register with your government email address, then sign in with your password and authenticator code, or with your PIV or CAC card once it is registered on your account.</p>',
      keywords: ['register', 'sign in', 'piv', 'cac', 'account'],
      pageKey: 'PIV_CAC_HELP',
    },
    {
      id: 'ggs-aac-password',
      heading: 'AAC passwords',
      content:
        '<p>To order with an AAC you need its password. Request it in your profile: the request goes to the AAC’s supervisor or approver, who approves or rejects it. You receive an email with the outcome.</p>',
      keywords: ['aac password', 'approval', 'supervisor', 'approver', 'request'],
      pageKey: 'GGS_ORDERING',
    },
    {
      id: 'ggs-contact',
      heading: 'Contact Global Supply customer support',
      content:
        '<p>Call the GSA National Customer Service Center at 1-800-488-3111, or use the <a href="/ws/information/comment_form?topic=global-supply">Request Customer Service</a> form and choose GSA Global Supply.</p>',
      keywords: ['contact', 'ncsc', 'customer service', 'phone', 'help'],
      pageKey: 'CONTACT_US',
    },
  ],
};

export const GGS_CATEGORIES: readonly CategorySeed[] = [ORDERING, REQUISITIONS, TRACKING, GGS_ACCOUNT];
