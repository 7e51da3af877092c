/**
 * Inputs, views and texts of AAC passwords (docs/product/aac-passwords-and-approvals.md aacassignment,
 * docs/product/accounts-and-sign-in.md AAC approval states, docs/product/validation-rules.md activity-code
 * password): a buyer names their supervisor for an AAC, chooses the AAC password, and the supervisor approves
 * or rejects from the single-use link they are emailed.
 */
import { z } from 'zod';
import { answer, type AnswerRows } from './answer-table.js';
import { aacSchema } from './account-address.js';
import type { EnvelopeAttributes } from './envelope.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { isGuessablePassword, namesContext } from './guessable-passwords.js';
import type { FieldProblem } from './parkcart.js';
import { RULES, schemas } from './validation.js';

/** docs/product/accounts-and-sign-in.md "AAC approval states: Initial, Approved, Rejected". */
export const AAC_REQUEST_STATES = ['Initial', 'Approved', 'Rejected'] as const;
export type AacRequestState = (typeof AAC_REQUEST_STATES)[number];

/** The supervisor's link is good for this long. */
export const AAC_LINK_DAYS = 7;
export const AAC_REJECT_REASON_MAX = 500;
/** The password is hashed slowly; a longer one only costs work. */
const AAC_PASSWORD_MAX = 64;

export const AAC_TEXT = {
  aacRequired: 'Choose the AAC you need the password for.',
  supervisorRequired: 'Enter your supervisor’s email address.',
  unknownAac: (aac: string) => `${aac} is not a registered AAC. Choose one from the list.`,
  notSupervisor: (email: string, aac: string) =>
    `${email} is not a registered supervisor for AAC ${aac}. Enter the email address of a supervisor who approves AAC passwords for ${aac}.`,
  selfSupervisor: 'You cannot approve your own request. Enter the email address of another supervisor for this AAC.',
  openRequest: (aac: string) => `Your request for AAC ${aac} is waiting for your supervisor. You can ask again once it is decided.`,
  passwordTooLong: `The AAC password has at most ${AAC_PASSWORD_MAX} characters.`,
  passwordGuessable: 'This AAC password is too easy to guess: it is a common password, a simple sequence or repetition (like 123456 or aaaaaa), or the AAC itself. Choose another.',
  confirmRequired: 'Enter the AAC password again.',
  confirmMismatch: 'The two passwords do not match. Enter the same AAC password twice.',
  sent: (aac: string, email: string) => `Your request for the AAC ${aac} password was sent to ${email}. We will email you when it is decided.`,
  linkRequired: 'The approval link is incomplete. Open the link from your email again.',
  linkInvalid: 'This approval link is not valid for you. Sign in as the supervisor the email was sent to, and open the link from that email.',
  linkExpired: (days: number) => `This approval link has expired (links are good for ${days} days). The buyer can send a new request.`,
  alreadyDecided: (state: string) => `This request was already ${state.toLowerCase()}; it cannot be decided again.`,
  selfApproval: 'You cannot approve or reject your own request.',
  noLongerSupervisor: (aac: string) => `You are not a supervisor for AAC ${aac}, so you cannot decide this request.`,
  reasonRequired: 'Enter the reason for rejecting the request; the buyer receives it.',
  reasonTooLong: `The reason has at most ${AAC_REJECT_REASON_MAX} characters.`,
  approved: (aac: string, buyer: string) => `You approved ${buyer}’s request for AAC ${aac}. The buyer has been emailed.`,
  rejected: (aac: string, buyer: string) => `You rejected ${buyer}’s request for AAC ${aac}. The buyer has been emailed the reason.`,
  noRequests: 'You have not requested an AAC password yet.',
  noWork: 'No AAC password requests are waiting for you.',
} as const;

/**
 * docs/product/validation-rules.md: "at least 6 alphanumeric characters" (validation.ts), not unbounded, and not one others guess first
 * (guessable-passwords.ts; a password that breaks that rule gets its message alone).
 */
export const aacPasswordSchema = schemas.activityCodePassword
  .max(AAC_PASSWORD_MAX, { error: AAC_TEXT.passwordTooLong })
  .refine((v) => !RULES.activityCodePassword.test(v) || !isGuessablePassword(v), { error: AAC_TEXT.passwordGuessable });

const supervisorEmail = z
  .string({ error: AAC_TEXT.supervisorRequired })
  .trim()
  .min(1, { error: AAC_TEXT.supervisorRequired })
  .max(254)
  .pipe(schemas.email);
const aac = z.string({ error: AAC_TEXT.aacRequired }).trim().min(1, { error: AAC_TEXT.aacRequired }).pipe(aacSchema);
const requestId = z.number().int().positive().transform((n) => (n <= 2_147_483_647 ? n : 0));
/** The link's token: 32 random bytes, base64url. Anything else is simply not found. */
const token = z.string().trim().max(128);

