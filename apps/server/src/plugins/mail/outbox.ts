import { schema } from '@advantage/db';
import type { DbExecutor } from '../../lib/db-executor.js';
import { type MemberNotice, writeMemberMessage } from './member-messages.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a purchase order's PDF). */
  attachments?: NonNullable<(typeof schema.mailOutbox.$inferInsert)['attachments']>;
  /** The same event's message in the member's message center, when the address is a member's. */
  notice?: MemberNotice;
}

export type { DbExecutor } from '../../lib/db-executor.js';

export async function enqueueMail(db: DbExecutor, message: MailMessage): Promise<void> {
  await db.insert(schema.mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
  });
  if (message.notice) await writeMemberMessage(db, message.to, message.notice);
}
