import type { AppDb } from '../client.js';
import { informationPages, legacyUrlMap, storeSettings, stores } from '../schema/index.js';
import { informationRows } from './information.js';
import { LEGACY_URL_ROWS } from './legacy.js';
import { storeRows, storeSettingRows } from './stores.js';

/** Seeds the shell's reference data. Existing rows are kept so that an administrator's edits survive a restart. */
export async function seedShell(db: AppDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(stores).values(storeRows()).onConflictDoNothing();
    await tx.insert(storeSettings).values(storeSettingRows()).onConflictDoNothing();
    await tx.insert(legacyUrlMap).values(LEGACY_URL_ROWS).onConflictDoNothing();
    await tx.insert(informationPages).values(informationRows()).onConflictDoNothing();
  });
}
