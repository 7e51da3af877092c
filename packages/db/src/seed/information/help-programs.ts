/** Help centre categories for state and local buyers, contractors, and getting help. */
import type { CategorySeed } from './types.js';

export const STATE_LOCAL: CategorySeed = {
  id: 'state-local',
  category: 'STATE_LOCAL',
  label: 'State and Local Buyers',
  icon: 'account_balance',
  tooltip: 'Programs that open GSA contracts to state, local, tribal and territorial governments.',
  description: 'Cooperative Purchasing, Disaster Purchasing, Public Health Emergencies and the 1122 Program.',
  popularItem: false,
  sections: [
    {
      id: 'cooperative-purchasing',
      heading: 'Cooperative Purchasing',
      content:
        '<p>State and local governments may buy information technology and security and law-enforcement products and services from GSA schedule contracts, for any purpose. Look for the Cooperative Purchasing badge on the contractor’s offer.</p>',
      keywords: ['cooperative purchasing', 'coop', 'it', 'security', 'law enforcement', 'state', 'local'],
      pageKey: 'STATE_LOCAL',
    },
    {
      id: 'disaster-purchasing',
      heading: 'Disaster Purchasing',
      content:
        '<p>State and local governments may buy from every GSA schedule to prepare for, respond to or recover from a disaster. Buying for recovery requires a major disaster declaration under the Stafford Act.</p>',
      keywords: ['disaster', 'disaster purchasing', 'stafford act', 'fema', 'recovery', 'emergency', 'declaration'],
      pageKey: 'STATE_LOCAL',
    },
    {
      id: 'public-health-emergencies',
      heading: 'Public Health Emergencies',
      content:
        '<p>When a state or local government spends federal grant money on a response to a declared public health emergency, it may buy from every GSA schedule for that response.</p>',
      keywords: ['public health', 'emergency', 'grant', 'phe', 'pandemic'],
      pageKey: 'STATE_LOCAL',
    },
    {
      id: 'program-1122',
      heading: 'The 1122 Program',
      content:
        '<p>The 1122 Program lets states and localities buy equipment for counter-drug, homeland security and emergency response missions through federal sources. Orders go through the state’s 1122 point of contact, who uses a program DoDAAC.</p>',
      keywords: ['1122', 'counter-drug', 'homeland security', 'emergency response', 'state point of contact', 'dodaac'],
      pageKey: 'STATE_LOCAL',
    },
    {
      id: 'contractor-participation',
      heading: 'Contractors choose whether to accept your order',
      content:
        '<p>Participation is voluntary for contractors. A contractor may decline a state or local order within five business days, or within 24 hours for a purchase card order; otherwise the order counts as accepted.</p>',
      keywords: ['decline', 'accept', 'participation', 'opt in', 'voluntary'],
      pageKey: 'STATE_LOCAL',
    },
  ],
};

export const CONTRACTORS: CategorySeed = {
  id: 'contractors',
  category: 'CONTRACTORS',
  label: 'For Contractors',
  icon: 'store',
  tooltip: 'How to get on a GSA schedule and keep your catalog current.',
  description: 'Getting on schedule, publishing and updating the catalog, order status and sales reporting.',
  popularItem: false,
  sections: [
    {
      id: 'get-on-schedule',
      heading: 'Get on a GSA schedule',
      content:
        '<p>Register your business in SAM.gov, read the Multiple Award Schedule solicitation, complete the required readiness training, and submit an offer for the SINs that fit what you sell. A contracting officer negotiates prices and terms with you before an award.</p>',
      keywords: ['schedule', 'mas', 'offer', 'sam.gov', 'award', 'become a contractor', 'sell to government'],
      pageKey: 'CONTRACTOR',
    },
    {
      id: 'update-catalog',
      heading: 'Publish and update your catalog',
      content:
        '<p>After award, upload your catalog: every item with its part number, description, price, unit of issue and images. Prices and items must match your contract; add or change items only after the contract modification that allows it is approved.</p>',
      keywords: ['catalog', 'upload', 'update', 'price change', 'modification', 'items', 'images'],
      pageKey: 'CONTRACTOR_CATALOG',
    },
    {
      id: 'order-status-contractor',
      heading: 'Report order status',
      content:
        '<p>Accept or decline each order promptly and report shipment, backorder and cancellation for every line, with tracking numbers. Buyers see these updates in Order History; contractors who do not report can have their catalog suspended.</p>',
      keywords: ['order status', 'purchase order portal', 'ship', 'backorder', 'suspension', 'tracking'],
      pageKey: 'CONTRACTOR_CATALOG',
    },
  ],
};

export const SUPPORT: CategorySeed = {
  id: 'support',
  category: 'SUPPORT',
  label: 'Contact and Support',
  icon: 'support_agent',
  tooltip: 'Ask the help desk, report a problem, or read our policies.',
  description: 'Request customer service, accessibility, privacy and the terms of use.',
  popularItem: false,
  sections: [
    {
      id: 'request-customer-service',
      heading: 'Request customer service',
      content:
        '<p>Use the <a href="/ws/information/comment_form">Request Customer Service</a> form to reach the help desk. Include your order number when your question is about an order. We answer within one business day.</p>',
      keywords: ['contact', 'help desk', 'customer service', 'email', 'phone', 'question', 'support'],
      pageKey: 'CONTACT_US',
    },
    {
      id: 'accessibility',
      heading: 'Accessibility',
      content:
        '<p>GSA Advantage! is built to meet Section 508 and WCAG 2.2 level AA: every page works with a keyboard and a screen reader. Tell us about any barrier you meet and we will help you complete your order another way while we fix it.</p>',
      keywords: ['accessibility', 'section 508', 'screen reader', 'keyboard', 'wcag', 'disability'],
      pageKey: 'ACCESSIBILITY',
    },
    {
      id: 'privacy-terms',
      heading: 'Privacy and terms of use',
      content:
        '<p>Read how we collect and protect your information, which cookies we set, and the rules for using this government system.</p>',
      keywords: ['privacy', 'cookies', 'terms', 'terms of use', 'policy', 'privacy act'],
      pageKey: 'PRIVACY',
    },
    {
      id: 'news',
      heading: 'What’s new',
      content: '<p>News about GSA Advantage! features, ordering deadlines and delivery schedules is on the <a href="/ws/information/news">News</a> page.</p>',
      keywords: ['news', 'announcements', 'what is new', 'updates', 'deadlines'],
      pageKey: 'ABOUT',
    },
  ],
};
