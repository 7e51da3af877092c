/**
 * The frame every approval email shares (docs/adr/0036-one-approval-engine.md): the greeting by first name, the
 * kind's lines, the signature. Only a supervisor's request email carries the decision link; a buyer's never does
 * (the link decides, and the buyer must not be able to open it as someone else).
 */
export function letter(firstName: string, body: readonly string[]): string {
  return [`Hello${firstName ? ` ${firstName}` : ''},`, '', ...body, '', 'GSA Advantage'].join('\n');
}

/** The day a link stops working, as its email states it (yyyy-mm-dd). */
export const linkDay = (d: Date | string): string => (typeof d === 'string' ? d : d.toISOString()).slice(0, 10);

/** A party as every approval names it, in its emails and screens: first and last name, else the email address. */
export function personName(first: string | null, last: string | null, email: string | null): string {
  return `${first ?? ''} ${last ?? ''}`.trim() || email || '';
}
