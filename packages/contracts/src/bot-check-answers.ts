/**
 * What the bot check answers (the answer map, answers.ts; docs/adr/0034-typed-contract.md): its proof-of-work challenge,
 * a JSON document. Type-only, so that the map carries no zod (bot-check-schemas.ts has the token's schema).
 */
import { answer, type AnswerRows } from './answer-table.js';
import type { AltchaChallenge } from './bot-check-schemas.js';

export const BOT_CHECK_ANSWERS = {
  'bot_check/challenge': { Challenge: answer<AltchaChallenge>() },
} satisfies AnswerRows;
