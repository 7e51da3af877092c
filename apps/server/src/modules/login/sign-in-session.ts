import { cartSummary, EMPTY_CART_SUMMARY, type StoreId, sessionTimeoutOrDefault } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { memberRolesOf } from '../../lib/member-roles.js';
import type { Member } from '../../plugins/auth/index.js';
import type { AccessTokenClaims } from '../../plugins/auth/verifier.js';
import { mergeSessionCart } from '../cart/merge.js';
import { findActiveCartId, loadCart } from '../../core/cart/store.js';

/**
 * docs/product/README.md: these stores are limited to their department's personnel. The homeland security store is not here: any
 * member signs in there and its store gate (modules/vs, ADR 0016) shows its content to department members only,
 * telling the others how to get access (validate a department address) instead of refusing the sign-in.
 */
const DEPARTMENT_STORES: Partial<Record<StoreId, readonly string[]>> = { 5: ['usda.gov'] };

export function allowedInStore(storeId: StoreId, email: string): boolean {
  const domains = DEPARTMENT_STORES[storeId];
  if (!domains) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/**
 * docs/product/accounts-and-sign-in.md: a change of store starts a new session (new session and anti-forgery cookies) keeping the new store. A
 * member signed in on the old session stays signed in on the new one where they may use the store (ADR 0017), so a
 * footer store link or "Go to the general store" does not sign anyone out; true when the member was carried over.
 */
export async function changeStoreSession(request: FastifyRequest, storeId: StoreId): Promise<boolean> {
  const { memberId, iss, sub, signedInAt } = request.session.data;
  const member = request.member;
  await request.regenerateSession();
  if (member && member.id === memberId && allowedInStore(storeId, member.email)) {
    await request.saveSession({ storeId, data: { memberId, iss, sub, signedInAt } });
    return true;
  }
  if (storeId !== 0) await request.saveSession({ storeId });
  return false;
}

/**
 * A sign-out: a new session that keeps only the store, audited for a member, and the member's sockets closed. A
 * visitor's sign-out ends nothing a socket carries: closing the page's own socket would only reload the page (the
 * client reloads on a reconnect), which signs out again.
 */
export async function endSignIn(request: FastifyRequest, memberId: string | null): Promise<void> {
  const storeId = request.session.storeId;
  const endedSession = request.session.id;
  await request.regenerateSession();
  if (storeId !== 0) await request.saveSession({ storeId });
  if (!memberId) return;
  await audit(request.server.db, request, { action: 'sign_out', outcome: 'success', memberId });
  request.server.realtime?.closeSession(endedSession, memberId);
}

/** Signs a member in on a new server session (docs/architecture.md, Security) and answers AUTHENTICATED (docs/product/accounts-and-sign-in.md). */
export async function signInSession(request: FastifyRequest, member: Member, token: AccessTokenClaims, storeId: StoreId) {
  const anonymousSession = request.session.id;
  await request.regenerateSession();
  await request.saveSession({
    storeId,
    data: { memberId: member.id, iss: token.iss, sub: token.sub, signedInAt: new Date().toISOString() },
  });
  // What the visitor put in the cart before signing in joins the member's cart.
  await mergeSessionCart(request.server.db, anonymousSession, member.id);
  const cartId = await findActiveCartId(request.server.db, { memberId: member.id, sessionId: request.session.id });
  // The header shows the cart's size at once, merged cart included.
  const cart = cartId === undefined ? EMPTY_CART_SUMMARY : cartSummary(await loadCart(request.server.db, cartId, storeId));
  await audit(request.server.db, request, { action: 'sign_in', outcome: 'success', memberId: member.id });
  return {
    responseType: 'AUTHENTICATED' as const,
    pathInfo: 'login/mfa_sign_in',
    attributes: {
      storeID: storeId,
      loggedIn: true,
      // The header's account menu offers the approval pages to the members who can use them (contracts/member-roles.ts).
      user: {
        name: `${member.firstName} ${member.lastName}`.trim(),
        email: member.email,
        memberType: member.memberType,
        roles: await memberRolesOf(request.server.db, member.id),
      },
      sessionTimeout: sessionTimeoutOrDefault(request.session.timeoutSeconds),
      cart,
    },
  };
}
