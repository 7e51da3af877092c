/** Where Request Customer Service messages go, and the two emails each request sends. */
import { type CommentFormInput, commentTopicLabel, STORES, type StoreId, validate } from '@advantage/contracts';
import type { MailMessage } from '../../plugins/mail/outbox.js';

const DEFAULT_HELP_DESK = 'help-desk@advantage.localhost';

/**
 * The help desk's mailbox: HELP_DESK_EMAIL, else a development address that the embedded mailbox
 * captures. Read once at start; a malformed value stops the server rather than losing requests.
 */
export function helpDeskAddress(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.HELP_DESK_EMAIL?.trim();
  if (!value) return DEFAULT_HELP_DESK;
  const problem = validate('email', value);
  if (problem) throw new Error(`HELP_DESK_EMAIL is not a usable address: ${problem}`);
  return value;
}

export function referenceNumber(id: number): string {
  return `CS-${String(id).padStart(6, '0')}`;
}

export interface RequestFacts {
  reference: string;
  input: CommentFormInput;
  storeId: StoreId;
  /** The signed-in member whose account email is the address given, if any. */
  verifiedMember: { id: string; name: string } | null;
  memberId: string | null;
}

export function helpDeskMessage(to: string, facts: RequestFacts): MailMessage {
  const { input } = facts;
  return {
    to,
    subject: `Customer service request ${facts.reference}: ${commentTopicLabel(input.topic)}`,
    text: [
      'A buyer sent a request through Request Customer Service.',
      '',
      `Reference: ${facts.reference}`,
      `Topic: ${commentTopicLabel(input.topic)}`,
      `Name: ${input.name}`,
      `Email: ${input.email}${facts.verifiedMember ? ' (the signed-in member’s account email)' : ''}`,
      `Phone: ${input.phone ?? 'not given'}`,
      `Order number: ${input.orderNumber ?? 'not given'}`,
      `Store: ${STORES[facts.storeId]}`,
      `Signed in: ${facts.memberId ? `yes, member ${facts.memberId}` : 'no'}`,
      '',
      'Message:',
      input.message,
    ].join('\n'),
  };
}

/**
 * The sender's copy. Anyone can type any address in the form, so the copy repeats the buyer's own
 * words (name and message) only when the address is the signed-in member's own: otherwise the form
 * could be used to send arbitrary text to a stranger under our name.
 */
export function senderCopy(facts: RequestFacts): MailMessage {
  const { input, verifiedMember } = facts;
  const lines = [
    verifiedMember ? `Hello ${verifiedMember.name},` : 'Hello,',
    '',
    `Thank you for contacting the GSA Advantage! help desk. We received your request about “${commentTopicLabel(input.topic)}” and will answer within one business day.`,
    '',
    `Reference: ${facts.reference}`,
  ];
  if (input.orderNumber && verifiedMember) lines.push(`Order number: ${input.orderNumber}`);
  if (verifiedMember) lines.push('', 'Your message:', input.message);
  lines.push('', 'If you did not send this request, you can ignore this message.', '', 'GSA Advantage!');
  return { to: input.email, subject: `We received your request ${facts.reference}`, text: lines.join('\n') };
}
