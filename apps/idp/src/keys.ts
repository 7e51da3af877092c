import { randomBytes } from 'node:crypto';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

const t = schema.idpKeys;

export interface ProviderKeys {
  /** Private signing keys (RS256), as oidc-provider's `jwks` option takes them. */
  jwks: { keys: JWK[] };
  /** Keys signing the provider's cookies; the first signs, all verify. */
  cookieKeys: string[];
  /** The smart-card reader's own key (ES256) for its card assertions, apart from the token keys (docs/adr/0008). */
  readerJwks: { keys: JWK[] };
}

function isJwks(value: unknown): value is ProviderKeys['jwks'] {
  if (typeof value !== 'object' || value === null || !('keys' in value) || !Array.isArray(value.keys)) return false;
  return value.keys.length > 0 && value.keys.every((k: unknown) => typeof k === 'object' && k !== null && 'kid' in k && 'd' in k);
}

function isCookieKeys(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((k) => typeof k === 'string' && k.length >= 32);
}

async function newSigningJwks(alg: 'RS256' | 'ES256' = 'RS256'): Promise<ProviderKeys['jwks']> {
  const { privateKey } = await generateKeyPair(alg, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' }] };
}

/**
 * Reads a key set, creating it on first start. Two processes starting together both insert with
 * ON CONFLICT DO NOTHING and then read back, so they end up with the same keys.
 */
async function loadOrCreate<T>(db: AppDb, name: string, create: () => Promise<T>, valid: (v: unknown) => v is T): Promise<T> {
  const read = async () => (await db.select().from(t).where(eq(t.name, name)).limit(1))[0]?.value;
  const existing = await read();
  if (valid(existing)) return existing;
  if (existing !== undefined) throw new Error(`Stored identity provider key set "${name}" is malformed`);
  await db.insert(t).values({ name, value: await create() }).onConflictDoNothing();
  const stored = await read();
  if (!valid(stored)) throw new Error(`Could not store identity provider key set "${name}"`);
  return stored;
}

export async function loadOrCreateKeys(db: AppDb): Promise<ProviderKeys> {
  const jwks = await loadOrCreate(db, 'signing-jwks', newSigningJwks, isJwks);
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')], isCookieKeys);
  // Stored like the others, so every instance's reader signs with a key every instance's server knows.
  const readerJwks = await loadOrCreate(db, 'reader-jwks', () => newSigningJwks('ES256'), isJwks);
  return { jwks, cookieKeys, readerJwks };
}

/** The public half of the signing keys (what `${issuer}/jwks` serves). */
export function publicJwks(jwks: ProviderKeys['jwks']): { keys: JWK[] } {
  const fields = ['kty', 'n', 'e', 'crv', 'x', 'y', 'kid', 'alg', 'use'] as const;
  return { keys: jwks.keys.map((k) => Object.fromEntries(fields.filter((f) => k[f] !== undefined).map((f) => [f, k[f]]))) };
}
