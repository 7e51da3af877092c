import { z } from 'zod';
import type { BotCheckConfig } from './config.js';
import type { Refusal, TokenCheck, VerifyContext, VerifyOutcome } from './types.js';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const enterpriseUrl = (projectId: string) => `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/assessments`;
/** A search waits at most this long for Google before it is refused. */
const VERIFY_TIMEOUT_MS = 5_000;

/** https://developers.google.com/recaptcha/docs/v3#site_verify_response */
const siteverifySchema = z.object({
  'success': z.boolean(),
  'score': z.number().optional(),
  'action': z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** https://cloud.google.com/recaptcha/docs/reference/rest/v1/projects.assessments (the fields read). */
const assessmentSchema = z.object({
  tokenProperties: z.object({
    valid: z.boolean(),
    invalidReason: z.string().optional(),
    action: z.string().optional(),
  }),
  riskAnalysis: z.object({ score: z.number().optional() }).optional(),
});

/** Error codes that mean this server is misconfigured, not that the visitor failed. */
const CONFIG_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

interface Verdict {
  valid: boolean;
  /** Why Google found the token invalid (its error code or invalid reason). */
  problem: string | undefined;
  score: number | undefined;
  action: string | undefined;
}

async function post(url: string, init: RequestInit): Promise<{ ok: true; body: unknown } | { ok: false; detail: string }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
  } catch (error) {
    // The URL may hold the enterprise API key: only the failure's kind is reported.
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, detail: cause ?? (error instanceof Error ? error.name : 'request failed') };
  }
  if (!response.ok) return { ok: false, detail: `HTTP ${response.status}` };
  try {
    return { ok: true, body: await response.json() };
  } catch {
    return { ok: false, detail: 'the answer is not JSON' };
  }
}

function refusalFor(problem: string | undefined): Refusal {
  return problem === 'timeout-or-duplicate' || problem === 'DUPE' ? 'replayed' : problem === 'EXPIRED' ? 'expired' : 'invalid';
}

/**
 * reCAPTCHA v3 (standard: siteverify with the secret) or Enterprise (an assessment with the API key):
 * the token passes when Google finds it valid, for the action of this read, with a score at or above
 * the threshold. Anything else from Google, or no answer in time, refuses the read (fail closed).
 */
export function recaptchaCheck(config: BotCheckConfig): TokenCheck {
  const { secret = '', siteKey = '', threshold } = config;
  const enterprise = config.provider === 'enterprise';
  const url = config.verifyUrl ?? (enterprise ? enterpriseUrl(config.projectId ?? '') : SITEVERIFY_URL);

  async function standard(token: string, context: VerifyContext): Promise<Verdict | { unavailable: string }> {
    const form = new URLSearchParams({ secret, response: token, remoteip: context.remoteIp });
    const answer = await post(url, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    if (!answer.ok) return { unavailable: answer.detail };
    const parsed = siteverifySchema.safeParse(answer.body);
    if (!parsed.success) return { unavailable: 'unexpected siteverify answer' };
    const codes = parsed.data['error-codes'] ?? [];
    const misconfigured = codes.find((c) => CONFIG_ERRORS.has(c));
    if (misconfigured) return { unavailable: misconfigured };
    return { valid: parsed.data.success, problem: codes[0], score: parsed.data.score, action: parsed.data.action };
  }

  async function assessment(token: string, context: VerifyContext): Promise<Verdict | { unavailable: string }> {
    const target = new URL(url);
    target.searchParams.set('key', secret);
    const event = { token, siteKey, expectedAction: context.action, userIpAddress: context.remoteIp };
    const answer = await post(target.toString(), { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event }) });
    if (!answer.ok) return { unavailable: answer.detail };
    const parsed = assessmentSchema.safeParse(answer.body);
    if (!parsed.success) return { unavailable: 'unexpected assessment answer' };
    const { tokenProperties, riskAnalysis } = parsed.data;
    return { valid: tokenProperties.valid, problem: tokenProperties.invalidReason, score: riskAnalysis?.score, action: tokenProperties.action };
  }

  return {
    async verify(token, context): Promise<VerifyOutcome> {
      const verdict = enterprise ? await assessment(token, context) : await standard(token, context);
      if ('unavailable' in verdict) return { passed: false, reason: 'unavailable', detail: verdict.unavailable };
      if (!verdict.valid) return { passed: false, reason: refusalFor(verdict.problem) };
      if (verdict.action !== context.action) return { passed: false, reason: 'wrong-action' };
      if (verdict.score === undefined || verdict.score < threshold) return { passed: false, reason: 'low-score' };
      return { passed: true };
    },
  };
}
