import type { FastifyRequest } from 'fastify';
import { gateFor, type StateGate } from '../../lib/state-eligibility.js';

/** What a catalog verb needs from the request: the buyer's store and the delivery ZIP kept in the session. */
export interface CatalogContext {
  storeId: number;
  zip: string | null;
  rememberZip(zip: string): Promise<void>;
  /** A state or local member's programs (null for everyone else), read only by the screens that show access. */
  stateGate(): Promise<StateGate | null>;
}

const ZIP_KEY = 'deliveryZip';

export function catalogContext(request: FastifyRequest): CatalogContext {
  const stored = request.session.data[ZIP_KEY];
  return {
    storeId: request.session.storeId,
    zip: typeof stored === 'string' ? stored : null,
    stateGate: () => gateFor(request.server.db, request.member, request.server.now()),
    // The session row is written only when the ZIP changes, so reading product pages stays write-free.
    rememberZip: async (zip) => {
      if (request.session.data[ZIP_KEY] === zip) return;
      await request.saveSession({ data: { ...request.session.data, [ZIP_KEY]: zip } });
    },
  };
}