export const AAC_INPUTS = {
  // An empty body opens the form (optionally for one AAC: ?aac=12K3AG); a filled one checks the supervisor.
  'aacassignment/aac_supervisor_email': {
    query: z.object({ aac: z.string().trim().max(6).optional() }),
    body: z.object({ aac: aac.optional(), supervisorEmail: supervisorEmail.optional() }),
  },
  'aacassignment/aac_password_request': {
    body: z
      .object({ aac, supervisorEmail, password: aacPasswordSchema, confirmPassword: z.string({ error: AAC_TEXT.confirmRequired }) })
      .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: AAC_TEXT.confirmMismatch })
      .refine((v) => !namesContext(v.password, [v.aac]), { path: ['password'], error: AAC_TEXT.passwordGuessable }),
  },
  // The emailed link carries ?token=; the supervisor's work list opens a request by ?request=<id>.
  'aacassignment/aac_approval': {
    query: z.object({ token: token.optional(), request: z.string().trim().regex(/^\d{1,10}$/).transform(Number).optional() }),
    body: z
      .object({
        token: token.optional(),
        requestId: requestId.optional(),
        decision: z.enum(['approve', 'reject']).optional(),
        reason: z.string().trim().max(AAC_REJECT_REASON_MAX, { error: AAC_TEXT.reasonTooLong }).optional(),
      })
      .refine((v) => v.decision !== 'reject' || !!v.reason, { path: ['reason'], error: AAC_TEXT.reasonRequired }),
  },
  'aacassignment/my_requests': { query: z.object({}) },
  'aacassignment/approval_requests': { query: z.object({}) },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

export interface AacSupervisorEmailInput {
  aac?: string;
  supervisorEmail?: string;
}
export interface AacPasswordRequestInput {
  aac: string;
  supervisorEmail: string;
  password: string;
  confirmPassword: string;
}
export interface AacApprovalInput {
  token?: string;
  requestId?: number;
  decision?: 'approve' | 'reject';
  reason?: string;
}

/** A registered AAC a buyer may ask the password for. */
export interface AacChoice {
  code: string;
  name: string;
  agency: string;
  kind: 'civil' | 'dod';
}

/** aac_supervisor_email Initial: the AACs and the values typed so far, with the problems of each field. */
export interface AacSupervisorEmailAttributes extends EnvelopeAttributes {
  aacs: AacChoice[];
  values: { aac: string; supervisorEmail: string };
  errors?: FieldProblem[];
}

/** aac_supervisor_email Success and aac_password_request Initial: the password step for a checked supervisor. */
export interface AacPasswordFormAttributes extends EnvelopeAttributes {
  aac: AacChoice;
  supervisor: { email: string; name: string };
  errors?: FieldProblem[];
}

/** One request as its buyer sees it (My AAC Password Requests). */
export interface AacRequestSummary {
  requestId: number;
  aac: string;
  aacName: string;
  agency: string;
  supervisorEmail: string;
  state: AacRequestState;
  /** An Initial request whose link is no longer good: nobody can decide it; the buyer may ask again. */
  expired: boolean;
  requestedAt: string;
  decidedAt: string | null;
  reason: string | null;
}

/** aac_password_request Success. */
export interface AacPasswordSentAttributes extends EnvelopeAttributes {
  request: AacRequestSummary;
  notice: string;
}

export interface AacMyRequestsAttributes extends EnvelopeAttributes {
  requests: AacRequestSummary[];
}

/** A request as the supervisor it names sees it. */
export interface AacApprovalView {
  requestId: number;
  buyerName: string;
  buyerEmail: string;
  aac: string;
  aacName: string;
  agency: string;
  requestedAt: string;
  expiresAt: string;
  state: AacRequestState;
  decidedAt: string | null;
  reason: string | null;
}

/** aac_approval Initial, Approved, Rejected. */
export interface AacApprovalAttributes extends EnvelopeAttributes {
  request: AacApprovalView;
  notice?: string;
}

/** The supervisor's work list: open requests naming them, oldest first. */
export interface AacWorkListAttributes extends EnvelopeAttributes {
  requests: AacApprovalView[];
}

/** What each AAC-assignment answer carries (the answer map, answers.ts). */
export const AAC_ANSWERS = {
  'aacassignment/aac_supervisor_email': { Initial: answer<AacSupervisorEmailAttributes>(), Success: answer<AacPasswordFormAttributes>() },
  'aacassignment/aac_password_request': { Initial: answer<AacPasswordFormAttributes>(), Success: answer<AacPasswordSentAttributes>() },
  'aacassignment/aac_approval': { Initial: answer<AacApprovalAttributes>(), Approved: answer<AacApprovalAttributes>(), Rejected: answer<AacApprovalAttributes>() },
  'aacassignment/my_requests': { Initial: answer<AacMyRequestsAttributes>() },
  'aacassignment/approval_requests': { Initial: answer<AacWorkListAttributes>() },
} satisfies AnswerRows;
