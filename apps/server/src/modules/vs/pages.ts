import { randomUUID } from 'node:crypto';
import { DHS_STORE_ID, type Envelope, type RestrictedStoreAttributes, type StoreId, VS_TEXT } from '@advantage/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorEnvelope, screen } from '../../lib/envelope.js';
import { requestDetail } from '../../lib/error-detail.js';
import { requireMember } from '../../lib/member.js';
import { isRestrictedStore, RESTRICTED_STORES } from './membership.js';
import { storeSettingsReader } from './store-settings.js';

/**
 * vs/restricted (what the store is, sign in, how to get access) and vs/access_denied (the signed-in member is
 * not a department member: validate a department address, or go to the general store). The store gate answers
 * a refused path with the same screens, naming the path it refused.
 */
export function restrictedPages(app: FastifyInstance) {
  const settings = storeSettingsReader(app.db);

  async function attributes(request: FastifyRequest, storeId: StoreId, restrictedStoreId: StoreId, refusedPath?: string): Promise<RestrictedStoreAttributes> {
    const store = await settings(restrictedStoreId);
    return {
      storeID: storeId,
      restrictedStoreID: restrictedStoreId,
      loggedIn: request.member !== null,
      domains: RESTRICTED_STORES[restrictedStoreId] ?? [],
      // The header shows the store the visitor is in; when that is the restricted one, its logo and title.
      ...(store && storeId === restrictedStoreId ? { store } : {}),
      ...(request.member ? { email: request.member.email } : {}),
      ...(refusedPath ? { refusedPath } : {}),
    };
  }

  /** The restricted store a page is about: the session's when it is one, else the homeland security store. */
  const aboutStore = (request: FastifyRequest): StoreId => (isRestrictedStore(request.session.storeId) ? request.session.storeId : DHS_STORE_ID);

  return {
    /**
     * The gate's answer for a path refused in a restricted store: an authorization error (docs/product/errors.md Forbidden display:
     * type ERROR, msgType Authorization Error) whose pathInfo names the screen to show in its place, vs/restricted
     * for a visitor and vs/access_denied for a member, with everything those screens show. `kept` carries the refused
     * answer's public parts (the header's cart count, the store's welcome block), never its content.
     */
    async refusal(request: FastifyRequest, storeId: StoreId, refusedPath: string, kept: Record<string, unknown> = {}): Promise<Envelope> {
      const attrs = await attributes(request, storeId, storeId, refusedPath);
      const [pagePath, name, message] = request.member
        ? (['vs/access_denied', 'AccessDenied', VS_TEXT.accessDeniedLead] as const)
        : (['vs/restricted', 'Restricted', VS_TEXT.restrictedLead] as const);
      return errorEnvelope(pagePath, name, {
        ...requestDetail(request, name),
        exceptionID: randomUUID(),
        serverTime: new Date().toISOString(),
        detailedErrorMessage: message,
        wsPath: refusedPath,
        msgType: 'Authorization Error',
        ...kept,
        ...attrs,
      });
    },
    async restricted(request: FastifyRequest) {
      return screen('vs/restricted', 'Restricted', await attributes(request, request.session.storeId, aboutStore(request)));
    },
    async accessDenied(request: FastifyRequest) {
      requireMember(request);
      return screen('vs/access_denied', 'AccessDenied', await attributes(request, request.session.storeId, aboutStore(request)));
    },
  };
}
