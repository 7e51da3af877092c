/** Reads of the information area's content tables. */
import type { HelpCategory, HelpIcon, HelpSet, InformationPageContent, RelatedHelpTopic } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import { visibleToStore } from '../../lib/contract-visibility.js';

const { contracts, helpCategories, helpSections, informationPages } = schema;

/** The first of `candidates` (best first) that names a stored page. */
export async function findPage(db: AppDb, candidates: readonly string[]): Promise<InformationPageContent | null> {
  if (candidates.length === 0) return null;
  const rows = await db
    .select({ keyName: informationPages.keyName, title: informationPages.title, html: informationPages.html, updatedAt: informationPages.updatedAt })
    .from(informationPages)
    .where(inArray(informationPages.keyName, [...candidates]));
  for (const key of candidates) {
    const row = rows.find((r) => r.keyName === key);
    if (row) return { ...row, updatedAt: row.updatedAt.toISOString() };
  }
  return null;
}

/**
 * Who may read the page stored under one of `keys`. A page that is a contract's document (a BPA's terms, its
 * ordering guide) is as limited as the contract: 'this-store' when some contract naming it is visible to the store
 * (exactly as catalog/bpa_documents lists it), 'other-stores' when none is. A page no contract names, or one an
 * agreement open to every store names, is 'open'.
 */
export async function documentAccess(db: AppDb, keys: readonly string[], storeId: number): Promise<'open' | 'this-store' | 'other-stores'> {
  const naming = or(...keys.map((keyName) => sql`${contracts.documents} @> ${JSON.stringify([{ keyName }])}::jsonb`));
  const [row] = await db
    .select({ named: sql<number>`count(*)::int`, open: sql<boolean | null>`bool_or(cardinality(${contracts.storeIds}) = 0)`, visible: sql<boolean | null>`bool_or(${visibleToStore(storeId)})` })
    .from(contracts)
    .where(naming);
  if (!row || row.named === 0 || row.open) return 'open';
  return row.visible ? 'this-store' : 'other-stores';
}

/** docs/product/README.md "Help config category" list of one help set, in display order. */
export async function loadHelpCategories(db: AppDb, helpSet: HelpSet): Promise<HelpCategory[]> {
  const rows = await db
    .select({ category: helpCategories, section: helpSections })
    .from(helpCategories)
    .leftJoin(helpSections, eq(helpSections.categoryId, helpCategories.id))
    .where(eq(helpCategories.helpSet, helpSet))
    .orderBy(asc(helpCategories.position), asc(helpCategories.id), asc(helpSections.position), asc(helpSections.id));
  const categories = new Map<string, HelpCategory>();
  for (const { category: c, section: s } of rows) {
    let category = categories.get(c.id);
    if (!category) {
      category = {
        id: c.id,
        category: c.category,
        label: c.label,
        icon: c.icon as HelpIcon,
        tooltip: c.tooltip,
        description: c.description,
        popularItem: c.popularItem,
        sections: [],
      };
      categories.set(c.id, category);
    }
    // A section without a page still shows; its "more" link falls back to the help centre.
    if (s) category.sections.push({ id: s.id, heading: s.heading, content: s.content, keywords: s.keywords, queryParams: { key: s.pageKey ?? '' } });
  }
  return [...categories.values()];
}

/**
 * Help for a page's side navigation: the other pages of the categories whose sections point to
 * `pageKey`, one link per page, in the help centre's order.
 */
export async function relatedTopics(db: AppDb, pageKey: string, helpSet: HelpSet, limit = 8): Promise<RelatedHelpTopic[]> {
  const owners = db
    .select({ id: helpSections.categoryId })
    .from(helpSections)
    .where(eq(helpSections.pageKey, pageKey));
  const rows = await db
    .select({ id: helpSections.id, heading: helpSections.heading, key: helpSections.pageKey, categoryLabel: helpCategories.label })
    .from(helpSections)
    .innerJoin(helpCategories, eq(helpCategories.id, helpSections.categoryId))
    .where(and(inArray(helpSections.categoryId, owners), ne(helpSections.pageKey, pageKey), eq(helpCategories.helpSet, helpSet)))
    .orderBy(asc(helpCategories.position), asc(helpSections.position));
  const seen = new Set<string>();
  const topics: RelatedHelpTopic[] = [];
  for (const row of rows) {
    if (!row.key || seen.has(row.key)) continue;
    seen.add(row.key);
    topics.push({ id: row.id, heading: row.heading, categoryLabel: row.categoryLabel, key: row.key });
    if (topics.length === limit) break;
  }
  return topics;
}

/** Pages stored under `prefix` (a constant of ours, never buyer input), newest key first. */
export async function pagesUnder(db: AppDb, prefix: string, limit: number) {
  return db
    .select({ keyName: informationPages.keyName, title: informationPages.title, html: informationPages.html })
    .from(informationPages)
    .where(like(informationPages.keyName, `${prefix}%`))
    .orderBy(desc(informationPages.keyName))
    .limit(limit);
}
