import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { endSignIn } from './sign-in-session.js';

/**
 * Ends the server session. A session that had a member signed in answers LogoutFromAuthServer so the
 * browser also ends the provider session; confirmLogout=true (after a forced logout) answers the
 * confirmation screen (`confirmLogout`); otherwise SignedOff.
 */
export async function signOut(request: FastifyRequest, endSessionEndpoint: string | undefined, confirmLogout: boolean) {
  const memberId = typeof request.session.data.memberId === 'string' ? request.session.data.memberId : null;
  const storeId = request.session.storeId;
  await endSignIn(request, memberId);
  const attributes = { storeID: storeId, loggedIn: false, endSessionEndpoint: endSessionEndpoint ?? null };
  if (confirmLogout) return screen('login/sign_out', 'AdvantageConfirmLogOff', attributes);
  if (memberId) return screen('login/sign_out', 'LogoutFromAuthServer', attributes);
  return screen('login/sign_out', 'SignedOff', attributes);
}
