/** Where department contact requests go, and the emails each request sends through the outbox. */
import { type ContactFormInput, CONTACT_INTERESTS, optionLabel, STORES, type StoreId, validate } from '@advantage/contracts';
import type { MailMessage } from '../../plugins/mail/outbox.js';

const DEFAULT_PROGRAMS_OFFICE = 'agency-programs@advantage.localhost';

/**
 * The agency programs office's mailbox: AGENCY_PROGRAMS_EMAIL, else a development address the embedded mailbox
 * captures. Read once at start; a malformed value stops the server rather than losing requests.
 */
export function programsOfficeAddress(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.AGENCY_PROGRAMS_EMAIL?.trim();
  if (!value) return DEFAULT_PROGRAMS_OFFICE;
  const problem = validate('email', value);
  if (problem) throw new Error(`AGENCY_PROGRAMS_EMAIL is not a usable address: ${problem}`);
  return value;
}

export const contactReference = (id: number) => `CR-${String(id).padStart(6, '0')}`;

export interface ContactFacts {
  reference: string;
  input: ContactFormInput;
  departmentName: string | null;
  storeId: StoreId;
  memberId: string | null;
  /** The signed-in member whose account email is the address given: only then does the sender get a copy. */
  verifiedName: string | null;
}

export function programsOfficeMessage(to: string, facts: ContactFacts): MailMessage {
  const { input } = facts;
  const interest = optionLabel(CONTACT_INTERESTS, input.interest);
  return {
    to,
    subject: `Department contact request ${facts.reference}: ${interest}`,
    text: [
      'A department asked the GSA Advantage! agency programs office to get in touch (department/adv2git).',
      '',
      `Reference: ${facts.reference}`,
      `About: ${interest}`,
      `Name: ${input.name}`,
      `Email: ${input.email}${facts.verifiedName ? ' (the signed-in member’s account email)' : ''}`,
      `Phone: ${input.phone ?? 'not given'}`,
      `Agency or office: ${input.organization}`,
      `Department: ${facts.departmentName ?? 'not chosen'}`,
      `Store: ${STORES[facts.storeId]}`,
      `Signed in: ${facts.memberId ? `yes, member ${facts.memberId}` : 'no'}`,
      '',
      'Message:',
      input.message,
    ].join('\n'),
  };
}

/** The sender's copy, only to a signed-in member's own address (the form must not mail strangers our text). */
export function senderCopy(facts: ContactFacts): MailMessage | undefined {
  if (!facts.verifiedName) return undefined;
  return {
    to: facts.input.email,
    subject: `We received your request ${facts.reference}`,
    text: [
      `Hello ${facts.verifiedName},`,
      '',
      'Thank you for contacting the GSA Advantage! agency programs office. A program manager will answer within two business days.',
      '',
      `Reference: ${facts.reference}`,
      `About: ${optionLabel(CONTACT_INTERESTS, facts.input.interest)}`,
      '',
      'Your message:',
      facts.input.message,
      '',
      'GSA Advantage!',
    ].join('\n'),
  };
}
