/** Input schemas of the bot check, apart from its constants so that the landing page's bundle does not carry zod. */
import { z } from 'zod';

/** The token header as the server accepts it: reCAPTCHA tokens are base64url, altcha payloads base64. */
export const botCheckTokenSchema = z
  .string()
  .min(1)
  .max(8192)
  .regex(/^[A-Za-z0-9+/=_-]+$/);

const hex = (max: number) => z.string().max(max).regex(/^[0-9a-f]*$/i);

/** An altcha token decoded: the signed challenge as the server issued it, and the browser's solution. */
export const altchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string().max(32),
      nonce: hex(128),
      salt: hex(128),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex(128),
      keySignature: hex(256).optional(),
      memoryCost: z.number().int().positive().optional(),
      parallelism: z.number().int().positive().optional(),
      expiresAt: z.number().int().positive().optional(),
      data: z.record(z.string().max(32), z.union([z.string().max(128), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: hex(256).optional(),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: hex(256),
    time: z.number().optional(),
  }),
});
export type AltchaPayload = z.infer<typeof altchaPayloadSchema>;
/** The challenge bot_check/challenge answers: the part of a token the server signed (docs/adr/0034-typed-contract.md). */
export type AltchaChallenge = AltchaPayload['challenge'];
