import { cartSummary, EMPTY_CART_SUMMARY, type StoreId, sessionTimeoutOrDefault } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import type { Member } from '../../plugins/auth/index.js';
import type { AccessTokenClaims } from '../../plugins/auth/verifier.js';
import { mergeSessionCart } from '../cart/merge.js';
import { findActiveCartId, loadCart } from '../cart/store.js';

/** Signs a member in on a new server session (security.md S-4) and answers AUTHENTICATED (spec §4). */
export async function signInSession(request: FastifyRequest, member: Member, token: AccessTokenClaims, storeId: StoreId) {
  const anonymousSession = request.session.id;
  await request.regenerateSession();
  await request.saveSession({
    storeId,
    data: { memberId: member.id, iss: token.iss, sub: token.sub, signedInAt: new Date().toISOString() },
  });
  // What the visitor put in the cart before signing in joins the member's cart (issue 5).
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
      user: { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email },
      sessionTimeout: sessionTimeoutOrDefault(request.session.timeoutSeconds),
      cart,
    },
  };
}
