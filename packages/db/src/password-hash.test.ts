import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashes', () => {
  it('stores Argon2id with its own salt and cost, and verifies only the right password', async () => {
    const first = await hashPassword('Supply2026');
    const second = await hashPassword('Supply2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=2\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Supply2026', first)).toBe(true);
    expect(await verifyPassword('Supply2027', first)).toBe(false);
    expect(await verifyPassword('supply2026', first)).toBe(false);
  });

  it('still verifies a hash stored earlier as scrypt', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Usda2026', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('Usda2026', stored)).toBe(true);
    expect(await verifyPassword('Usda2027', stored)).toBe(false);
  });

  it('refuses a malformed or unknown hash instead of throwing', async () => {
    for (const stored of ['', 'plain', '$argon2id$v=19$m=x,t=2,p=2$AAAA$BBBB', '$argon2i$v=19$m=19456,t=2,p=2$AAAA$BBBB', '$argon2id$v=19$m=19456,t=2,p=2$AAAA$BBBB', 'scrypt$1024$8']) {
      expect(await verifyPassword('anything', stored), stored).toBe(false);
    }
  });
});
