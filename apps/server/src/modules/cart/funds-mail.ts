/**
 * The funds-control emails: to the AAC's funds approvers when a cart is submitted (with the link to the review),
 * and to the buyer when it is authorized, rejected, or withdrawn because it changed after submission. The order
 * confirmation itself is the checkout's email.
 */
import { FUNDS_URLS, type FundsRequestSummary, usdText } from '@advantage/contracts';
import { letter } from '../../core/approvals/letter.js';
import type { MailMessage } from '../../plugins/mail/outbox.js';

export function approverMail(to: string, firstName: string, r: FundsRequestSummary, origin: string): MailMessage {
  const text = letter(firstName, [
    `${r.buyerName} (${r.buyerEmail}) submitted a shopping cart for funds authorization on GSA Advantage.`,
    '',
    `AAC: ${r.aac} (${r.aacName}, ${r.agency})`,
    `Total: ${usdText(r.totalCents)}`,
    '',
    'Sign in, review the cart and its line of accounting, and authorize or reject it:',
    `${origin}${FUNDS_URLS.request(r.id)}`,
    '',
    `All carts waiting for you: ${origin}${FUNDS_URLS.workList}`,
  ]);
  const subject = `Funds authorization requested: ${r.aac} cart from ${r.buyerName}`;
  const notice = { kind: 'approval_request' as const, title: subject, body: `${r.buyerName} submitted a cart of ${usdText(r.totalCents)} for AAC ${r.aac} (${r.aacName}).`, link: FUNDS_URLS.request(r.id) };
  return { to, subject, text, notice };
}

export function buyerDecisionMail(to: string, firstName: string, r: FundsRequestSummary, origin: string): MailMessage {
  const authorized = r.status === 'Ordered' || r.status === 'Authorized';
  const text = letter(firstName, [
    authorized
      ? `${r.decidedBy ?? 'The funds approver'} authorized your funds-control cart for AAC ${r.aac} (${usdText(r.totalCents)}).`
      : `${r.decidedBy ?? 'The funds approver'} rejected your funds-control cart for AAC ${r.aac} (${usdText(r.totalCents)}).`,
    ...(authorized
      ? ['', `The order was placed as order group ${r.groupNumber ?? ''}; the order confirmation follows in a separate email.`]
      : ['', `Reason: ${r.reason ?? ''}`, '', 'The cart is your shopping cart again: change it and check out again.']),
    '',
    `The request: ${origin}${FUNDS_URLS.request(r.id)}`,
  ]);
  const subject = `Your funds-control cart for ${r.aac} was ${authorized ? 'authorized' : 'rejected'}`;
  const body = authorized ? `Ordered as order group ${r.groupNumber ?? ''}.` : `Reason: ${r.reason ?? ''}`;
  return { to, subject, text, notice: { kind: 'approval_decision', title: subject, body, link: FUNDS_URLS.request(r.id) } };
}

/** The buyer's cart changed, or its ship-to entry, after submission: the decision withdrew it (ADR 0022). */
export function buyerWithdrawnMail(to: string, firstName: string, r: FundsRequestSummary, origin: string): MailMessage {
  const text = letter(firstName, [
    `Your funds-control cart for AAC ${r.aac} (${usdText(r.totalCents)}) was not ordered.`,
    '',
    r.reason ?? '',
    '',
    'The cart is your shopping cart again.',
    '',
    `The request: ${origin}${FUNDS_URLS.request(r.id)}`,
  ]);
  const subject = `Your funds-control cart for ${r.aac} was withdrawn`;
  return { to, subject, text, notice: { kind: 'approval_decision', title: subject, body: r.reason ?? '', link: FUNDS_URLS.request(r.id) } };
}
