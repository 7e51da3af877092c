import { describe, expect, it } from 'vitest';
import { AAC_ACCESS_TEXT, noGrantAac } from './checkout-aac.js';

describe('noGrantAac', () => {
  it('names the AAC of a refusal for want of a grant, and nothing for any other message', () => {
    expect(noGrantAac(AAC_ACCESS_TEXT.noGrant('FA4600'))).toBe('FA4600');
    expect(noGrantAac(AAC_ACCESS_TEXT.passwordNeeded('FA4600'))).toBeUndefined();
    expect(noGrantAac(AAC_ACCESS_TEXT.wrongPassword('FA4600', 2))).toBeUndefined();
    expect(noGrantAac('Enter the AAC/DoDAAC.')).toBeUndefined();
    // Only an AAC's six letters or digits: a message that merely looks alike names none.
    expect(noGrantAac(AAC_ACCESS_TEXT.noGrant('FA 4600 or anything'))).toBeUndefined();
  });
});
