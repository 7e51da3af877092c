/**
 * The message center's writer: the events that email a member also leave the message in
 * the member's message center, in the same transaction. A message never carries an emailed link's token:
 * its link is an in-app path.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MessageKind } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../lib/db-executor.js';
import { notifyMemberTabs } from '../realtime-channel.js';

export interface MemberNotice {
  kind: MessageKind;
  title: string;
  body: string;
  /** An in-app path, `/ws/...`. */
  link?: string | null;
}

const { memberMessages, members } = schema;

/** The members written to while this request runs; they learn their unread count once it has answered. */
const writtenTo = new AsyncLocalStorage<Set<string>>();

/** Leaves `notice` for every active member whose sign-in address is `email` (compared without regard to case). */
export async function writeMemberMessage(db: DbExecutor, email: string, notice: MemberNotice): Promise<void> {
  const recipients = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email.toLowerCase()}`, eq(members.status, 'active')));
  if (recipients.length === 0) return;
  if (notice.link && !notice.link.startsWith('/ws/')) throw new Error('A message links only into the app.');
  const { kind, title, body } = notice;
  await db.insert(memberMessages).values(recipients.map((r) => ({ memberId: r.id, kind, title, body, link: notice.link ?? null })));
  for (const r of recipients) writtenTo.getStore()?.add(r.id);
}

/** Members a caller wrote messages to itself (orderhistory/status-store.ts writes them in its one statement). */
export function noteMessaged(memberIds: Iterable<string>): void {
  for (const id of memberIds) writtenTo.getStore()?.add(id);
}

export async function unreadMessages(db: DbExecutor, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberMessages).where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return Number(row?.n ?? 0);
}

declare module 'fastify' {
  interface FastifyRequest {
    messagedMembers: Set<string> | null;
  }
}

/**
 * Once a request that wrote messages has answered (its transaction committed), each member written to gets
 * `{"op":"messages","unread":N}` on their open tabs, so the header's count moves without a reload.
 */
export function pushUnreadCounts(app: FastifyInstance): void {
  app.decorateRequest('messagedMembers', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const written = new Set<string>();
    request.messagedMembers = written;
    writtenTo.run(written, done);
  });
  app.addHook('onResponse', async (request) => {
    const realtime = app.realtime;
    if (!realtime || !request.messagedMembers?.size) return;
    for (const memberId of request.messagedMembers) realtime.publishToMember(memberId, { op: 'messages', unread: await unreadMessages(app.db, memberId) });
  });
}

/**
 * For a change made outside a request (an operator script, e.g. scripts/order-status.mjs): runs it, then tells each
 * member it wrote to their new unread count on their open tabs, through the realtime channel of every instance.
 */
export async function withUnreadPush<T>(db: AppDb, work: () => Promise<T>): Promise<T> {
  const written = new Set<string>();
  const result = await writtenTo.run(written, work);
  for (const memberId of written) await notifyMemberTabs(db, memberId, { op: 'messages', unread: await unreadMessages(db, memberId) });
  return result;
}
