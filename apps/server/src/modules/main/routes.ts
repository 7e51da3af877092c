import { LANDING_STORES, STORES, type StoreId, toStoreId } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import type { ModuleFactory } from '../../routes.js';
import { startPageVerb } from './start-page.js';
import { urlMapVerb } from './url-map.js';

/**
 * Spec §4: the store query is accepted only for one of the nine known stores (by name or id); anything else
 * keeps the stored store. The punchout stores are entered through cXML punchout only, never by a query.
 */
function askedStore(value: string): StoreId | undefined {
  const storeId = toStoreId(value);
  const named = value.trim().toUpperCase() === STORES[storeId] || value.trim() === String(storeId);
  return named && LANDING_STORES.includes(STORES[storeId]) ? storeId : undefined;
}

/** Spec §4: a store change starts a new session (new session and anti-forgery cookies) keeping the new store. */
async function switchStoreIfAsked(request: FastifyRequest): Promise<void> {
  const { store } = request.query as { store?: string };
  if (store === undefined || store === '') return;
  const storeId = askedStore(store);
  if (storeId === undefined || storeId === request.session.storeId) return;
  await request.regenerateSession();
  if (storeId !== 0) await request.saveSession({ storeId });
}

export const mainModule: ModuleFactory = (app) => {
  const startData = startPageVerb(app.db);
  const urlMap = urlMapVerb(app.db);
  const start = async (request: FastifyRequest) => {
    await switchStoreIfAsked(request);
    return startData({ storeId: request.session.storeId, loggedIn: false });
  };
  return {
    // view=browseCategories opens the browse-categories dialog over the start page (spec §2 "Main: start_page").
    'main/start_page': async (request) => {
      const attributes = await start(request);
      const { view } = request.query as { view?: string };
      return screen('main/start_page', view === 'browseCategories' ? 'BrowseCategories' : 'StartPage', attributes);
    },
    'main/home': async (request) => screen('main/home', 'HomePage', await start(request)),
    'main/struts_ng_url_map': async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return screen('main/struts_ng_url_map', 'UrlMap', { urlMap: await urlMap() });
    },
  };
};
