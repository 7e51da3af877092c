/**
 * The AAC password emails, in the approvals' frame (core/approvals/letter.ts). Only the supervisor's carries the
 * approval link; the buyer's never do (the link decides the request, and the buyer must not be able to open it as
 * someone else).
 */
import { AAC_LINK_DAYS, AAC_URLS } from '@advantage/contracts';
import { letter, linkDay } from '../../core/approvals/letter.js';
import type { MailMessage } from '../../plugins/mail/outbox.js';

interface Parties {
  buyerName: string;
  buyerEmail: string;
  aac: string;
  aacName: string;
  agency: string;
}

export function supervisorMail(to: string, supervisorFirstName: string, p: Parties, link: string, expires: Date): MailMessage {
  const text = letter(supervisorFirstName, [
    `${p.buyerName} (${p.buyerEmail}) asks for the password of the activity address code ${p.aac} on GSA Advantage`,
    `and named you as their supervisor.`,
    '',
    `AAC: ${p.aac} (${p.aacName}, ${p.agency})`,
    '',
    'Open this link, sign in, and approve or reject the request:',
    link,
    '',
    `The link works once and until ${linkDay(expires)} (${AAC_LINK_DAYS} days). Only you can use it after signing in;`,
    'do not forward it. If you did not expect this request, reject it.',
  ]);
  const subject = `AAC password request for ${p.aac} from ${p.buyerName}`;
  // The message center's copy points at the work list: the decision link stays in the email only.
  const notice = { kind: 'approval_request' as const, title: subject, body: `${p.buyerName} asks for the password of AAC ${p.aac} (${p.aacName}). Decide with the link in the email we sent you.`, link: AAC_URLS.workList };
  return { to, subject, text, notice };
}

export function decisionMail(p: Parties & { buyerFirstName: string; approved: boolean; reason: string | null; origin: string }): MailMessage {
  const text = letter(p.buyerFirstName, [
    p.approved
      ? `Your request for the password of AAC ${p.aac} (${p.aacName}, ${p.agency}) was approved.`
      : `Your request for the password of AAC ${p.aac} (${p.aacName}, ${p.agency}) was rejected.`,
    ...(p.approved
      ? ['', 'You can now order to this AAC on GSA Advantage; checkout asks for the AAC password you chose, once per session.']
      : ['', `Reason: ${p.reason ?? ''}`, '', 'You can send a new request with another supervisor or after talking to yours.']),
    '',
    `Your AAC password requests: ${p.origin}${AAC_URLS.myRequests}`,
  ]);
  const subject = `Your AAC ${p.aac} password request was ${p.approved ? 'approved' : 'rejected'}`;
  const body = p.approved ? `You can now order to AAC ${p.aac} (${p.aacName}).` : `Reason: ${p.reason ?? ''}`;
  return { to: p.buyerEmail, subject, text, notice: { kind: 'approval_decision', title: subject, body, link: AAC_URLS.myRequests } };
}
