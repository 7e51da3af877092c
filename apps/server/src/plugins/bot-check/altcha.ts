import { createHmac } from 'node:crypto';
import { type AltchaPayload, altchaPayloadSchema } from '@advantage/contracts';
import { CappedMap, type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TokenCheck, VerifyContext, VerifyOutcome } from './types.js';

/**
 * Difficulty. The challenge is made in deterministic mode: the server picks the counter the browser has
 * to find and signs the derived key, so checking a solution is two HMACs (under 1 ms) while the browser
 * derives a PBKDF2 key (COST iterations) for each counter it tries, about 0.3–1 s on one core.
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 3_000;
/** A challenge is solved within seconds; an old one is refused. */
export const CHALLENGE_TTL_SECONDS = 300;
const SPENT_MAX = 100_000;

export interface AltchaCheck extends TokenCheck {
  /** A new challenge bound to the visitor's server session. */
  challenge(sessionId: string): Promise<Challenge>;
}

function derive(secret: string, label: string): string {
  return createHmac('sha256', secret).update(`bot-check:${label}`).digest('base64url');
}

function decode(token: string): AltchaPayload | undefined {
  try {
    const parsed = altchaPayloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The self-hosted proof of work (altcha-lib). A challenge carries a tag of the session it was issued to
 * (an HMAC of the session id, which itself never leaves the HttpOnly cookie), so a solution works for
 * that visitor only; a solution is accepted once (spent signatures are kept until their challenge
 * expires, per server instance: another instance would still refuse it for a different session).
 */
export function altchaCheck(options: { secret: string; now: () => number }): AltchaCheck {
  const hmacSignatureSecret = derive(options.secret, 'altcha-signature');
  const hmacKeySignatureSecret = derive(options.secret, 'altcha-key');
  const sessionTag = (sessionId: string) => derive(options.secret, `session:${sessionId}`).slice(0, 22);
  const spent = new CappedMap<string, number>({ maxSize: SPENT_MAX });
  const nowSeconds = () => Math.floor(options.now() / 1000);

  function forget(upTo: number): void {
    for (const [signature, expiresAt] of spent) if (expiresAt < upTo) spent.delete(signature);
  }

  return {
    challenge: (sessionId) =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt: nowSeconds() + CHALLENGE_TTL_SECONDS,
        data: { session: sessionTag(sessionId) },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verify(token: string, context: VerifyContext): Promise<VerifyOutcome> {
      const payload = decode(token);
      if (!payload) return { passed: false, reason: 'malformed' };
      const { parameters, signature } = payload.challenge;
      if (parameters.algorithm !== ALTCHA_ALGORITHM || !signature) return { passed: false, reason: 'invalid' };
      const result = await verifySolution({
        challenge: payload.challenge as Challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      const now = nowSeconds();
      if (result.expired || !parameters.expiresAt || parameters.expiresAt < now) return { passed: false, reason: 'expired' };
      if (!result.verified) return { passed: false, reason: 'invalid' };
      if (parameters.data?.session !== sessionTag(context.sessionId)) return { passed: false, reason: 'other-session' };
      if (spent.size >= SPENT_MAX / 2) forget(now);
      if (!spent.setIfAbsent(signature, parameters.expiresAt)) return { passed: false, reason: 'replayed' };
      return { passed: true };
    },
  };
}
