/**
 * The authorization emails, in the approvals' frame (core/approvals/letter.ts). Only the supervisor's carries the
 * link (it decides the order); the buyer's never does, so the buyer cannot open it as someone else.
 */
import { formatDollars, STATE_LINK_DAYS, STATE_URLS, type StateAuthorizationView } from '@advantage/contracts';
import { letter, linkDay } from '../../core/approvals/letter.js';
import type { MailMessage } from '../../plugins/mail/outbox.js';

function facts(v: StateAuthorizationView): string[] {
  const reference = v.program.reference ? ` (${v.program.reference})` : '';
  return [
    `Entity: ${v.agencyName}`,
    `Program: ${v.program.name}${v.program.purpose ? `, ${v.program.purpose}` : ''}${reference}`,
    `Total: ${formatDollars(v.totalCents)} (${v.lines.length} item${v.lines.length === 1 ? '' : 's'})`,
    `Payment: ${v.paymentLabel}`,
  ];
}

export function supervisorMail(v: StateAuthorizationView, supervisorFirstName: string, link: string): MailMessage {
  const text = letter(supervisorFirstName, [
    `${v.buyerName} (${v.buyerEmail}) asks you to authorize an order on GSA Advantage. They named you as their supervisor.`,
    ...v.needsText,
    '',
    ...facts(v),
    ...(v.note ? ['', `Note from ${v.buyerName}: ${v.note}`] : []),
    '',
    'Open this link, sign in, and approve or decline the order:',
    link,
    '',
    `The link works once and until ${linkDay(v.expiresAt)} (${STATE_LINK_DAYS} days). Only you can use it after signing in;`,
    'do not forward it. The order is placed only if you approve it.',
  ]);
  const subject = `Order authorization for ${v.buyerName}, ${formatDollars(v.totalCents)}`;
  // The message center's copy has no link: deciding takes the emailed single-use link.
  const notice = { kind: 'approval_request' as const, title: subject, body: `${v.buyerName} asks you to authorize an order for ${v.agencyName}. Decide with the link in the email we sent you.` };
  return { to: v.supervisorEmail, subject, text, notice };
}

export function buyerMail(v: StateAuthorizationView, buyerFirstName: string, origin: string): MailMessage {
  const approved = v.state === 'Ordered';
  const text = letter(buyerFirstName, [
    approved
      ? `${v.supervisorName} approved your order of ${formatDollars(v.totalCents)}. It was placed as order ${v.groupNumber ?? ''}.`
      : `${v.supervisorName} declined your order of ${formatDollars(v.totalCents)}.`,
    ...(approved ? [] : ['', `Reason: ${v.reason ?? ''}`, '', 'The items are back in your cart. You can change the order and send it again.']),
    '',
    ...facts(v),
    '',
    `Your orders for authorization: ${origin}${STATE_URLS.authorization}?request=${v.id}`,
  ]);
  const subject = `Your order for authorization was ${approved ? 'approved' : 'declined'}`;
  const body = approved ? `Placed as order ${v.groupNumber ?? ''}.` : `Reason: ${v.reason ?? ''}`;
  return { to: v.buyerEmail, subject, text, notice: { kind: 'approval_decision', title: subject, body, link: `${STATE_URLS.authorization}?request=${v.id}` } };
}

/** The cart or the ship-to entry changed after the order was sent: the supervisor's approval withdrew it (ADR 0022). */
export function buyerWithdrawnMail(v: StateAuthorizationView, buyerFirstName: string, origin: string): MailMessage {
  const text = letter(buyerFirstName, [
    `Your order of ${formatDollars(v.totalCents)} for authorization was not placed.`,
    '',
    v.reason ?? '',
    '',
    'The items are back in your cart.',
    '',
    `Your orders for authorization: ${origin}${STATE_URLS.authorization}?request=${v.id}`,
  ]);
  const subject = 'Your order for authorization was withdrawn';
  return { to: v.buyerEmail, subject, text, notice: { kind: 'approval_decision', title: subject, body: v.reason ?? '', link: `${STATE_URLS.authorization}?request=${v.id}` } };
}
