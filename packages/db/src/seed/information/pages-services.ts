/**
 * "About Buying Services", the first entry of the service category menu (information/page?keyName=BUYING_SERVICES).
 * Stored without the ux_ui/ prefix, so every store's theme finds the key the menu links to. The table of service
 * categories is built from the catalog's own service categories, so its SINs and search links match what is sold.
 */
import { SERVICES } from '../catalog/data/services.js';
import { ABOUT_BUYING_SERVICES_KEY } from '../catalog/reference.js';
import { escapeHtml } from './escape.js';
import { html, type PageSeed, plain } from './types.js';

const searchHref = (categoryCode: string) => `/ws/search/advantage_search?cat=${encodeURIComponent(categoryCode)}`;

function serviceCategoryTable(): string {
  const rows = SERVICES.leaves.map((leaf) => {
    const examples = leaf.types.map((t) => escapeHtml(t.name)).join(', ');
    return `<tr><th scope="row"><a href="${searchHref(leaf.code)}">${escapeHtml(leaf.name)}</a></th><td>${examples}</td>`
      + `<td><code>${escapeHtml(leaf.sin)}</code></td><td><code>${escapeHtml(leaf.fsc)}</code></td></tr>`;
  });
  return html(
    '<table class="usa-table usa-table--borderless"><caption>Service categories, with the Special Item Number (SIN) and Product and Service Code (PSC) of each</caption>',
    '<thead><tr><th scope="col">Service category</th><th scope="col">Examples of what you can buy</th><th scope="col">SIN</th><th scope="col">PSC</th></tr></thead><tbody>',
    ...rows,
    '</tbody></table>',
  );
}

const threshold = (value: string, steps: string) => `<tr><th scope="row">${value}</th><td>${steps}</td></tr>`;

