/**
 * What every FEDSTRIP verb starts from: the signed-in member (401 otherwise), the store, the cart owner and the
 * FEDSTRIP choices kept in the server session (the AAC ordered for, collapsed or expanded item entry).
 */
import type { FastifyRequest } from 'fastify';
import type { Member } from '../../plugins/auth/index.js';
import { requireMember } from '../../lib/member.js';
import { type CartOwner, cartOwner } from '../../core/cart/store.js';

export interface FedstripSession {
  aac?: string;
  expanded?: boolean;
}

export interface FedstripContext {
  member: Member;
  storeId: number;
  owner: CartOwner;
  session: FedstripSession;
  now: Date;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function fedstripContext(request: FastifyRequest): FedstripContext {
  const member = requireMember(request);
  const raw = request.session.data.fedstrip;
  const session: FedstripSession = {};
  if (isObject(raw)) {
    if (typeof raw.aac === 'string' && /^[A-Z0-9]{6}$/.test(raw.aac)) session.aac = raw.aac;
    if (typeof raw.expanded === 'boolean') session.expanded = raw.expanded;
  }
  return { member, storeId: request.session.storeId, owner: cartOwner(request), session, now: new Date(request.server.now()) };
}

export async function saveFedstripSession(request: FastifyRequest, session: FedstripSession): Promise<void> {
  await request.saveSession({ data: { ...request.session.data, fedstrip: session } });
}
