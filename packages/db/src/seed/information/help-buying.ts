/** Help centre categories about starting out, finding items and choosing between offers. */
import type { CategorySeed } from './types.js';

export const GETTING_STARTED: CategorySeed = {
  id: 'getting-started',
  category: 'GETTING_STARTED',
  label: 'Getting Started',
  icon: 'lightbulb',
  tooltip: 'New to GSA Advantage!? Start here.',
  description: 'What GSA Advantage! is, who can buy, and a short tour of a first order.',
  popularItem: true,
  sections: [
    {
      id: 'what-is-advantage',
      heading: 'What is GSA Advantage!?',
      content:
        '<p>GSA Advantage! is the government’s online store for products and services on GSA contracts. Prices are already negotiated, so an order placed here is an order under an existing contract: you do not run a separate competition for purchases within your purchase card or ordering limits.</p>',
      keywords: ['about', 'overview', 'schedules', 'contracts', 'who can buy'],
      pageKey: 'ABOUT',
    },
    {
      id: 'tutorial',
      heading: 'Take the seven-step tutorial',
      content:
        '<p>The tutorial walks through a whole order: sign in, search, refine, compare offers, fill the cart, check out and track the order. It takes about ten minutes.</p>',
      keywords: ['tutorial', 'training', 'how to', 'first order', 'walkthrough'],
      pageKey: 'TUTORIAL',
    },
    {
      id: 'who-can-buy',
      heading: 'Who can buy',
      content:
        '<p>Federal civilian and military buyers can order with a government purchase card or an activity address code. State and local governments can buy through the Cooperative Purchasing, Disaster Purchasing and 1122 programs. Contractors can order from GSA sources only when a contracting officer has authorized them in writing.</p>',
      keywords: ['eligibility', 'federal', 'military', 'state', 'local', 'contractor', 'authorized'],
      pageKey: 'WHO_CAN_BUY',
    },
  ],
};

export const SEARCHING: CategorySeed = {
  id: 'searching',
  category: 'SEARCH',
  label: 'Searching and Browsing',
  icon: 'search',
  tooltip: 'Find products and services by keyword, part number, NSN or category.',
  description: 'Keyword search, part numbers and NSNs, refining results, categories and advanced search.',
  popularItem: true,
  sections: [
    {
      id: 'keyword-search',
      heading: 'Search by keyword',
      content:
        '<p>Type what you need in the search box at the top of every page, for example <em>toner 85A</em> or <em>ergonomic chair</em>, and press Search. Keywords must start with a letter or a digit. Results are ranked by how well the title, description, manufacturer and part number match.</p>',
      keywords: ['search', 'keyword', 'find', 'search box', 'results', 'ranking'],
      pageKey: 'HELP_SEARCH',
    },
    {
      id: 'part-number-nsn',
      heading: 'Search by part number or NSN',
      content:
        '<p>Enter a manufacturer part number or a National Stock Number to go straight to the item. An NSN can be typed with or without hyphens: <code>7510-00-286-6985</code> and <code>7510002866985</code> find the same item. Exact part-number and NSN matches are listed first.</p>',
      keywords: ['part number', 'nsn', 'national stock number', 'mpn', 'stock number', 'niin', 'fsc'],
      pageKey: 'HELP_SEARCH',
    },
    {
      id: 'refine-results',
      heading: 'Refine and sort results',
      content:
        '<p>Use the filters beside the results to narrow by category, manufacturer, contractor, socio-economic status, special program, price range and delivery time. The number beside each filter is how many results it leaves. Sort by relevance, price, name or delivery, and switch between list and grid views; your choice of view is remembered.</p>',
      keywords: ['filter', 'refine', 'facets', 'sort', 'price range', 'grid', 'list', 'small business'],
      pageKey: 'HELP_SEARCH',
    },
    {
      id: 'browse-categories',
      heading: 'Browse categories and services',
      content:
        '<p>Open the Categories menu to browse products by type, or the Services menu for the 14 service categories, from Energy to Vehicle Buy/Lease Services. Services are ordered from the contractor’s statement of work or quote; the service page explains how.</p>',
      keywords: ['browse', 'categories', 'services', 'menu', 'category tree'],
      pageKey: 'HELP_BROWSE',
    },
    {
      id: 'advanced-search',
      heading: 'Use advanced search',
      content:
        '<p>Advanced search combines fields: all or any of several words, an exact phrase, words to exclude, manufacturer, contractor, contract number and price. The services form searches by service category, SIN and contractor.</p>',
      keywords: ['advanced search', 'contract number', 'sin', 'exact phrase', 'exclude'],
      pageKey: 'HELP_BROWSE',
    },
    {
      id: 'special-programs',
      heading: 'Find environmental, AbilityOne and disaster-relief items',
      content:
        '<p>Special program searches list items that carry a program designation: environmentally preferable products (recycled content, ENERGY STAR, EPEAT, WaterSense, BioPreferred and others), AbilityOne products made by people who are blind or have significant disabilities, disaster-relief items and security products.</p>',
      keywords: ['environmental', 'green', 'abilityone', 'disaster', 'security', 'energy star', 'recycled', 'mandatory source'],
      pageKey: 'HELP_SPECIAL_PROGRAMS',
    },
  ],
};

