/**
 * checkout/aac_password {aac, password} (not in the spec's lists): unlocks an AAC for this session
 * where checkout uses it. Unlocked answers; a wrong password, a locked grant or no grant is a ValidationError
 * with the message the buyer sees (the tries are counted and audited in core/aac/aac-access.ts).
 */
import { AAC_ACCESS_TEXT, type AacUnlockedAttributes } from '@advantage/contracts';
import { unlockAac, unlockMessage } from '../../core/aac/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';

export const aacPassword = bind('checkout/aac_password', async ({ ctx: { request }, input: { body: { aac, password } } }) => {
  const outcome = await unlockAac(request, aac, password);
  if (outcome.kind !== 'unlocked') throw new ValidationError([{ field: outcome.kind === 'none' ? 'aac' : 'password', message: unlockMessage(aac, outcome) }]);
  const attributes: AacUnlockedAttributes = { aac, notice: AAC_ACCESS_TEXT.unlocked(aac) };
  return screen('checkout/aac_password', 'Unlocked', attributes);
});
