import type { AppDb } from '@advantage/db';
import { LANDING_STORES, MESSAGES, STORES, type StoreId, toStoreId } from '@advantage/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { memberFor } from '../../plugins/auth/index.js';
import { allowedInStore, signInSession } from './sign-in-session.js';
import { consumeTransaction } from './transactions.js';

/**
 * docs/adr/0017 and 0026: a member signing in from any of the nine landing stores, the general store included,
 * stays in it (whether they may use it was checked above): the store they were in when they pressed Sign in is
 * the one they chose. Only a session in a store entered by punchout alone (no landing store) goes to the store
 * the member registered in, when they may use it, else to the general store.
 */
function storeAfterSignIn(sessionStore: StoreId, member: { storeId: number; email: string }): StoreId {
  if (LANDING_STORES.includes(STORES[sessionStore])) return sessionStore;
  const home = toStoreId(member.storeId);
  return LANDING_STORES.includes(STORES[home]) && allowedInStore(home, member.email) ? home : 0;
}

const REGISTRATION_LINKS = [
  { label: 'Register as a federal buyer', href: '/ws/profile/registration' },
  { label: 'Register as a state or local buyer', href: '/ws/profile/state_registration' },
];

/**
 * Links the provider identity (issuer + subject) to a member and signs the member in on a new server
 * session (docs/architecture.md, Security). No member: accessDenied with the registration links; a disabled member or a
 * department store the member does not belong to: Forbidden.
 */
export async function mfaSignIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, secure: boolean, db: AppDb) {
  const token = request.token;
  if (!token) throw new UnauthorizedError('Unauthorized', 'Sign in with the identity provider first.');
  await consumeTransaction(app, request, reply, secure);
  const member = await memberFor(db, token);
  const storeId = request.session.storeId;
  if (!member) {
    await audit(db, request, { action: 'sign_in', outcome: 'refused', detail: { reason: 'no member', sub: token.sub } });
    return screen('login/mfa_sign_in', 'accessDenied', {
      storeID: storeId,
      loggedIn: false,
      title: MESSAGES.accessDenied.title,
      message: 'No GSA Advantage account is linked to this sign-in yet. Register to start buying.',
      email: token.email ?? null,
      registrationLinks: REGISTRATION_LINKS,
      displayHomeLink: true,
    });
  }
  if (member.status !== 'active' || !allowedInStore(storeId, member.email)) {
    await audit(db, request, { action: 'sign_in', outcome: 'refused', memberId: member.id, detail: { reason: member.status !== 'active' ? 'disabled' : 'store', storeId } });
    return screen('login/mfa_sign_in', 'Forbidden', {
      storeID: storeId,
      loggedIn: false,
      type: 'ERROR',
      msgType: 'Authorization Error',
      msgHeader: MESSAGES.accessDenied.title,
      message:
        member.status !== 'active'
          ? 'Your account is disabled. Please contact the GSA Advantage Help Desk.'
          : `The ${STORES[storeId]} store is limited to its department's personnel.`,
      registrationLinks: REGISTRATION_LINKS,
      displayHomeLink: true,
    });
  }

  return signInSession(request, member, token, storeAfterSignIn(storeId, member));
}
