import { LANDING_STORES, STORES, type StoreId, toStoreId } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { redirect, screen } from '../../lib/envelope.js';
import { bind, type Context } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { globalSupplyVerb } from './global-supply.js';
import { markMessagesRead, messageCenter } from './message-center.js';
import { startPageVerb } from './start-page.js';
import { urlMapVerb } from './url-map.js';
import { ebuyVerb } from './ebuy.js';
import { changeStoreSession } from '../login/sign-in-session.js';

/**
 * docs/product/accounts-and-sign-in.md: the store query is accepted only for one of the nine known stores (by name or id); anything else
 * keeps the stored store. The punchout stores are entered through cXML punchout only, never by a query.
 */
function askedStore(value: string): StoreId | undefined {
  const storeId = toStoreId(value);
  const named = value.trim().toUpperCase() === STORES[storeId] || value.trim() === String(storeId);
  return named && LANDING_STORES.includes(STORES[storeId]) ? storeId : undefined;
}

/**
 * docs/product/accounts-and-sign-in.md: a store change starts a new session (new session and anti-forgery cookies) keeping the new store, and the
 * member where they may use it (login/sign-in-session.ts). True when the store changed.
 */
async function switchStoreIfAsked(request: FastifyRequest, store: string | undefined): Promise<boolean> {
  if (store === undefined || store === '') return false;
  const storeId = askedStore(store);
  if (storeId === undefined || storeId === request.session.storeId) return false;
  if (!(await changeStoreSession(request, storeId))) request.member = null;
  return true;
}

/** `usmc/start_page` greets a member with Success on the first page after signing in (within this long). */
const JUST_SIGNED_IN_MS = 2 * 60_000;
const EMPTY_SURVEY = { satisfaction: '', found: '', purpose: '', comments: '' };

function justSignedIn(request: FastifyRequest): boolean {
  const at = Date.parse(String(request.session.data.signedInAt ?? ''));
  return Number.isFinite(at) && request.server.now() - at < JUST_SIGNED_IN_MS;
}

export const mainModule: ModuleFactory = (app) => {
  const startData = startPageVerb(app.db);
  const globalSupply = globalSupplyVerb(app.db);
  const urlMap = urlMapVerb(app.db);
  const ebuy = ebuyVerb(app.db);
  // Read from the request after the switch: a store change replaces the session and may drop the member.
  const start = async ({ request }: Context, store: string | undefined) => {
    const switched = await switchStoreIfAsked(request, store);
    return { switched, attributes: await startData({ storeId: request.session.storeId, loggedIn: Boolean(request.member) }) };
  };
  return {
    // docs/product/agency-stores.md "Main: start_page (survey, browse-categories modal, login variant)": visitors get the Login
    // variant (the store's login welcome text and a sign-in call to action, and where a registration stands
    // when registration finalization sends them with `type`), members the StartPage; view=browseCategories
    // and view=survey open their dialogs over it.
    'main/start_page': bind('main/start_page', async ({ ctx, input: { query } }) => {
      const { attributes } = await start(ctx, query.store);
      const { view, type } = query;
      if (view === 'browseCategories') return screen('main/start_page', 'BrowseCategories', attributes);
      // The department pages' survey, asked from the start page (no department: about the site).
      if (view === 'survey') return screen('main/start_page', 'Survey', { ...attributes, department: '', values: EMPTY_SURVEY });
      if (attributes.loggedIn) return screen('main/start_page', 'StartPage', attributes);
      return screen('main/start_page', 'Login', { ...attributes, ...(type ? { registrationType: type } : {}) });
    }),
    // The home page (Shop now); a home link that enters another store (`store` query) shows that store's
    // StartPage first, as the landing does.
    'main/home': bind('main/home', async ({ ctx, input: { query } }) => {
      const { switched, attributes } = await start(ctx, query.store);
      return screen('main/home', switched ? 'StartPage' : 'HomePage', attributes);
    }),
    'main/message_center': messageCenter,
    'main/message_center_read': markMessagesRead,
    // The Marine Corps store's own start page (docs/product/agency-stores.md): Login for visitors, Success on the first page after
    // signing in, HomePage after that, and StartPage (the store's welcome) for a member entering the store from
    // another one with `?store=USMC`, as main/home answers on entering a store. Asked in another store without
    // that query, it goes to the store's entry (the nine-store rule).
    'usmc/start_page': bind('usmc/start_page', async ({ ctx, input: { query } }) => {
      const entering = query.store?.toUpperCase() === 'USMC';
      if (ctx.store !== 9 && !entering) return redirect('usmc/start_page', '/ws/main/start_page?store=USMC');
      const { switched, attributes } = await start(ctx, query.store);
      if (!attributes.loggedIn) return screen('usmc/start_page', 'Login', attributes);
      if (switched) return screen('usmc/start_page', 'StartPage', attributes);
      return screen('usmc/start_page', justSignedIn(ctx.request) ? 'Success' : 'HomePage', attributes);
    }),
    // GSA Global Supply's welcome (FSS and USMC link it; any store may open it): stock with NSNs up front.
    'ggs/start_page': bind('ggs/start_page', async ({ ctx, input: { query } }) =>
      screen('ggs/start_page', 'Welcome', { ...(await start(ctx, query.store)).attributes, ...(await globalSupply()) })),
    'main/ebuy': bind('main/ebuy', async ({ ctx, input: { query } }) => ebuy(ctx, query.handoff === 'true')),
    'main/struts_ng_url_map': bind('main/struts_ng_url_map', async ({ ctx: { reply } }) => {
      // Private: like every /rs/ answer it rides on the visitor's session (see the session plugin's cache rule).
      reply.header('Cache-Control', 'private, max-age=300');
      return screen('main/struts_ng_url_map', 'UrlMap', { urlMap: await urlMap() });
    }),
  };
};
