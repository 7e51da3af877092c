import { STORES, toStoreId, type UserContainerAttributes, validPrograms } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { eligibilityOf } from './eligibility-store.js';

/**
 * user_container (UserContainer): the signed-in member, their store and, for a state or local member, the
 * programs they may order under now. Nobody signed in: member null, no programs.
 */
export async function userContainerVerb(request: FastifyRequest) {
  const storeId = toStoreId(request.session.storeId);
  const store = { id: storeId, name: STORES[storeId] };
  const member = request.member;
  if (!member) return screen('user_container', 'UserContainer', { storeID: storeId, member: null, store, programs: [], eligibility: null } satisfies UserContainerAttributes);
  const now = request.server.now();
  const eligibility = member.memberType === 'state' ? await eligibilityOf(request.server.db, member.id, now) : null;
  const attributes: UserContainerAttributes = {
    storeID: storeId,
    member: { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email, memberType: member.memberType, agency: member.agency },
    store,
    programs: validPrograms(eligibility, now),
    eligibility,
  };
  return screen('user_container', 'UserContainer', attributes);
}
