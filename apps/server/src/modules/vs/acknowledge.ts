import { USDA_STORE_ID } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';

/** The session data key that records the agriculture store's official-business acknowledgement. */
export const ACKNOWLEDGED_KEY = 'officialBusinessAcknowledged';

/** Stores that ask for the acknowledgement once per session (docs/product/README.md: the agriculture store, official business only). */
export const ACKNOWLEDGE_STORES: ReadonlySet<number> = new Set([USDA_STORE_ID]);

export function isAcknowledged(request: FastifyRequest): boolean {
  return request.session.data[ACKNOWLEDGED_KEY] === true;
}

/**
 * vs/acknowledge (Acknowledged): records the acknowledgement in the server session, so the server (which marks
 * every screen mustAcknowledge until then and refuses cart changes) knows it, not only the web app. The key is
 * merged in SQL: writing the whole session data back could undo a concurrent request's change.
 */
export async function acknowledgeVerb(request: FastifyRequest) {
  const t = schema.sessions;
  if (request.session.persisted) {
    const [row] = await request.server.db
      .update(t)
      .set({ data: sql`${t.data} || jsonb_build_object(${ACKNOWLEDGED_KEY}::text, true)` })
      .where(eq(t.id, request.session.id))
      .returning({ data: t.data });
    if (row) request.adoptSessionData(row.data);
    else await request.saveSession({ data: { ...request.session.data, [ACKNOWLEDGED_KEY]: true } });
  } else {
    await request.saveSession({ data: { ...request.session.data, [ACKNOWLEDGED_KEY]: true } });
  }
  await audit(request.server.db, request, { action: 'official_business_acknowledged', outcome: 'success', target: String(request.session.storeId) });
  return screen('vs/acknowledge', 'Acknowledged', { storeID: request.session.storeId, acknowledged: true });
}
