import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 4226 HOTP / RFC 6238 TOTP with the authenticator-app defaults: SHA-1, 30 s steps, 6 digits. */
export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes one step before and after the current one are accepted (clock drift, slow typing). */
export const TOTP_WINDOW = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Invalid base32 character');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (the RFC 4226 recommended length), base32 encoded for authenticator apps. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac(algorithm, key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, '0');
}

export function timeStep(timeMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(timeMs / 1000 / stepSeconds);
}

export function totp(key: Buffer, timeMs: number, options: { digits?: number; algorithm?: TotpAlgorithm; step?: number } = {}): string {
  return hotp(key, timeStep(timeMs, options.step), options.digits, options.algorithm);
}

/** The code an authenticator app shows for a base32 secret at `timeMs`. */
export function totpFromSecret(secret: string, timeMs: number): string {
  return totp(base32Decode(secret), timeMs);
}

/**
 * Checks a code against the steps around `timeMs` and returns the matching step, or null. A step at or
 * before `lastAcceptedStep` never matches, so an accepted code cannot be used a second time.
 */
export function verifyTotp(secret: string, code: string, timeMs: number, lastAcceptedStep: number | null): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const key = base32Decode(secret);
  const current = timeStep(timeMs);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const candidate = Buffer.from(hotp(key, step));
    // Every candidate is compared (no early exit) so the time taken does not reveal which one matched.
    if (timingSafeEqual(candidate, Buffer.from(code)) && matched === null) matched = step;
  }
  if (matched === null || (lastAcceptedStep !== null && matched <= lastAcceptedStep)) return null;
  return matched;
}

export function otpauthUri(secret: string, accountName: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${accountName}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
