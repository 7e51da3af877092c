/**
 * The information area's content: the help centre (help_categories, help_sections), the information
 * pages and the news items (information_pages). HTML is sanitized here, before it is stored.
 */
import { HELP_ICONS } from '@advantage/contracts';
import type { AppDb } from '../../client.js';
import { helpCategories, helpSections, informationPages } from '../../schema/index.js';
import { ACCOUNT, ORDERS } from './help-after.js';
import { COMPARING, GETTING_STARTED, SEARCHING } from './help-buying.js';
import { GGS_CATEGORIES } from './help-ggs.js';
import { CART, PAYING } from './help-ordering.js';
import { CONTRACTORS, STATE_LOCAL, SUPPORT } from './help-programs.js';
import { NEWS_ITEMS } from './news.js';
import { ACCOUNT_PAGES } from './pages-account.js';
import { BUYING_PAGES } from './pages-buying.js';
import { GGS_PAGES } from './pages-ggs.js';
import { ORDERING_PAGES } from './pages-ordering.js';
import { PROGRAM_PAGES } from './pages-programs.js';
import { SERVICE_PAGES } from './pages-services.js';
import { SITE_PAGES } from './pages-site.js';
import { sanitizeContentHtml } from './sanitize.js';
import type { HelpSetSeed, PageSeed } from './types.js';

export { NEWS_PREFIX } from './news.js';
export { sanitizeContentHtml } from './sanitize.js';

export const HELP_SETS: readonly HelpSetSeed[] = [
  {
    helpSet: 'default',
    categories: [GETTING_STARTED, SEARCHING, COMPARING, CART, PAYING, ORDERS, ACCOUNT, STATE_LOCAL, CONTRACTORS, SUPPORT],
  },
  { helpSet: 'ggs', categories: GGS_CATEGORIES },
];

export const CONTENT_PAGES: readonly PageSeed[] = [
  ...BUYING_PAGES,
  ...SERVICE_PAGES,
  ...ORDERING_PAGES,
  ...ACCOUNT_PAGES,
  ...PROGRAM_PAGES,
  ...SITE_PAGES,
  ...GGS_PAGES,
  ...NEWS_ITEMS,
];

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

function buildRows() {
  const categories = [];
  const sections = [];
  for (const set of HELP_SETS) {
    for (const [position, c] of set.categories.entries()) {
      if (!(HELP_ICONS as readonly string[]).includes(c.icon)) throw new Error(`help category ${c.id}: unknown icon ${c.icon}`);
      const { sections: own, ...category } = c;
      categories.push({ ...category, helpSet: set.helpSet, position });
      for (const [sectionPosition, s] of own.entries()) {
        sections.push({ ...s, keywords: [...s.keywords], content: sanitizeContentHtml(s.content), categoryId: c.id, position: sectionPosition });
      }
    }
  }
  const pages = CONTENT_PAGES.map((p) => ({ keyName: p.keyName, title: p.title, html: sanitizeContentHtml(p.html), storeId: null }));
  return { categories, sections, pages };
}

let rows: ReturnType<typeof buildRows> | undefined;

/** The rows to store, sanitized once per process (every server start seeds, and tests start many). */
export function informationContentRows(): ReturnType<typeof buildRows> {
  rows ??= buildRows();
  return rows;
}

/** Inserts the content that is missing; rows already there are kept, so an administrator's edits survive a restart. */
export async function seedInformationContent(tx: Tx): Promise<void> {
  const { categories, sections, pages } = informationContentRows();
  await tx.insert(helpCategories).values(categories).onConflictDoNothing();
  await tx.insert(helpSections).values(sections).onConflictDoNothing();
  await tx.insert(informationPages).values(pages).onConflictDoNothing();
}
