/**
 * What the restricted stores' pages and the department email validation answer (the answer map, answers.ts;
 * docs/adr/0034-typed-contract.md). A file of its own so that vs.ts, which the landing bundle reads, stays free of the map.
 */
import { answer, type AnswerRows } from './answer-table.js';
import type { AcknowledgedAttributes, EmailValidationAttributes, RestrictedStoreAttributes, ValidateEmailAttributes } from './vs.js';

const restricted = answer<RestrictedStoreAttributes>();
const emailValidation = answer<EmailValidationAttributes>();
const validateEmail = answer<ValidateEmailAttributes>();

export const VS_ANSWERS = {
  'vs/restricted': { Restricted: restricted },
  'vs/access_denied': { AccessDenied: restricted },
  'vs/acknowledge': { Acknowledged: answer<AcknowledgedAttributes>() },
  'dhs/email_validation': { Initial: emailValidation, Success: emailValidation, Failure: emailValidation },
  'dhs/validate_email': { Success: validateEmail, Failure: validateEmail },
} satisfies AnswerRows;
