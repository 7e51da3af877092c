import { DHS_LINK_HOURS } from '@advantage/contracts';
import type { MailMessage } from '../../plugins/mail/outbox.js';

/** The validation link's email: it goes to the department address to prove, never to the sign-in address. */
export function validationMail(to: string, firstName: string, link: string, expires: Date): MailMessage {
  const lines = [
    `Hello${firstName ? ` ${firstName}` : ''},`,
    '',
    `Someone signed in to GSA Advantage! asked to validate ${to} as a Department of Homeland Security email address,`,
    'so that their account can use the DHS virtual store.',
    '',
    'If that was you, open this link while signed in to the same account:',
    link,
    '',
    `The link works once and until ${expires.toISOString().slice(0, 16).replace('T', ' ')} UTC (${DHS_LINK_HOURS} hours).`,
    'If you did not ask for it, ignore this email: nothing changes without the link.',
    '',
    'GSA Advantage',
  ];
  return { to, subject: 'Validate your DHS email address for GSA Advantage!', text: lines.join('\n') };
}
