import { COMMENT_FORM_TEXT, type CommentFormAttributes, type CommentFormInput, type CommentFormSuccessAttributes, commentTopicLabel } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import type { InformationContext } from './context.js';
import { helpDeskMessage, referenceNumber, type RequestFacts, senderCopy } from './help-desk.js';

const table = schema.customerServiceRequests;

/**
 * Limits per hour. The form sends mail to an address anyone can type, so requests are limited per
 * browser session and per email address (the database counts the latter, across servers).
 */
export const COMMENT_LIMITS_PER_HOUR = { session: 5, email: 3 } as const;
const HOUR_MS = 3_600_000;
const SESSION_KEY = 'customerServiceSentAt';

function sentThisHour(data: Record<string, unknown>, now: number): number[] {
  const list = data[SESSION_KEY];
  return Array.isArray(list) ? list.filter((t): t is number => typeof t === 'number' && now - t < HOUR_MS) : [];
}

async function sentToEmailThisHour(request: FastifyRequest, email: string): Promise<number> {
  const [row] = await request.server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(sql`lower(${table.email}) = ${email.toLowerCase()}`, gt(table.createdAt, sql`now() - interval '1 hour'`)));
  return Number(row?.n ?? 0);
}

function formAgain(ctx: InformationContext, input: CommentFormInput, message: string): CommentFormAttributes {
  return {
    storeID: ctx.storeId,
    values: {
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      topic: input.topic,
      orderNumber: input.orderNumber ?? '',
      message: input.message,
    },
    errors: [{ field: '', message }],
  };
}

/**
 * Request Customer Service, submitted: the request is stored, and the help desk's email and the
 * sender's copy are queued in the outbox in the same transaction, so a request is never stored
 * without its mail nor mailed without being stored.
 */
export function commentSubmitVerb(helpDesk: string) {
  return async (request: FastifyRequest, ctx: InformationContext, input: CommentFormInput) => {
    const now = Date.now();
    const sent = sentThisHour(request.session.data, now);
    if (sent.length >= COMMENT_LIMITS_PER_HOUR.session || (await sentToEmailThisHour(request, input.email)) >= COMMENT_LIMITS_PER_HOUR.email) {
      return screen('information/comment_form_submit', 'Initial', formAgain(ctx, input, COMMENT_FORM_TEXT.throttled));
    }

    const member = request.member;
    const verifiedMember
      = member && member.email.toLowerCase() === input.email.toLowerCase()
        ? { id: member.id, name: `${member.firstName} ${member.lastName}`.trim() || input.name }
        : null;
    const app = request.server;
    const reference = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values({
          memberId: member?.id ?? null,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          topic: input.topic,
          orderNumber: input.orderNumber ?? null,
          message: input.message,
        })
        .returning({ id: table.id });
      if (!row) throw new Error('customer service request insert returned nothing');
      const facts: RequestFacts = { reference: referenceNumber(Number(row.id)), input, storeId: ctx.storeId, verifiedMember, memberId: member?.id ?? null };
      await app.mail.enqueue(helpDeskMessage(helpDesk, facts), tx);
      await app.mail.enqueue(senderCopy(facts), tx);
      await audit(tx, request, { action: 'customer_service_request', outcome: 'success', target: facts.reference, detail: { topic: input.topic } });
      return facts.reference;
    });
    void app.mail.flush().catch(() => undefined);
    await request.saveSession({ data: { ...request.session.data, [SESSION_KEY]: [...sent, now] } });

    const success: CommentFormSuccessAttributes = {
      storeID: ctx.storeId,
      referenceNumber: reference,
      email: input.email,
      topic: commentTopicLabel(input.topic),
    };
    return screen('information/comment_form_submit', 'Success', success);
  };
}
