/**
 * The supervisor's side of a state or local member's limit per order (ADR 0027): a member named as someone's
 * supervisor on their validation sees the members they supervise with their limit, changes a member's limit and
 * may hand the member to another supervisor of the same entity. The member never sets either (ADR 0022); the
 * agency administrator's way stays scripts/state-limit.mjs.
 */
import { z } from 'zod';
import type { EnvelopeAttributes } from './envelope.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { formatDollars, STATE_LIMIT_MAX_CENTS } from './state-authorization.js';
import { purchaseLimitSchema } from './state-eligibility.js';
import { schemas } from './validation.js';

/** A member the signed-in supervisor supervises, as their list shows them. */
export interface SupervisedMemberView {
  memberId: string;
  name: string;
  email: string;
  agencyName: string;
  /** Cents; null: none recorded, which reads as the highest limit (STATE_LIMIT_MAX_CENTS). */
  limitCents: number | null;
  /** 'Eligibility valid until 2027-11-28' or 'Eligibility expired on …'. */
  eligibilityText: string;
}

/** state/member_limits (MemberLimits): the supervisor's list, and after a change what it did. */
export interface MemberLimitsAttributes extends EnvelopeAttributes {
  members: SupervisedMemberView[];
  /** The member the last change was about, and what it did (a sentence). */
  saved?: { memberId: string; message: string };
}

export const STATE_LIMIT_TEXT = {
  noMembers: 'Nobody names you as their supervisor. When a member’s supervisor is recorded as you, the member appears here with their limit per order.',
  memberRequired: 'Choose a member from your list.',
  notYours: 'This member is not one you supervise. Choose a member from your list.',
  self: 'You cannot change your own limit per order or supervisor. Your supervisor or your agency administrator records them.',
  limitRequired: 'Enter the member’s limit per order in dollars.',
  limitFormat: `Enter the limit per order in dollars, from $0.00 to ${formatDollars(STATE_LIMIT_MAX_CENTS)}.`,
  supervisorFormat: 'Enter the new supervisor’s email address in the form name@agency.gov, or leave it empty to stay their supervisor.',
  supervisorNotEligible: (email: string, agency: string) =>
    `${email} is not an active state or local member who validated ${agency}. Hand the member only to a supervisor of the same entity.`,
  supervisorIsMember: 'A member cannot supervise their own orders. Enter another supervisor’s email address.',
  eligibilityValid: (date: string) => `Eligibility valid until ${date}`,
  eligibilityExpired: (date: string) => `Eligibility expired on ${date}`,
  limitSaved: (name: string, limit: string) => `${name}’s limit is now ${limit} per order.`,
  handedOver: (name: string, email: string, limit: string) =>
    `${name} is now supervised by ${email}, with a limit of ${limit} per order. They no longer appear on your list.`,
} as const;

/** How a limit reads on the list: '$2,500.00', or the highest when none was recorded. */
export const limitText = (cents: number | null) => (cents === null ? `${formatDollars(STATE_LIMIT_MAX_CENTS)} (none recorded: the highest)` : formatDollars(cents));

export interface MemberLimitInput {
  memberId: string;
  /** Cents. */
  purchaseLimit: number;
  /** Lower-cased; absent: the supervisor stays theirs. */
  supervisorEmail?: string | undefined;
}

const limitChange = z.object({
  memberId: z.uuid({ error: STATE_LIMIT_TEXT.memberRequired }),
  purchaseLimit: z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || String(value).trim() === '') {
      ctx.addIssue({ code: 'custom', message: STATE_LIMIT_TEXT.limitRequired });
      return z.NEVER;
    }
    const cents = typeof value === 'string' || typeof value === 'number' ? purchaseLimitSchema.safeParse(value) : undefined;
    if (cents?.success && cents.data !== undefined) return cents.data;
    ctx.addIssue({ code: 'custom', message: STATE_LIMIT_TEXT.limitFormat });
    return z.NEVER;
  }),
  supervisorEmail: z
    .string({ error: STATE_LIMIT_TEXT.supervisorFormat })
    .trim()
    .max(254, { error: STATE_LIMIT_TEXT.supervisorFormat })
    .transform((e) => e.toLowerCase())
    .optional()
    .transform((e) => e || undefined)
    .pipe(schemas.email.optional()),
});

/** An empty body shows the list (undefined); a filled one is a change, each problem under its field. */
const memberLimitBody = z
  .looseObject({})
  .optional()
  .transform((value, ctx): MemberLimitInput | undefined => {
    if (!value || Object.keys(value).length === 0) return undefined;
    const parsed = limitChange.safeParse(value);
    if (parsed.success) return parsed.data;
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'memberId');
      // One message a field: the email rule may find more than one thing wrong with an address.
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: field === 'supervisorEmail' ? STATE_LIMIT_TEXT.supervisorFormat : issue.message });
    }
    return z.NEVER;
  });

export const STATE_LIMIT_INPUTS = {
  'state/member_limits': { body: memberLimitBody },
} satisfies Partial<Record<ServerPath, InputSchemas>>;
