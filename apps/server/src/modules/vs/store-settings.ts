import type { StoreId, StoreSettings } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { cached } from '../../lib/cache.js';
import { loadStoreSettings } from '../../lib/store-settings.js';

/**
 * A store's settings (logo, title) for the restricted and access-denied answers: the header shows the store the
 * visitor tried to enter. Reference data, read once a minute like the start page's.
 */
export function storeSettingsReader(db: AppDb): (storeId: StoreId) => Promise<StoreSettings | undefined> {
  const all = cached(60_000, () => loadStoreSettings(db));
  return async (storeId) => (await all()).get(storeId);
}
