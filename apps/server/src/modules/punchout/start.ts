/**
 * Opening the StartPage: the token is taken once, atomically (two browsers opening one link:
 * one wins), only before it expires. The browser then gets a new server session bound to the punchout: the
 * organization's store, `session.data.punchout`, no sign-in asked. An edit or inspect setup's items are put back
 * into that session's cart. A used, expired or unknown link answers 410 with a page saying what to do.
 */
import { isPunchoutOperation, PUNCHOUT_START_SECONDS, type PunchoutSessionView, toStoreId } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { addItems, ensureActiveCart } from '../../core/cart/store.js';
import { startTokenHash } from './setup.js';
import { html, renderPage } from './page.js';

const sessions = schema.punchoutSessions;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the server session keeps of its punchout: the row, and what the web app's banner shows (no read per call). */
export interface PunchoutMark {
  id: number;
  organizationId: number;
  view: PunchoutSessionView;
}

export function punchoutMark(request: FastifyRequest): PunchoutMark | undefined {
  const mark = request.session.data.punchout as PunchoutMark | undefined;
  return mark && typeof mark.id === 'number' && typeof mark.organizationId === 'number' ? mark : undefined;
}

function refused(reply: FastifyReply) {
  const body = [
    '<h1>This punchout link can no longer be used</h1>',
    `<p>${html(`A punchout link opens the store once, within ${PUNCHOUT_START_SECONDS / 60} minutes. This one was already used or has expired.`)}</p>`,
    '<p>Go back to your procurement system and open the catalog again.</p>',
  ].join('');
  return reply.code(410).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderPage({ title: 'Punchout link expired', body }));
}

async function restoreItems(db: AppDb, sessionId: string, storeId: number, items: schema.PunchoutItemOut[]) {
  const wanted = items.flatMap((i) => (/^\d{1,15}$/.test(i.supplierPartAuxiliaryId) ? [{ offerId: Number(i.supplierPartAuxiliaryId), quantity: i.quantity }] : []));
  if (wanted.length === 0) return;
  const cartId = await ensureActiveCart(db, { memberId: null, sessionId });
  // An item no longer offered is left out; the shopper sees the cart as it can be ordered today.
  await addItems(db, cartId, wanted, storeId);
}

/**
 * The token is checked and taken before anything of the browser's session changes: a refused StartPage (a
 * cross-site link with any token, or a used one opened again by a double click) leaves the browser's session,
 * its punchout and its cart as they were. Only a taken token ends the old session and starts the punchout's.
 */
export async function openStartPage(db: AppDb, request: FastifyRequest, reply: FastifyReply, token: string, now: number) {
  if (!TOKEN.test(token)) return refused(reply);
  const [taken] = await db
    .update(sessions)
    .set({ startedAt: new Date(now) })
    .where(and(eq(sessions.startTokenHash, startTokenHash(token)), isNull(sessions.startedAt), gt(sessions.startExpiresAt, new Date(now))))
    .returning();
  if (!taken) {
    await audit(db, request, { action: 'punchout_start', outcome: 'refused', target: null });
    return refused(reply);
  }
  const [org] = await db
    .select({ storeId: schema.punchoutOrganizations.storeId, code: schema.punchoutOrganizations.code, name: schema.punchoutOrganizations.name })
    .from(schema.punchoutOrganizations)
    .where(eq(schema.punchoutOrganizations.id, taken.organizationId));
  if (!org || !isPunchoutOperation(taken.operation)) return refused(reply);
  await request.regenerateSession();
  await db.update(sessions).set({ webSessionId: request.session.id }).where(eq(sessions.id, taken.id));
  const view: PunchoutSessionView = { organization: org.name, operation: taken.operation, endUser: taken.endUser, readOnly: taken.operation === 'inspect' };
  const mark: PunchoutMark = { id: taken.id, organizationId: taken.organizationId, view };
  await request.saveSession({ storeId: toStoreId(org.storeId), data: { punchout: mark } });
  if (taken.operation !== 'create') await restoreItems(db, request.session.id, org.storeId, taken.items);
  await audit(db, request, { action: 'punchout_start', outcome: 'success', target: org.code, detail: { session: taken.id, operation: taken.operation } });
  return reply.header('Cache-Control', 'no-store').redirect('/ws/main/home', 303);
}
