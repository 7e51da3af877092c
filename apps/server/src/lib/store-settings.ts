import { STORES, type StoreId, type StoreSettings, themeForStore } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';

/** Every store's settings (docs/product/README.md per-store settings) by store id: reference data, read once a minute by its readers. */
export async function loadStoreSettings(db: AppDb): Promise<Map<StoreId, StoreSettings>> {
  const rows = await db.select().from(schema.stores).innerJoin(schema.storeSettings, eq(schema.storeSettings.storeId, schema.stores.id));
  const settings = new Map<StoreId, StoreSettings>();
  for (const { stores: store, store_settings: s } of rows) {
    const id = store.id as StoreId;
    settings.set(id, {
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
    });
  }
  return settings;
}
