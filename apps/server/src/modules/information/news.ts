import type { NewsAttributes, NewsItem } from '@advantage/contracts';
import { type AppDb, NEWS_PREFIX } from '@advantage/db';
import type { InformationContext } from './context.js';
import { pagesUnder } from './queries.js';

const NEWS_LIMIT = 20;
const DATED_KEY = /^news\/(\d{4}-\d{2}-\d{2})-/;

/** The newest news items; the date is part of each item's key. */
export function newsVerb(db: AppDb) {
  return async (ctx: InformationContext): Promise<NewsAttributes> => {
    const rows = await pagesUnder(db, NEWS_PREFIX, NEWS_LIMIT);
    const items: NewsItem[] = [];
    for (const row of rows) {
      const date = DATED_KEY.exec(row.keyName)?.[1];
      // An item stored without a date in its key cannot be placed in the list.
      if (date) items.push({ keyName: row.keyName, title: row.title, date, html: row.html });
    }
    return { storeID: ctx.storeId, items };
  };
}
