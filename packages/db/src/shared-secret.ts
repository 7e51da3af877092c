/**
 * Shared secrets of buying organizations. They are generated (32 random bytes, 43 characters), not chosen by
 * people, so a fast salted SHA-256 resists guessing as well as a slow hash would and keeps a punchout setup request
 * well under its 20 ms budget; the comparison takes constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Secrets an operator supplies (an organization's system may come with one) must be at least this long. */
export const SHARED_SECRET_MIN_LENGTH = 24;

export function generateSharedSecret(): string {
  return randomBytes(32).toString('base64url');
}

function digest(salt: Buffer, secret: string): Buffer {
  return createHash('sha256').update(salt).update(secret, 'utf8').digest();
}

/** `sha256$<salt>$<hash>`, both base64url. */
export function hashSharedSecret(secret: string): string {
  const salt = randomBytes(16);
  return ['sha256', salt.toString('base64url'), digest(salt, secret).toString('base64url')].join('$');
}

export function verifySharedSecret(secret: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(Buffer.from(salt, 'base64url'), secret);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
