/**
 * The text of a BPA's documents (terms and conditions, ordering guide), written from the stored contract, its holder
 * and the schedule contract it was established under. Everything taken from data is escaped; the caller sanitizes.
 */
import { isStoreId, STORES } from '@advantage/contracts';
import type { contractors, contracts } from '../../schema/index.js';
import { escapeHtml as e } from '../information/escape.js';
import { html } from '../information/types.js';
import { storeTitle } from '../stores.js';
import { TOP_CATEGORIES } from './reference.js';

export interface BpaSource {
  contract: typeof contracts.$inferSelect;
  contractor: typeof contractors.$inferSelect;
  /** The holder's schedule contract the BPA was established under (null when it has none). */
  parentContract: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Names of the categories awarded under each SIN, so a SIN reads as what it covers. */
const SIN_NAMES = new Map<string, string[]>();
for (const top of TOP_CATEGORIES) {
  for (const leaf of top.leaves) SIN_NAMES.set(leaf.sin, [...(SIN_NAMES.get(leaf.sin) ?? []), leaf.name]);
}

function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const label = y && m && d ? `${MONTHS[m - 1]} ${d}, ${y}` : iso;
  return `<time datetime="${e(iso)}">${e(label)}</time>`;
}

const money = (cents: number) => USD.format(cents / 100);
/** Ends a sentence with a full stop unless the text already has one (Lawson Group Inc.). */
const stop = (text: string) => (text.endsWith('.') ? text : `${text}.`);

function sinItems(sin: string): string {
  const sins = sin.split(/\s+/).filter(Boolean);
  if (sins.length === 0) return '<li>No Special Item Numbers are recorded for this agreement.</li>';
  return sins.map((s) => `<li><code>${e(s)}</code>${SIN_NAMES.has(s) ? ` ${e((SIN_NAMES.get(s) ?? []).join('; '))}` : ''}</li>`).join('');
}

function storesText(storeIds: readonly number[]): { short: string; items: string } {
  const stores = storeIds.filter(isStoreId);
  if (stores.length === 0) {
    return {
      short: 'Every GSA Advantage! store',
      items: '<li>Any ordering activity authorized to use GSA schedules, in every GSA Advantage! store.</li>',
    };
  }
  const names = stores.map((id) => `${storeTitle(id)} (${STORES[id]})`);
  return { short: e(names.join(', ')), items: names.map((n) => `<li>${e(n)}</li>`).join('') };
}

/** "1% 10 days, net 30 days" explained; plain terms are repeated as they are. */
function paymentText(terms: string): string {
  const discount = /^([\d.]+)% (\d+) days, net (\d+) days$/.exec(terms);
  if (discount) {
    const [, rate, early, net] = discount;
    return `${e(terms)}: the Government may deduct ${e(rate ?? '')}% when it pays within ${e(early ?? '')} days of receiving a proper invoice; otherwise the full amount is due within ${e(net ?? '')} days.`;
  }
  const net = /^Net (\d+) days$/.exec(terms);
  if (net) return `${e(terms)}: payment is due within ${e(net[1] ?? '')} days of receiving a proper invoice. No prompt-payment discount is offered.`;
  return e(terms);
}

function fobText(fob: string): string {
  if (fob === 'Destination') return 'FOB Destination: the contractor pays transportation and bears the risk of loss until the items are delivered to the address on the order.';
  if (fob === 'Origin') return 'FOB Origin: the Government takes title at the contractor’s shipping point, and transportation charges may be added to the invoice as separate line items.';
  return `FOB ${e(fob)}.`;
}

function socioText(c: BpaSource['contractor']): string {
  const flags = [
    c.smallBusiness && 'small business',
    c.womanOwned && 'woman-owned',
    c.veteranOwned && 'veteran-owned',
    c.serviceDisabledVeteranOwned && 'service-disabled veteran-owned',
    c.eightA && '8(a)',
    c.hubzone && 'HUBZone',
  ].filter((f): f is string => typeof f === 'string');
  return flags.length ? `Small business status on the schedule contract: ${flags.join(', ')}.` : 'Other than small business.';
}

const contractorHref = (s: BpaSource) => `/ws/catalog/contractor_detail?contractorId=${s.contractor.id}&contractNumber=${encodeURIComponent(s.contract.contractNumber)}`;
const documentsHref = (s: BpaSource) => `/ws/catalog/bpa_documents?contractNumber=${encodeURIComponent(s.contract.contractNumber)}`;
const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

