import type { HelpAttributes, HelpCategory, HelpSet } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { cached } from '../../lib/cache.js';
import type { InformationContext } from './context.js';
import { loadHelpCategories } from './queries.js';

const REFERENCE_TTL_MS = 60_000;

/** The help content of both help sets, read once a minute at most (reference data, like store settings). */
export function helpCategoriesReader(db: AppDb): (helpSet: HelpSet) => Promise<HelpCategory[]> {
  const sets: Record<HelpSet, () => Promise<HelpCategory[]>> = {
    default: cached(REFERENCE_TTL_MS, () => loadHelpCategories(db, 'default')),
    ggs: cached(REFERENCE_TTL_MS, () => loadHelpCategories(db, 'ggs')),
  };
  return (helpSet) => sets[helpSet]();
}

/** docs/product/README.md "Help content loader": GET information/help returns attributes.helpConfig.categories. */
export function helpVerb(read: (helpSet: HelpSet) => Promise<HelpCategory[]>) {
  return async (ctx: InformationContext, helpSet: HelpSet): Promise<HelpAttributes> => ({
    storeID: ctx.storeId,
    helpSet,
    helpConfig: { categories: await read(helpSet) },
  });
}
