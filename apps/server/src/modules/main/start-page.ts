import type { StartPageAttributes, StoreId } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { cached } from '../../lib/cache.js';
import { loadStoreSettings } from '../../lib/store-settings.js';
import { storeAgreementsVerb } from './store-agreements.js';

const REFERENCE_TTL_MS = 60_000;

async function loadWelcomeBlocks(db: AppDb) {
  const rows = await db
    .select({ keyName: schema.informationPages.keyName, title: schema.informationPages.title, html: schema.informationPages.html })
    .from(schema.informationPages)
    .innerJoin(schema.storeSettings, eq(schema.storeSettings.welcomeBlockKey, schema.informationPages.keyName));
  return new Map(rows.map((r) => [r.keyName, r]));
}

/** Start data of a store (docs/product/README.md per-store settings) with its welcome block; cached as reference data. */
export function startPageVerb(db: AppDb) {
  const settings = cached(REFERENCE_TTL_MS, () => loadStoreSettings(db));
  const blocks = cached(REFERENCE_TTL_MS, () => loadWelcomeBlocks(db));
  const agreements = storeAgreementsVerb(db);
  return async (ctx: { storeId: StoreId; loggedIn: boolean }): Promise<StartPageAttributes> => {
    const all = await settings();
    // Id 10's second reading (general) applies when the state store has no settings row of its own.
    const store = all.get(ctx.storeId) ?? all.get(0);
    if (!store) throw new Error('Store settings are missing; the shell seed did not run.');
    const welcomeBlock = (await blocks()).get(store.welcomeBlockKey) ?? null;
    return { storeID: store.storeID, loggedIn: ctx.loggedIn, getToken: false, store, welcomeBlock, ...(await agreements(store.storeID)) };
  };
}
