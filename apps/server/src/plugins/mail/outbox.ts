import { schema } from '@advantage/db';
import type { DbExecutor } from '../../lib/db-executor.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type { DbExecutor } from '../../lib/db-executor.js';

export async function enqueueMail(db: DbExecutor, message: MailMessage): Promise<void> {
  await db.insert(schema.mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  });
}
