import { type InformationPageAttributes, PAGE_KEY_PATTERN, pageKeyCandidates, THEMED_KEY_PREFIX } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { InformationContext } from './context.js';
import { documentAccess, findPage, relatedTopics } from './queries.js';

/**
 * One information page by key (information/page, content_page, and the fixed pages tutorial,
 * state_local and contractor): the store theme's variant first (docs/product/README.md ux_ui/ keys), then the other.
 * A key that names no page is an answer too: `page` is null and the screen says so. The document of an
 * agreement limited to other stores answers the same, as catalog/bpa_documents does for the agreement; one
 * limited to this store is store content, which the store gate checks (a restricted store's members only).
 */
export function informationPageVerb(db: AppDb) {
  return async (ctx: InformationContext, keyName: string): Promise<InformationPageAttributes> => {
    const base = { storeID: ctx.storeId, requestedKey: keyName, helpPath: ctx.helpPath };
    if (!PAGE_KEY_PATTERN.test(keyName)) return { ...base, page: null, related: [] };
    const page = await findPage(db, pageKeyCandidates(keyName, ctx.theme));
    if (!page) return { ...base, page: null, related: [] };
    const plainKey = page.keyName.startsWith(THEMED_KEY_PREFIX) ? page.keyName.slice(THEMED_KEY_PREFIX.length) : page.keyName;
    const access = await documentAccess(db, [page.keyName, plainKey], Number(ctx.storeId));
    if (access === 'other-stores') return { ...base, page: null, related: [] };
    if (access === 'this-store') ctx.markStoreContent();
    const otherSet = ctx.helpSet === 'ggs' ? 'default' : 'ggs';
    let related = await relatedTopics(db, plainKey, ctx.helpSet);
    if (related.length === 0) related = await relatedTopics(db, plainKey, otherSet);
    return { ...base, page, related };
  };
}
