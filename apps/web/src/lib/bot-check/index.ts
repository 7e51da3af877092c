/**
 * The bot check in the browser (docs/product/accounts-and-sign-in.md, docs/architecture.md, docs/product/constants.md).
 * The HTTP client calls `retryWithBotCheck` when the
 * server asked an anonymous visitor's read for a token: obtain one from the provider the server names,
 * then repeat the read once with it. Whatever the repeat answers is the answer; a token that cannot be
 * obtained becomes the server's own refusal with a message saying so.
 */
import { BOT_CHECK_MESSAGES, type BotCheckRequest } from '@advantage/contracts';
import type { CallResult } from '../http/types';
import { logError } from '../log';
import { whileVerifying } from './status';

/** The calls the HTTP client lends the check: the repeat of the read with the token, and a read of the challenge. */
export interface BotCheckCalls {
  repeat: (token: string) => Promise<CallResult>;
  read: (path: string, signal?: AbortSignal) => Promise<CallResult>;
}

async function obtainToken(request: BotCheckRequest, calls: BotCheckCalls, signal: AbortSignal | undefined): Promise<string> {
  if (request.provider === 'altcha') {
    const { altchaToken } = await import('./altcha');
    return altchaToken(calls.read, request.challengePath, signal);
  }
  const { recaptchaToken } = await import('./recaptcha');
  return recaptchaToken(request.provider, request.siteKey ?? '', request.action, signal);
}

function cannotVerify(asked: Extract<CallResult, { kind: 'http-error' }>): CallResult {
  const message = BOT_CHECK_MESSAGES.clientFailure;
  const envelope = asked.envelope && {
    ...asked.envelope,
    attributes: { ...asked.envelope.attributes, getToken: false, detailedErrorMessage: message },
  };
  return { ...asked, message, ...(envelope ? { envelope } : {}) };
}

export async function retryWithBotCheck(
  request: BotCheckRequest,
  asked: Extract<CallResult, { kind: 'http-error' }>,
  calls: BotCheckCalls,
  signal?: AbortSignal,
): Promise<CallResult> {
  let token: string;
  try {
    token = await whileVerifying(() => obtainToken(request, calls, signal));
  } catch (error) {
    if (signal?.aborted) throw error;
    logError('Bot check: no token', error);
    return cannotVerify(asked);
  }
  return calls.repeat(token);
}
