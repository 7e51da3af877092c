/**
 * fedstrip/sign_out: like login/sign_out (SignedOff, LogoutFromAuthServer, AdvantageConfirmLogOff), except that a
 * clerk with requisitions not yet ordered is first asked (FedstripConfirmLogOff) and stays signed in until they
 * confirm (?confirm=true). The requisitions stay in the cart either way.
 */
import { FEDSTRIP_TEXT, type InputOf } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { cartOwner, findActiveCartId } from '../../core/cart/store.js';
import { endSignIn } from '../login/sign-in-session.js';

export async function fedstripSignOut(request: FastifyRequest, { confirmLogout, confirm }: InputOf<'fedstrip/sign_out'>['query'], endSessionEndpoint: string | undefined) {
  const memberId = typeof request.session.data.memberId === 'string' ? request.session.data.memberId : null;
  const storeId = request.session.storeId;
  const base = { storeID: storeId, endSessionEndpoint: endSessionEndpoint ?? null };
  if (memberId && confirm !== 'true' && confirmLogout !== 'true') {
    const cartId = await findActiveCartId(request.server.db, cartOwner(request));
    const pending = cartId === undefined ? 0 : await request.server.db.$count(schema.fedstripLines, eq(schema.fedstripLines.cartId, cartId));
    if (pending > 0) return screen('fedstrip/sign_out', 'FedstripConfirmLogOff', { ...base, loggedIn: true, pending, message: FEDSTRIP_TEXT.confirmSignOut(pending) });
  }
  await endSignIn(request, memberId);
  const attributes = { ...base, loggedIn: false };
  if (confirmLogout === 'true') return screen('fedstrip/sign_out', 'AdvantageConfirmLogOff', attributes);
  if (memberId) return screen('fedstrip/sign_out', 'LogoutFromAuthServer', attributes);
  return screen('fedstrip/sign_out', 'SignedOff', attributes);
}
