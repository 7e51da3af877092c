import { describe, expect, it } from 'vitest';
import { AAC_INPUTS, AAC_TEXT, aacPasswordSchema } from './aacassignment.js';
import { isGuessablePassword, namesContext } from './guessable-passwords.js';

describe('passwords others guess first (NIST SP 800-63B)', () => {
  it('refuses common passwords, with or without case or digits added', () => {
    for (const p of ['123456', 'password', 'Password1', 'PASSWORD2024', 'qwerty123', 'iloveyou', 'letmein', 'abc123', 'Dragon1987', 'trustno1', 'advantage']) {
      expect(isGuessablePassword(p), p).toBe(true);
    }
  });

  it('refuses sequences and repetitions, forwards and backwards', () => {
    for (const p of ['234567', '987654321', 'abcdefg', 'ZYXWVU', 'qwertyui', 'asdfgh', '1q2w3e4r', '1qaz2wsx', 'aaaaaa', '111111', '121212', 'abcabc', '123123123', 'aaaa2024']) {
      expect(isGuessablePassword(p), p).toBe(true);
    }
  });

  it('lets other passwords through', () => {
    for (const p of ['Field2026', 'Supply2026', 'x7Kq9vLm', 'tulipriver42', 'B4rnOwl8', '135790']) {
      expect(isGuessablePassword(p), p).toBe(false);
    }
  });

  it('refuses the AAC as its own password', () => {
    expect(namesContext('12k3ag', ['12K3AG'])).toBe(true);
    expect(namesContext('12K3AG99', ['12K3AG'])).toBe(true);
    expect(namesContext('Field2026', ['12K3AG'])).toBe(false);
  });

  it('puts the message on the password field of the AAC password request', () => {
    expect(aacPasswordSchema.safeParse('123456').error?.issues.map((i) => i.message)).toEqual([AAC_TEXT.passwordGuessable]);
    // A password that breaks the rule (docs/product/validation-rules.md) gets that message alone.
    expect(aacPasswordSchema.safeParse('12345').error?.issues).toHaveLength(1);
    const body = AAC_INPUTS['aacassignment/aac_password_request']!.body!;
    const own = body.safeParse({ aac: '12K3AG', supervisorEmail: 'boss@usda.gov', password: '12K3AG', confirmPassword: '12K3AG' });
    expect(own.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['password', AAC_TEXT.passwordGuessable]]);
  });
});
