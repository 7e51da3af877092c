import { argon2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Slow salted hashes for secrets people choose (sign-in passwords in the development provider, AAC passwords in
 * the marketplace). New hashes are Argon2id with the OWASP Password Storage Cheat Sheet's first setting (19 MiB,
 * 2 passes), in two lanes so a check finishes in well under 100 ms on two cores (the target); the
 * attacker's cost per guess (memory × passes) is that of one lane. Hashes stored earlier as scrypt still verify.
 */
const ARGON2 = { memory: 19_456, passes: 2, parallelism: 2 } as const;
const KEY_LENGTH = 32;
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

type Argon2Cost = { memory: number; passes: number; parallelism: number };

function deriveArgon2(password: string, salt: Buffer, cost: Argon2Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password.normalize('NFKC'), nonce: salt, tagLength: KEY_LENGTH, ...cost }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function deriveScrypt(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: SCRYPT_MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveArgon2(password, salt, ARGON2);
  const cost = `m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}`;
  return ['', 'argon2id', 'v=19', cost, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  // A stored value that is not a hash this code wrote (cut short, edited by hand) is a wrong password, not a crash.
  const actual = await Promise.resolve().then(() => rederive(password, stored)).catch(() => undefined);
  if (!actual) return false;
  const expected = Buffer.from(stored.slice(stored.lastIndexOf('$') + 1), 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The key the stored hash's own scheme, salt and cost give for this password; undefined for a malformed hash. */
function rederive(password: string, stored: string): Promise<Buffer> | undefined {
  const parts = stored.split('$');
  if (parts[1] === 'argon2id' && parts.length === 6) {
    const cost = Object.fromEntries(parts[3]!.split(',').map((kv) => kv.split('=')).map(([k, v]) => [k, Number(v)]));
    if (![cost.m, cost.t, cost.p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
    return deriveArgon2(password, Buffer.from(parts[4]!, 'base64url'), { memory: cost.m!, passes: cost.t!, parallelism: cost.p! });
  }
  const [scheme, n, r, p, salt, hash] = parts;
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return undefined;
  return deriveScrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
}
