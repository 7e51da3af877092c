/**
 * The self-hosted proof of work: a challenge from the server, solved by altcha's PBKDF2 worker (a
 * script of this app, so the strict CSP's script-src 'self' covers it) in as many workers as the
 * machine has cores, up to four.
 */
import { BOT_CHECK_CHALLENGE_PATH } from '@advantage/contracts';
import { type Challenge, solveChallengeWorkers } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { CallResult } from '../http/types';

const MAX_WORKERS = 4;
/** The server's challenge expires after five minutes; a slower machine gives up before. */
const SOLVE_TIMEOUT_MS = 120_000;

function isChallenge(value: unknown): value is Challenge {
  if (typeof value !== 'object' || value === null) return false;
  const { parameters } = value as { parameters?: { algorithm?: unknown } };
  return typeof parameters?.algorithm === 'string';
}

/** Reads the challenge through the HTTP client that asked for the check (passed in: the client imports this lazily). */
export type ChallengeRead = (path: string, signal?: AbortSignal) => Promise<CallResult>;

export async function altchaToken(read: ChallengeRead, challengePath: string | undefined, signal?: AbortSignal): Promise<string> {
  const answer = await read(challengePath ?? BOT_CHECK_CHALLENGE_PATH, signal);
  if (answer.kind !== 'json' || !isChallenge(answer.data)) throw new Error('The server gave no proof-of-work challenge.');
  const challenge = answer.data;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1)),
    controller,
    timeout: SOLVE_TIMEOUT_MS,
    createWorker: (algorithm) => {
      if (!algorithm.startsWith('PBKDF2/')) throw new Error(`Unsupported proof-of-work algorithm ${algorithm}.`);
      return new Pbkdf2Worker();
    },
  });
  if (signal?.aborted) throw signal.reason as Error;
  if (!solution) throw new Error('The proof-of-work challenge was not solved in time.');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return btoa(JSON.stringify(payload));
}
