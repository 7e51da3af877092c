/**
 * News items (information/news). The key carries the publication date, `news/<yyyy-mm-dd>-<slug>`,
 * so items sort by key and each one is also an information page of its own.
 */
import { html, type PageSeed, plain } from './types.js';

export const NEWS_PREFIX = 'news/';

export const NEWS_ITEMS: readonly PageSeed[] = [
  plain(
    'news/2026-11-16-holiday-delivery',
    'Holiday delivery: order stock items early in December',
    html(
      '<p>Carriers and distribution centers run reduced schedules over the federal holidays at the end of December. To receive GSA Global Supply stock items before the holidays, order early in the month: allow the delivery days shown on the offer plus a few days for holiday schedules, and more for APO, FPO and DPO addresses.</p>',
      '<p>Schedule contractors set their own holiday schedules; check the delivery days on the offer before you order.</p>',
    ),
  ),
  plain(
    'news/2026-11-02-compare-offers',
    'Compare every contractor’s offer on one page',
    html(
      '<p>Product pages now list every contractor selling an item side by side, with price, unit of issue, delivery days, minimum order, contract number and SIN. The lowest price is marked, and socio-economic and program badges are shown for each offer.</p>',
      '<p>Read <a href="/ws/information/page?keyName=HELP_COMPARE_OFFERS">Comparing offers and choosing the best value</a> for tips.</p>',
    ),
  ),
  plain(
    'news/2026-10-05-faster-search',
    'Faster search with filter counts',
    html(
      '<p>Search results now appear in a fraction of a second, even for broad words, and every filter shows how many results it leaves. Part numbers and National Stock Numbers, with or without hyphens, go straight to the matching item.</p>',
    ),
  ),
  plain(
    'news/2026-09-21-forward-parked-carts',
    'Forward parked carts to your cardholder or approver',
    html(
      '<p>You can now forward a parked cart to one or more people by email. They retrieve it with its cart number and the password you set, and add its items to their own cart. Prices are those of the day they check out.</p>',
      '<p>See <a href="/ws/information/page?keyName=HELP_PARKED_CARTS">Parked carts: save, forward and retrieve</a>.</p>',
    ),
  ),
  plain(
    'news/2026-08-24-year-end',
    'Fiscal year-end ordering reminders',
    html(
      '<p>The fiscal year ends on September 30. To make sure your orders are accepted and funds obligated in time:</p>',
      '<ul class="usa-list">',
      '<li>Place purchase card orders early: contractors charge your card when they ship, and a card expiring within 20 days is refused at checkout.</li>',
      '<li>Check that your AAC password and funds authorization are current before the last week of September.</li>',
      '<li>Prefer offers whose delivery days fit your deadline; backordered lines ship, and are charged, later.</li>',
      '</ul>',
    ),
  ),
  plain(
    'news/2026-08-10-piv-cac-sign-in',
    'Sign in with your PIV or CAC card in every store',
    html(
      '<p>Once you register your PIV or CAC card on your account, you can use it to sign in to every store, including GSA Global Supply and the agency virtual stores.</p>',
      '<p>See <a href="/ws/information/page?keyName=PIV_CAC_HELP">Registering a PIV/CAC card</a>.</p>',
    ),
  ),
];