function otherDocuments(s: BpaSource, self: string): string {
  const others = s.contract.documents.filter((d) => d.keyName !== self);
  const links = others.map((d) => `<li><a href="/ws/information/page?keyName=${encodeURIComponent(d.keyName)}">${e(d.title)}</a></li>`).join('');
  return html(
    '<h2>Documents of this agreement</h2>',
    `<ul class="usa-list">${links}<li><a href="${documentsHref(s)}">All documents of BPA ${e(s.contract.contractNumber)}</a></li></ul>`,
  );
}

function parentText(s: BpaSource): string {
  return s.parentContract ? `GSA Multiple Award Schedule contract <code>${e(s.parentContract)}</code>` : 'the holder’s GSA schedule contract';
}

/** The terms and conditions: the agreement at a glance, then what each term means for an order. */
export function bpaTermsHtml(s: BpaSource, keyName: string): string {
  const { contract: k, contractor: c } = s;
  const number = e(k.contractNumber);
  const maximum = k.maximumOrderCents === null ? 'No maximum per order' : `${money(k.maximumOrderCents)} per order`;
  return html(
    `<p>Blanket purchase agreement <strong>${number}</strong> was established with <a href="${contractorHref(s)}">${e(c.name)}</a> under ${parentText(s)}, following FAR 8.405-3. Every order placed under it is also subject to the terms of that schedule contract; this agreement adds the terms below.</p>`,
    '<h2>The agreement at a glance</h2>',
    '<dl class="adv-definitions">',
    `<dt>BPA number</dt><dd><code>${number}</code></dd>`,
    `<dt>BPA holder</dt><dd>${e(c.name)}, Unique Entity ID <code>${e(c.uei)}</code>. ${socioText(c)}</dd>`,
    `<dt>Schedule</dt><dd>${e(k.schedule)}${s.parentContract ? `, under contract <code>${e(s.parentContract)}</code>` : ''}</dd>`,
    `<dt>Special Item Numbers</dt><dd><ul class="usa-list">${sinItems(k.sin)}</ul></dd>`,
    `<dt>Period of the agreement</dt><dd>${longDate(k.startDate)} through ${longDate(k.endDate)}</dd>`,
    `<dt>Minimum order</dt><dd>${k.minimumOrderCents > 0 ? money(k.minimumOrderCents) : 'None'}</dd>`,
    `<dt>Maximum order</dt><dd>${maximum}</dd>`,
    `<dt>FOB point</dt><dd>${e(k.fob)}</dd>`,
    `<dt>Warranty</dt><dd>${e(k.warranty)}</dd>`,
    `<dt>Payment terms</dt><dd>${e(k.paymentTerms)}</dd>`,
    `<dt>Government purchase card</dt><dd>${k.acceptsPurchaseCard ? 'Accepted' : 'Not accepted'}</dd>`,
    `<dt>Open to</dt><dd>${storesText(k.storeIds).short}</dd>`,
    '</dl>',
    '<h2>Who may order</h2>',
    `<ul class="usa-list">${storesText(k.storeIds).items}</ul>`,
    '<p>Buyers must hold the authority to order for their activity and stay within their own limits and agency rules.</p>',
    '<h2>Prices</h2>',
    `<p>Prices under this agreement are those ${e(c.name)} offers on GSA Advantage! under BPA ${number}. They never exceed the prices of the schedule contract, and the holder may offer a further reduction for any single order. Ask for one before a large order.</p>`,
    '<h2>Orders</h2>',
    '<ul class="usa-list">',
    `<li>Each order must cite BPA ${number}${s.parentContract ? ` and schedule contract ${e(s.parentContract)}` : ''}.</li>`,
    k.minimumOrderCents > 0
      ? `<li>The holder need not accept an order below ${money(k.minimumOrderCents)}.</li>`
      : '<li>There is no minimum order.</li>',
    k.maximumOrderCents === null
      ? '<li>No maximum per order applies; the ordering procedures of FAR 8.405-3(c) still apply to large orders.</li>'
      : `<li>An order may not exceed ${money(k.maximumOrderCents)}. Do not split a larger requirement into several orders; ask your contracting officer how to proceed.</li>`,
    `<li>Orders may be placed from ${longDate(k.startDate)} through ${longDate(k.endDate)}. An order placed in that period is completed under these terms even if delivery comes later.</li>`,
    '</ul>',
    '<h2>Delivery</h2>',
    `<p>${fobText(k.fob)}</p>`,
    '<h2>Warranty</h2>',
    `<p>${stop(e(k.warranty))} Report a defect to the holder in writing with the order number; the holder repairs or replaces the item, or credits the order.</p>`,
    '<h2>Invoices and payment</h2>',
    `<p>${paymentText(k.paymentTerms)}</p>`,
    k.acceptsPurchaseCard
      ? '<p>The holder accepts the government purchase card and charges it only when the items ship, and only for what shipped.</p>'
      : '<p>The holder does not accept the government purchase card: pay with your activity address code or your agency’s ordering system.</p>',
    '<h2>Review</h2>',
    '<p>The contracting officer reviews this agreement at least once a year to confirm that it still offers the best value, and may seek further price reductions then.</p>',
    otherDocuments(s, keyName),
  );
}

