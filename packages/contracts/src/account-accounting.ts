/**
 * Saved lines of accounting (Manage Methods of Payment): agency accounting codes a member keeps to fill the
 * checkout's accounting-code form. The fields follow the form's rules; the document number is never saved,
 * because each requisition has its own.
 */
import { z } from 'zod';
import { accountingCodeFields, accountingLabel } from './checkout.js';
import type { SavedCodes } from './checkout-views.js';

export const SAVED_CODES_LIMITS = { nickname: 40, perMember: 20 } as const;

export const savedCodesInputSchema = accountingCodeFields.omit({ documentNumber: true }).extend({
  nickname: z
    .string()
    .trim()
    .max(SAVED_CODES_LIMITS.nickname, { error: `Nickname may have at most ${SAVED_CODES_LIMITS.nickname} characters.` })
    .optional()
    .default(''),
});
export type SavedCodesInput = z.output<typeof savedCodesInputSchema>;

export function savedCodesLabel(nickname: string, codes: SavedCodes): string {
  const line = accountingLabel({ ...codes, documentNumber: '' });
  return nickname ? `${nickname} (${line})` : line;
}

export const SAVED_CODES_TEXT = {
  saved: (label: string) => `Accounting codes saved: ${label}.`,
  deleted: (label: string) => `Accounting codes deleted: ${label}.`,
  alreadySaved: 'These accounting codes are already saved in your methods of payment.',
  tooMany: `You can save up to ${SAVED_CODES_LIMITS.perMember} lines of accounting. Delete one you no longer use first.`,
  notFound: 'The accounting codes were not found in your methods of payment.',
  /** The checkout form's choice. */
  chooseLabel: 'Use saved accounting codes',
  chooseHint: 'Fills the fields below; you can still change them.',
  chooseNone: '- Select -',
} as const;
