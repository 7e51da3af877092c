import { STORES, type StoreId, toStoreId, type UserContainerAttributes, validPrograms } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import type { Member } from '../../lib/member.js';
import { memberRolesOf } from '../../lib/member-roles.js';
import { eligibilityOf } from './eligibility-store.js';
import { bind } from '../../lib/handler.js';

/**
 * A member's container: who they are (with what they may approve, for the account menu), their store and, for a
 * state or local member, the programs they may order under now. Nobody signed in: member null, no programs.
 * user_container answers it for the session's member; a registration's final answer carries the new member's as
 * `newUserContainer` (docs/product/accounts-and-sign-in.md server response).
 */
export async function userContainerOf(request: FastifyRequest, member: Member | null, storeId: StoreId): Promise<UserContainerAttributes> {
  const store = { id: storeId, name: STORES[storeId] };
  if (!member) return { storeID: storeId, member: null, store, programs: [], eligibility: null };
  const now = request.server.now();
  const eligibility = member.memberType === 'state' ? await eligibilityOf(request.server.db, member.id, now) : null;
  return {
    storeID: storeId,
    member: {
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email,
      memberType: member.memberType,
      agency: member.agency,
      roles: await memberRolesOf(request.server.db, member.id),
    },
    store,
    programs: validPrograms(eligibility, now),
    eligibility,
  };
}

/** user_container (UserContainer): the container of the session's member. */
export const userContainerVerb = bind('user_container', async ({ ctx }) => {
  const { request } = ctx;
  return screen('user_container', 'UserContainer', await userContainerOf(request, request.member, toStoreId(ctx.store)));
});