const step = (heading: string, body: string) => `<li class="usa-process-list__item"><h3 class="usa-process-list__heading">${heading}</h3>${body}</li>`;

/** The ordering guide: the steps of a call order under this agreement, with the holder's contacts. */
export function bpaGuideHtml(s: BpaSource, keyName: string): string {
  const { contract: k, contractor: c } = s;
  const number = e(k.contractNumber);
  const stores = storesText(k.storeIds);
  const limits = [
    k.minimumOrderCents > 0 ? `at least ${money(k.minimumOrderCents)}` : '',
    k.maximumOrderCents !== null ? `no more than ${money(k.maximumOrderCents)}` : '',
  ].filter(Boolean).join(' and ');
  return html(
    `<p>This guide explains how to place an order (a call) under blanket purchase agreement <strong>${number}</strong> with ${stop(e(c.name))} The agreement runs from ${longDate(k.startDate)} through ${longDate(k.endDate)}.</p>`,
    '<h2>Before you order</h2>',
    `<p>The agreement is open to:</p><ul class="usa-list">${stores.items}</ul>`,
    `<p>It covers what the holder is awarded under these Special Item Numbers:</p><ul class="usa-list">${sinItems(k.sin)}</ul>`,
    '<h2>Placing an order</h2>',
    '<ol class="usa-process-list">',
    step('Sign in', `<p>Sign in to ${k.storeIds.some(isStoreId) ? 'the store named above' : 'GSA Advantage!'} with your government account.</p>`),
    step('Find the items', `<p>Search for what you need, or open <a href="${contractorHref(s)}">${e(c.name)}’s contractor details</a>. Offers under this agreement show BPA number ${number}; choose those offers to get the BPA prices.</p>`),
    step('Ask for a quote when the work needs one', '<p>For services that need a statement of work, send it to the holder and ask for a quote that uses the BPA rates, with the labor categories and hours proposed. Check the quote against your own estimate.</p>'),
    step('Check the order value', `<p>${limits ? `The order must be ${limits}.` : 'There is no minimum or maximum order.'} Include every line you need now; do not split one requirement into several orders.</p>`),
    step('Pay', k.acceptsPurchaseCard
      ? '<p>Pay with your government purchase card, within your single-purchase limit, or with your activity address code.</p>'
      : '<p>This holder does not accept the purchase card: pay with your activity address code, or place the order through your agency’s ordering system.</p>'),
    step('Place the order', `<p>Cite BPA ${number}${s.parentContract ? ` and schedule contract <code>${e(s.parentContract)}</code>` : ''} on the order, with the delivery address, the date you need delivery and a point of contact. You receive the order number by email.</p>`),
    step('Receive and inspect', `<p>${fobText(k.fob)} Inspect the delivery promptly. Warranty: ${stop(e(k.warranty))}</p>`),
    step('Approve the invoice', `<p>${paymentText(k.paymentTerms)}</p>`),
    '</ol>',
    '<h2>Contact the holder</h2>',
    `<p>${e(c.name)}<br>${e(c.street)}<br>${e(c.city)}, ${e(c.state)} ${e(c.zip)}</p>`,
    `<p>Phone: <a href="${telHref(c.phone)}">${e(c.phone)}</a><br>Email: <a href="mailto:${e(c.email)}">${e(c.email)}</a></p>`,
    '<p>For questions about your authority to order or about a dispute with the holder, ask your contracting officer.</p>',
    otherDocuments(s, keyName),
  );
}