export const SERVICE_PAGES: readonly PageSeed[] = [
  plain(
    ABOUT_BUYING_SERVICES_KEY,
    'About buying services',
    html(
      '<p>Contractors on the GSA Multiple Award Schedule (MAS) offer services as well as products: consultants, IT specialists, guards, trainers, movers, custodial crews and more. GSA has already found their prices fair and reasonable, so you buy from them without publishing a full solicitation. Most services are bought differently from supplies, though: you describe the work, ask for quotes and place a task order, rather than adding an item to the cart.</p>',
      '<h2>Two kinds of service orders</h2>',
      '<ul class="usa-list">',
      '<li><strong>Services at a set price per unit</strong>, such as installing a workstation, a custodial visit or one freight shipment, need no statement of work. Order them like products (FAR 8.405-1): compare offers, then order from the contractor that gives the best value.</li>',
      '<li><strong>Services that need a statement of work</strong>, such as program management, software development or a training program, follow the procedures of FAR 8.405-2 described below. Most services priced by the hour are of this kind.</li>',
      '</ul>',
      '<h2>Write the statement of work</h2>',
      '<p>The statement of work (SOW) tells contractors what you need and is the basis of their quotes and of the order. Describe results rather than methods where you can (a performance work statement); a statement of objectives that lets contractors propose their own approach is also allowed. A good SOW states:</p>',
      '<ul class="usa-list">',
      '<li>the background and the purpose of the work;</li>',
      '<li>the tasks, the deliverables and when each is due;</li>',
      '<li>where the work is performed (contractor site or government site) and the period of performance, including any options;</li>',
      '<li>the standards the work must meet and how you will check them;</li>',
      '<li>security clearances, government-furnished property and information, travel and reporting;</li>',
      '<li>how you will evaluate quotes: price and the other factors that matter, such as technical approach, past performance and key personnel.</li>',
      '</ul>',
      '<h2>Labor categories and hourly rates</h2>',
      '<p>A contractor’s services are awarded as labor categories. Each has a description, the minimum education and experience of the people who fill it, and a fully burdened ceiling hourly rate. On GSA Advantage! a labor category reads like <em>Program Manager, Senior, Professional Services, Government Site, Hourly Rate</em>, and its price is for one hour. Rates for work at a government site usually differ from rates at the contractor’s site.</p>',
      '<ul class="usa-list">',
      '<li><strong>Compare the total, not the rate.</strong> A low rate with many hours can cost more than a higher rate with fewer. Evaluate the mix of labor categories and the level of effort each contractor proposes against your SOW.</li>',
      '<li><strong>Rates are ceilings.</strong> You may ask for a price reduction at any time, and you should before a large order or a BPA (FAR 8.405-4). Contractors often discount for volume or a long period of performance.</li>',
      '<li><strong>Prefer fixed prices.</strong> Firm-fixed-price orders are preferred. A time-and-materials or labor-hour order needs the contracting officer’s written determination that no other type is suitable and a ceiling price the contractor exceeds at its own risk (FAR 8.404(h)).</li>',
      '</ul>',
      '<h2>Ordering procedures (FAR 8.405-2)</h2>',
      '<p>What you must do depends on the estimated value of the order, including options. The thresholds are defined in FAR 2.101; your contracting office knows the amounts that apply to you.</p>',
      '<table class="usa-table usa-table--borderless"><caption>Ordering services that require a statement of work</caption>',
      '<thead><tr><th scope="col">Estimated value</th><th scope="col">What to do</th></tr></thead><tbody>',
      threshold('Up to the micro-purchase threshold', 'Order from any schedule contractor that can meet your need. Spread such orders among contractors over time. A purchase card is the usual way to pay; see <a href="/ws/information/page?keyName=HELP_PURCHASE_CARD">Paying by purchase card</a>.'),
      threshold('Above the micro-purchase threshold, up to the simplified acquisition threshold', 'Send a request for quote (RFQ) with the SOW and the evaluation criteria to at least three schedule contractors that offer the services, or record why you asked fewer.'),
      threshold('Above the simplified acquisition threshold', 'Post the RFQ on eBuy so that every schedule contractor offering the services can quote, or send it to as many contractors as practicable to reasonably ensure at least three quotes. Record why if fewer than three come in.'),
      '</tbody></table>',
      '<p>Then evaluate the quotes against the criteria you announced, place the order with the contractor whose quote is the best value, and keep a record of what you evaluated and why you chose. Ordering from fewer sources than these procedures require needs a written justification (FAR 8.405-6).</p>',
      '<h2>Requesting quotes through eBuy</h2>',
      '<p><a href="https://www.ebuy.gsa.gov">eBuy</a> is GSA’s online system for requests for information and requests for quotes to schedule contractors. Sign in with your government account, then:</p>',
      '<ol class="usa-list">',
      '<li>Choose the Multiple Award Schedule and the SIN of the service (the table at the end of this page lists the SIN of each service category).</li>',
      '<li>Choose the contractors to ask, or send the RFQ to every contractor holding the SIN. You can limit it to a socio-economic group to set the order aside.</li>',
      '<li>Attach the SOW, the evaluation criteria and any pricing template, and give contractors enough time to respond.</li>',
      '<li>Answer questions through eBuy, so that every contractor sees the same answers.</li>',
      '<li>Evaluate the quotes, place the order, and let the other contractors know the outcome.</li>',
      '</ol>',
      '<p>Not sure who can do the work? Issue a request for information first to learn what contractors offer and what it costs.</p>',
      '<h2>Blanket purchase agreements</h2>',
      '<p>For services you need again and again, a blanket purchase agreement (BPA) under schedule contracts saves repeating the whole process for every order (FAR 8.405-3). You compete the BPA once, with a SOW and evaluation criteria as above, and agree with the winning contractor or contractors on deeper discounts, ordering procedures, who may order and the period of the agreement. Multiple-award BPAs are preferred; orders under them follow the BPA’s own ordering procedures. The contracting officer reviews each BPA at least once a year.</p>',
      '<p>On GSA Advantage!, offers under a BPA show the BPA number, and the contractor details page links to the BPA’s terms and ordering guide. Some agency BPAs are limited to the agency’s virtual store, such as those of the Air Force, Agriculture, Veterans Affairs and Homeland Security.</p>',
      '<h2>Small-business set-asides</h2>',
      '<p>You may set aside a schedule order or BPA for small businesses, or for 8(a), HUBZone, service-disabled veteran-owned or women-owned small businesses (FAR 8.405-5). In eBuy, choose the socio-economic group when you send the RFQ; on GSA Advantage!, use the socio-economic filter of the search results to see who qualifies. A contractor’s status is the one it holds for the size standard of its schedule contract; see <a href="/ws/information/page?keyName=HELP_BADGES">What the badges mean</a>. Set-asides help your agency meet its small-business goals, and orders from small businesses count toward them.</p>',
      '<h2>Service categories</h2>',
      '<p>Each category below opens a search of the services offered in it, with their labor categories and rates. Use the rates to estimate your budget before you write the RFQ.</p>',
      serviceCategoryTable(),
      '<h2>Need help?</h2>',
      '<p>Your agency’s contracting office can tell you your ordering authority and the local rules. For questions about this site, <a href="/ws/information/comment_form">request customer service</a>.</p>',
    ),
  ),
];
