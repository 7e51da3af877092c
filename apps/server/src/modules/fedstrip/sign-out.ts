/**
 * fedstrip/sign_out: like login/sign_out (SignedOff, LogoutFromAuthServer, AdvantageConfirmLogOff), except that a
 * clerk with requisitions not yet ordered is first asked (FedstripConfirmLogOff) and stays signed in until they
 * confirm (?confirm=true). The requisitions stay in the cart either way.
 */
import { FEDSTRIP_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { cartOwner, findActiveCartId } from '../cart/store.js';

export async function fedstripSignOut(request: FastifyRequest, endSessionEndpoint: string | undefined) {
  const { confirmLogout, confirm } = request.query as { confirmLogout?: 'true' | 'false'; confirm?: 'true' | 'false' };
  const memberId = typeof request.session.data.memberId === 'string' ? request.session.data.memberId : null;
  const storeId = request.session.storeId;
  const base = { storeID: storeId, endSessionEndpoint: endSessionEndpoint ?? null };
  if (memberId && confirm !== 'true' && confirmLogout !== 'true') {
    const cartId = await findActiveCartId(request.server.db, cartOwner(request));
    const pending = cartId === undefined ? 0 : await request.server.db.$count(schema.fedstripLines, eq(schema.fedstripLines.cartId, cartId));
    if (pending > 0) return screen('fedstrip/sign_out', 'FedstripConfirmLogOff', { ...base, loggedIn: true, pending, message: FEDSTRIP_TEXT.confirmSignOut(pending) });
  }
  const endedSession = request.session.id;
  await request.regenerateSession();
  if (storeId !== 0) await request.saveSession({ storeId });
  if (memberId) await audit(request.server.db, request, { action: 'sign_out', outcome: 'success', memberId });
  // A visitor's sign-out ends nothing a socket carries: closing the page's own socket would only reload the page
  // (the client reloads on a reconnect), which signs out again.
  if (memberId) request.server.realtime?.closeSession(endedSession, memberId);
  const attributes = { ...base, loggedIn: false };
  if (confirmLogout === 'true') return screen('fedstrip/sign_out', 'AdvantageConfirmLogOff', attributes);
  if (memberId) return screen('fedstrip/sign_out', 'LogoutFromAuthServer', attributes);
  return screen('fedstrip/sign_out', 'SignedOff', attributes);
}
