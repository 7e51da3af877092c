/**
 * The store gate (docs/adr/0016): the one place that decides whether a request may see a store's content.
 *
 * - A restricted store (the homeland security store) shows its content only to department members: any other
 *   call of a store-content path answers 403, an authorization error naming the vs/restricted screen (a visitor)
 *   or vs/access_denied (a signed-in member) to show in its place, whatever the path. Checked before the verb runs from the session's store, and again on the
 *   answer's store, because main/start_page and main/home choose the store while they run.
 * - A store that asks for the official-business acknowledgement (agriculture) marks every screen answer
 *   mustAcknowledge until the session records it (vs/acknowledge), and refuses cart and order changes until then.
 *
 * Paths about the member rather than the store (sign-in, profile, help, their order history) stay open, so a
 * refused member can sign in, validate an address or leave for another store; an open path's answer that carries
 * store content all the same (an agreement's document) is marked by its verb (lib/store-content.ts) and checked.
 */
import { type Envelope, isServerPath, type ServerPath, type StoreId, toStoreId, VS_TEXT } from '@advantage/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors.js';
import { isStoreContent } from '../../lib/store-content.js';
import { ACKNOWLEDGE_STORES, isAcknowledged } from './acknowledge.js';
import { isRestrictedStore, mayUseStore } from './membership.js';
import { restrictedPages } from './pages.js';

const OPEN_PATHS
  = /^(?:login|sign_in|user_container|bot_check|dhs|vs|information|ggs\/information|profile|ggs\/profile|aacassignment|state|orderhistory)(?:\/|$)|^main\/(?:end_session|extend_session|struts_ng_url_map|message_center|message_center_read)$/;
/** Paths that may switch the session's store while they run (a store query): checked on their answer. */
const STORE_CHOOSING = new Set<string>(['main/start_page', 'main/home', 'usmc/start_page', 'ggs/start_page']);
/** Paths that change a cart or place an order (the method table's cart, parkcart, ordering, fedstrip, checkout areas). */
const CART_CHANGING = /^(?:cart|parkcart|ordering|fedstrip|checkout|ggs\/cart)\//;

function serverPathOf(url: string): ServerPath | undefined {
  const path = (url.split('?')[0] ?? '').replace(/^\/(?:advantage\/)?rs\//, '');
  return path === url.split('?')[0] || !isServerPath(path) ? undefined : path;
}

/** The store-content server path of an API request, or undefined for an open path or anything else. */
export function gatedPath(url: string): ServerPath | undefined {
  const path = serverPathOf(url);
  return path && !OPEN_PATHS.test(path) ? path : undefined;
}

function isEnvelope(payload: unknown): payload is Envelope {
  const p = payload as Partial<Envelope> | null;
  return typeof p === 'object' && p !== null && typeof p.responseType === 'string' && typeof p.pathInfo === 'string' && typeof p.attributes === 'object' && p.attributes !== null;
}

export function addStoreGate(app: FastifyInstance): void {
  const pages = restrictedPages(app);

  async function refusal(request: FastifyRequest, storeId: StoreId, path: ServerPath, kept?: Record<string, unknown>): Promise<Envelope | undefined> {
    if (!isRestrictedStore(storeId)) return undefined;
    if (request.member && (await mayUseStore(app.db, request.member, storeId))) return undefined;
    request.log.info({ storeId, path, member: request.member?.id ?? null }, 'restricted store refused');
    return pages.refusal(request, storeId, path, kept);
  }

  app.addHook('preHandler', async (request, reply) => {
    const path = request.session ? gatedPath(request.url) : undefined;
    if (!path) return;
    const storeId = request.session.storeId;
    if (!STORE_CHOOSING.has(path)) {
      const refused = await refusal(request, storeId, path);
      if (refused) return reply.code(403).header('Cache-Control', 'no-store').send(refused);
    }
    if (ACKNOWLEDGE_STORES.has(storeId) && CART_CHANGING.test(path) && request.method !== 'GET' && !isAcknowledged(request)) {
      throw new ForbiddenError(VS_TEXT.acknowledgeFirst);
    }
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const path = request.session ? (gatedPath(request.url) ?? (isStoreContent(request) ? serverPathOf(request.url) : undefined)) : undefined;
    if (!path || !isEnvelope(payload) || payload.responseType === 'ERROR' || reply.statusCode >= 400) return payload;
    const { storeID, headerCart, welcomeBlock } = payload.attributes;
    const storeId = storeID === undefined ? request.session.storeId : toStoreId(storeID);
    const kept = { ...(headerCart === undefined ? {} : { headerCart }), ...(welcomeBlock === undefined ? {} : { welcomeBlock }) };
    const refused = await refusal(request, storeId, path, kept);
    if (refused) {
      reply.code(403).header('Cache-Control', 'no-store');
      return refused;
    }
    if (ACKNOWLEDGE_STORES.has(storeId) && payload.responseType === 'SCREEN' && !isAcknowledged(request)) {
      return { ...payload, attributes: { ...payload.attributes, mustAcknowledge: true } };
    }
    return payload;
  });
}
