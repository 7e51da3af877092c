/**
 * The member details a buyer typed when registration_submit answered HTTP 401 (the provider token
 * expired while the form was open). Sign-in keeps that request in its pending route across the
 * provider's redirect; the finish step hands the values back here so the form opens with them.
 */
export interface MemberDetails {
  firstName: string;
  lastName: string;
  phone: string;
  agency: string;
}

export const DETAIL_FIELDS = ['firstName', 'lastName', 'phone', 'agency'] as const satisfies ReadonlyArray<keyof MemberDetails>;

let draft: MemberDetails | undefined;

export function detailsFrom(payload: unknown): MemberDetails | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const record = payload as Record<string, unknown>;
  const details: MemberDetails = { firstName: '', lastName: '', phone: '', agency: '' };
  let any = false;
  for (const field of DETAIL_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value) {
      details[field] = value;
      any = true;
    }
  }
  return any ? details : undefined;
}

export function keepDetailsDraft(details: MemberDetails | undefined): void {
  draft = details;
}

export function peekDetailsDraft(): MemberDetails | undefined {
  return draft;
}

export function clearDetailsDraft(): void {
  draft = undefined;
}