export const COMPARING: CategorySeed = {
  id: 'comparing',
  category: 'COMPARE',
  label: 'Comparing Offers',
  icon: 'assessment',
  tooltip: 'Pick the best value among contractors selling the same item.',
  description: 'Reading the product page, comparing prices and delivery, badges and contract terms.',
  popularItem: true,
  sections: [
    {
      id: 'offers-side-by-side',
      heading: 'Compare every contractor’s offer',
      content:
        '<p>The product page lists every contractor that sells the item, side by side: price, unit of issue, delivery time, minimum order, contract number and SIN. The lowest price is marked. Best value is not always the lowest price: consider delivery, minimum order and the socio-economic goals of your agency.</p>',
      keywords: ['compare', 'offers', 'lowest price', 'best value', 'product page', 'contractors'],
      pageKey: 'HELP_COMPARE_OFFERS',
    },
    {
      id: 'unit-of-issue',
      heading: 'Unit of issue and price per unit',
      content:
        '<p>The unit of issue says what one unit is: <abbr title="each">EA</abbr> is one item, <abbr title="box">BX</abbr> a box, <abbr title="package">PG</abbr> a package, <abbr title="dozen">DZ</abbr> a dozen. Compare prices for the same unit: a box of 12 at $30.00 costs less per item than a single item at $3.00.</p>',
      keywords: ['unit of issue', 'ea', 'bx', 'pg', 'dz', 'pack', 'quantity', 'price per unit'],
      pageKey: 'HELP_COMPARE_OFFERS',
    },
    {
      id: 'badges',
      heading: 'Socio-economic and program badges',
      content:
        '<p>Badges show a contractor’s socio-economic status (small business, woman-owned, veteran-owned, service-disabled veteran-owned, 8(a), HUBZone) and an item’s program (AbilityOne, environmental). Choosing these helps your agency meet its small business and sustainability goals.</p>',
      keywords: ['badges', 'icons', 'small business', 'woman-owned', 'veteran', 'sdvosb', '8(a)', 'hubzone', 'socio-economic'],
      pageKey: 'HELP_BADGES',
    },
    {
      id: 'contract-terms',
      heading: 'Contract terms: minimum order, FOB and warranty',
      content:
        '<p>Open the contractor’s details to read the contract terms: minimum order, free on board (FOB) point, warranty, whether the purchase card is accepted, and the contract’s dates. The contract number and SIN tell you which schedule the item is sold under.</p>',
      keywords: ['terms', 'minimum order', 'fob', 'warranty', 'contract', 'sin', 'contractor details'],
      pageKey: 'HELP_COMPARE_OFFERS',
    },
  ],
};
