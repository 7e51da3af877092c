/** The development mailbox (captured SMTP) the e2e servers deliver to: the last message to an address. */
import { expect, type APIRequestContext } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for the newest email to `to` whose subject matches; the mailbox is shared by parallel tests. `origin`:
 * a server of the spec's own (own-server.ts), whose mailbox is its own; by default the configured server.
 */
export async function mailTo(request: APIRequestContext, to: string, subject: RegExp, origin = ''): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(`${origin}/dev/mailbox/messages.json`)).json()) as Mail[];
        found = all.filter((m) => m.to === to && subject.test(m.subject)).at(-1);
        return found !== undefined;
      },
      { timeout: 15_000, message: `an email to ${to} with subject ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}
