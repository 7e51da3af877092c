import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totp, type TotpAlgorithm, totpFromSecret, verifyTotp } from './totp.js';

const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

// RFC 6238 Appendix B: time (seconds), then the 8-digit codes for SHA-1, SHA-256 and SHA-512.
const RFC6238: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('RFC 6238 TOTP', () => {
  it.each(RFC6238)('matches the test vectors at T=%i', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totp(SEEDS.sha1, at, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
    expect(totp(SEEDS.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(SEEDS.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });

  it('round-trips base32 and decodes the RFC seed', () => {
    const encoded = base32Encode(SEEDS.sha1);
    expect(encoded).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(encoded.toLowerCase())).toEqual(SEEDS.sha1);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts one step of drift either way, and never the same step twice', () => {
    const secret = base32Encode(SEEDS.sha1);
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, totpFromSecret(secret, now), now, null)).toBe(step);
    expect(verifyTotp(secret, totpFromSecret(secret, now - 30_000), now, null)).toBe(step - 1);
    expect(verifyTotp(secret, totpFromSecret(secret, now + 30_000), now, null)).toBe(step + 1);
    expect(verifyTotp(secret, totpFromSecret(secret, now - 60_000), now, null)).toBeNull();
    expect(verifyTotp(secret, totpFromSecret(secret, now), now, step)).toBeNull();
    expect(verifyTotp(secret, totpFromSecret(secret, now - 30_000), now, step - 2)).toBe(step - 1);
    expect(verifyTotp(secret, '12345', now, null)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('builds an otpauth URI that authenticator apps understand', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'buyer@gsa.gov', 'Advantage (development)'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Advantage (development):buyer@gsa.gov');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});
