/** The development mailbox (captured SMTP) the e2e servers deliver to: the newest message to an address. */
import { expect, type APIRequestContext } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The exact subject, a pattern, or a test of the subject. */
export type SubjectMatch = string | RegExp | ((subject: string) => boolean);

function matcher(subject: SubjectMatch): (s: string) => boolean {
  if (typeof subject === 'string') return (s) => s === subject;
  if (subject instanceof RegExp) return (s) => subject.test(s);
  return subject;
}

/**
 * Waits for the newest email to `to` whose subject matches, while the outbox relay delivers it; the mailbox is
 * shared by parallel tests and lists newest first. `origin`: a server of the spec's own (own-server.ts), whose
 * mailbox is its own; by default the configured server.
 */
export async function mailTo(request: APIRequestContext, to: string, subject: SubjectMatch, origin = ''): Promise<Mail> {
  const matches = matcher(subject);
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        // Only this recipient's mail: the mailbox lists the newest 200, and other tests' mail may crowd it.
        const all = (await (await request.get(`${origin}/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        found = all.find((m) => m.to === to && matches(m.subject));
        return found !== undefined;
      },
      // A funds request mails every approver of the AAC: with the demo personas' copies (ADR 30) that is a hundred
      // messages or more through the outbox relay, other tests' mail beside them, on a machine loaded by both workers.
      { timeout: 60_000, message: `an email to ${to} with the subject ${String(subject)}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}
