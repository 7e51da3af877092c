import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';

/**
 * Ends the server session. A session that had a member signed in answers LogoutFromAuthServer so the
 * browser also ends the provider session; confirmLogout=true (after a forced logout) answers the
 * confirmation screen; otherwise SignedOff.
 */
export async function signOut(request: FastifyRequest, endSessionEndpoint: string | undefined) {
  const { confirmLogout } = request.query as { confirmLogout?: 'true' | 'false' };
  const memberId = typeof request.session.data.memberId === 'string' ? request.session.data.memberId : null;
  const storeId = request.session.storeId;
  const endedSession = request.session.id;
  await request.regenerateSession();
  if (storeId !== 0) await request.saveSession({ storeId });
  if (memberId) await audit(request.server.db, request, { action: 'sign_out', outcome: 'success', memberId });
  // A visitor's sign-out ends nothing a socket carries: closing the page's own socket would only reload the page
  // (the client reloads on a reconnect), which signs out again.
  if (memberId) request.server.realtime?.closeSession(endedSession, memberId);
  const attributes = { storeID: storeId, loggedIn: false, endSessionEndpoint: endSessionEndpoint ?? null };
  if (confirmLogout === 'true') return screen('login/sign_out', 'AdvantageConfirmLogOff', attributes);
  if (memberId) return screen('login/sign_out', 'LogoutFromAuthServer', attributes);
  return screen('login/sign_out', 'SignedOff', attributes);
}
