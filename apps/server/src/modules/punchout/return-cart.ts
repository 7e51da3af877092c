/**
 * "Return cart to <organization>": the page that posts the session's cart back to the
 * procurement system: an HTML form, method POST, to the BrowserFormPost URL the setup gave, with one hidden field
 * `cXML-urlencoded` holding the PunchOutOrderMessage. A script of our own origin submits it at once; the button
 * does the same without scripts. The page's CSP allows that form to post to that one origin only.
 * Only the browser the punchout was opened in can return its cart (the session's mark and the bound session id).
 */
import type { AppDb } from '@advantage/db';
import { schema } from '@advantage/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findActiveCartId, loadCart } from '../../core/cart/store.js';
import { orderMessageDocument, type ReturnLine } from './order-message.js';
import { html, renderPage } from './page.js';
import { punchoutMark } from './start.js';

export const AUTOSUBMIT_SCRIPT_PATH = '/punchout/return.js';
/** Submits the return form once the page is parsed (the button remains for browsers without scripts). */
export const AUTOSUBMIT_SCRIPT = 'document.getElementById(\'punchout-return\')?.submit();\n';

const { punchoutSessions, punchoutOrganizations, offers, products, categories } = schema;

async function lineFacts(db: AppDb, offerIds: number[]) {
  if (offerIds.length === 0) return new Map<number, { manufacturerName: string; fsc: string | null; deliveryDays: number }>();
  const rows = await db
    .select({ offerId: offers.id, manufacturerName: products.manufacturerName, fsc: categories.fsc, deliveryDays: offers.deliveryDays })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(offers.id, offerIds));
  return new Map(rows.map((r) => [r.offerId, r]));
}

function page(reply: FastifyReply, status: number, title: string, body: string, formOrigin?: string) {
  if (formOrigin) {
    reply.header(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'self'; style-src 'self'; form-action ${formOrigin}; base-uri 'none'; frame-ancestors 'none'; object-src 'none'`,
    );
  }
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderPage({ title, body, ...(formOrigin ? { scripts: [AUTOSUBMIT_SCRIPT_PATH] } : {}) }));
}

export async function returnCartPage(db: AppDb, request: FastifyRequest, reply: FastifyReply, host: string) {
  const mark = punchoutMark(request);
  const [row] = mark
    ? await db
        .select({ session: punchoutSessions, org: punchoutOrganizations })
        .from(punchoutSessions)
        .innerJoin(punchoutOrganizations, eq(punchoutOrganizations.id, punchoutSessions.organizationId))
        .where(and(eq(punchoutSessions.id, mark.id), eq(punchoutSessions.webSessionId, request.session.id)))
        .limit(1)
    : [];
  if (!row) return page(reply, 404, 'No punchout session', '<h1>No punchout session</h1><p>This browser is not in a punchout session. Open the catalog again from your procurement system.</p>');
  const { session, org } = row;
  const cartId = await findActiveCartId(db, { memberId: null, sessionId: request.session.id });
  const cart = cartId === undefined ? undefined : await loadCart(db, cartId, request.session.storeId);
  const items = cart?.groups.flatMap((g) => g.items) ?? [];
  if (items.some((i) => i.unavailable)) {
    return page(reply, 409, 'Cart needs changes', '<h1>Your cart needs changes</h1><p>Some items are no longer offered. Remove them from your cart, then return it again.</p><p><a href="/ws/cart/shopping_cart">Go to your cart</a></p>');
  }
  const facts = await lineFacts(db, items.map((i) => i.offerId));
  const lines: ReturnLine[] = items.map((i) => ({
    offerId: i.offerId,
    partNumber: i.partNumber,
    title: i.title,
    quantity: i.quantity,
    unitPriceCents: i.unitPriceCents,
    unitOfIssue: i.unitOfIssue.code,
    fsc: facts.get(i.offerId)?.fsc ?? null,
    manufacturerName: facts.get(i.offerId)?.manufacturerName ?? '',
    manufacturerPartId: i.partNumber,
    leadTimeDays: facts.get(i.offerId)?.deliveryDays ?? 0,
  }));
  const xml = orderMessageDocument({
    buyerCookie: session.buyerCookie,
    operation: session.operation as 'create' | 'edit' | 'inspect',
    supplier: { domain: org.toDomain, identity: org.toIdentity },
    buyer: { domain: org.fromDomain, identity: org.fromIdentity },
    lines,
    host,
    userAgent: 'Advantage punchout',
  });
  await db.update(punchoutSessions).set({ returnedAt: new Date() }).where(eq(punchoutSessions.id, session.id));
  const label = `Return cart to ${org.name}`;
  const body = [
    `<h1>${html(label)}</h1>`,
    `<p>${html(lines.length === 1 ? '1 item goes back' : `${lines.length} items go back`)} to your requisition in ${html(org.name)}.</p>`,
    `<form id="punchout-return" method="post" action="${html(session.browserFormPostUrl)}" enctype="application/x-www-form-urlencoded">`,
    `<input type="hidden" name="cXML-urlencoded" value="${html(xml)}">`,
    `<button type="submit" class="usa-button">${html(label)}</button>`,
    '</form>',
  ].join('');
  return page(reply, 200, label, body, new URL(session.browserFormPostUrl).origin);
}
