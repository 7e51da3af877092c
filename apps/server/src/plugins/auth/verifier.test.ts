import { describe, expect, it } from 'vitest';
import { testIdentity } from '../../test-support/identity.js';
import { createTokenVerifier } from './verifier.js';

describe('token verifier cache', () => {
  it('checks a token’s signature once, and again after its expiry it is refused', async () => {
    let clock = Date.now();
    const id = await testIdentity(() => clock);
    let keyLookups = 0;
    const verify = createTokenVerifier({
      issuer: id.settings.issuer,
      audience: id.settings.audience,
      getKey: async (header, token) => {
        keyLookups += 1;
        return id.settings.getKey(header, token);
      },
      now: () => clock,
    });
    const token = await id.mint({ sub: 'a' }, { expiresIn: Math.floor(clock / 1000) + 30 });
    await verify(token);
    await verify(token);
    expect(keyLookups).toBe(1);
    clock += 31_000 + 30_000;
    await expect(verify(token)).rejects.toThrow('invalid access token');
  });
});
