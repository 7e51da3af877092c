import { type AgencyListAttributes, ENTITY_TYPES, JURISDICTIONS, STATE_AGENCIES } from '@advantage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';

/** A day: the list changes only with a release, and the spec says the client caches it. */
const AGENCY_LIST_MAX_AGE = 86_400;

/** profile/agency_list (AgencyList): the government entities registration and eligibility choose from. */
export function agencyListVerb(request: FastifyRequest, reply: FastifyReply) {
  // Reference data the browser may keep for a day; private, because the answer rides on the visitor's session
  // (its cookies, its store, the punchout banner), which a shared cache must never hand to someone else.
  reply.header('Cache-Control', `private, max-age=${AGENCY_LIST_MAX_AGE}`);
  const attributes: AgencyListAttributes = {
    storeID: request.session.storeId,
    agencies: STATE_AGENCIES,
    entityTypes: ENTITY_TYPES,
    jurisdictions: JURISDICTIONS,
  };
  return screen('profile/agency_list', 'AgencyList', attributes);
}
