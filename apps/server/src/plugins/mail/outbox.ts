import { type AppDb, schema } from '@advantage/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A database or an open transaction: mail is queued in the same transaction as the change that causes it. */
export type DbExecutor = AppDb | Parameters<Parameters<AppDb['transaction']>[0]>[0];

export async function enqueueMail(db: DbExecutor, message: MailMessage): Promise<void> {
  await db.insert(schema.mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  });
}
