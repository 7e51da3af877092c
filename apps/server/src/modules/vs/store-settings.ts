import { STORES, type StoreId, type StoreSettings, themeForStore } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { cached } from '../../lib/cache.js';

/**
 * A store's settings (logo, title) for the restricted and access-denied answers: the header shows the store the
 * visitor tried to enter. Reference data, read once a minute like the start page's.
 */
export function storeSettingsReader(db: AppDb): (storeId: StoreId) => Promise<StoreSettings | undefined> {
  const all = cached(60_000, async () => {
    const rows = await db.select().from(schema.stores).innerJoin(schema.storeSettings, eq(schema.storeSettings.storeId, schema.stores.id));
    return new Map(
      rows.map(({ stores: store, store_settings: s }) => {
        const id = store.id as StoreId;
        const settings: StoreSettings = {
          storeID: id,
          storeName: STORES[id],
          theme: themeForStore(STORES[id]),
          title: store.title,
          logo: { src: s.logoSrc, alt: s.logoAlt },
          loginWelcomeText: s.loginWelcomeText,
          description: s.description,
          welcomeBlockKey: s.welcomeBlockKey,
          privacyActMessage: s.privacyActMessage,
          logoutHomeImage: { src: s.logoutHomeImageSrc, alt: s.logoutHomeImageAlt },
        };
        return [id, settings] as const;
      }),
    );
  });
  return async (storeId) => (await all()).get(storeId);
}
