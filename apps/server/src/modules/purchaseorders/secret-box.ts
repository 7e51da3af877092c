/**
 * The channels' shared secrets at rest (docs/adr/0032-purchase-orders-out.md): we SEND the secret with every
 * OrderRequest, so it cannot be hashed like the secrets we verify. AES-256-GCM with a fresh 12-byte IV per
 * secret and the contractor id as associated data, so a ciphertext copied to another contractor's row does not
 * decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url; `v1` leaves room for a key rotation.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

const aad = (contractorId: number) => Buffer.from(`contractor:${contractorId}`, 'utf8');

export function encryptSecret(key: Buffer, contractorId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(contractorId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Throws when the ciphertext was not made with this key for this contractor (never says more). */
export function decryptSecret(key: Buffer, contractorId: number, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('The stored shared secret is not readable.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(contractorId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('The stored shared secret does not decrypt with CHANNEL_SECRET_KEY (another key, or another contractor).');
  }
}
