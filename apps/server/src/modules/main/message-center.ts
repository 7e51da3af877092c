/**
 * main/message_center (MessageCenter) and main/message_center_read: a member's messages, newest first, and
 * marking one or all of them read. Every read and change is limited to the signed-in member.
 */
import { MESSAGE_CENTER_PAGE_SIZE, MESSAGE_CENTER_TEXT, type MessageCenterAttributes, type MessageKind, type MessageView, WEBSOCKET_ID_HEADER } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { unreadMessages } from '../../plugins/mail/member-messages.js';
import { bind } from '../../lib/handler.js';

const { memberMessages } = schema;

async function listFor(request: FastifyRequest, memberId: string): Promise<MessageCenterAttributes> {
  const db = request.server.db;
  const rows = await db
    .select()
    .from(memberMessages)
    .where(eq(memberMessages.memberId, memberId))
    .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
    .limit(MESSAGE_CENTER_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(memberMessages).where(eq(memberMessages.memberId, memberId));
  const messages: MessageView[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as MessageKind,
    title: r.title,
    body: r.body,
    link: r.link,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
  return { messages, unread: await unreadMessages(db, memberId), total: Number(total?.n ?? 0) };
}

export const messageCenter = bind('main/message_center', async ({ ctx, input: { query } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const { view } = query;
  const storeID = ctx.store;
  if (view === 'count') {
    return screen('main/message_center', 'MessageCenter', { storeID, messages: [], unread: await unreadMessages(ctx.db, member.id), total: 0 });
  }
  return screen('main/message_center', 'MessageCenter', { storeID, ...(await listFor(request, member.id)) });
});

export const markMessagesRead = bind('main/message_center_read', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const db = ctx.db;
  const mine = eq(memberMessages.memberId, member.id);
  if (body.messageId !== undefined) {
    const [found] = await db.select({ id: memberMessages.id }).from(memberMessages).where(and(mine, eq(memberMessages.id, body.messageId)));
    // Another member's message and no message at all answer alike.
    if (!found) throw new NotFoundError(MESSAGE_CENTER_TEXT.notFound);
    await db.update(memberMessages).set({ readAt: new Date() }).where(and(mine, eq(memberMessages.id, body.messageId), isNull(memberMessages.readAt)));
  } else {
    await db.update(memberMessages).set({ readAt: new Date() }).where(and(mine, isNull(memberMessages.readAt)));
  }
  const attributes = await listFor(request, member.id);
  // The member's other tabs show the new count.
  const header = request.headers[WEBSOCKET_ID_HEADER.toLowerCase()];
  request.server.realtime?.publishToMember(member.id, { op: 'messages', unread: attributes.unread }, typeof header === 'string' && header ? header : undefined);
  return screen('main/message_center_read', 'MessageCenter', { storeID: ctx.store, ...attributes });
});
