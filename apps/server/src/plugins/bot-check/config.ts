import type { BotCheckProviderName } from '@advantage/contracts';

export interface BotCheckConfig {
  provider: BotCheckProviderName;
  /** reCAPTCHA site key (public; sent to the browser). */
  siteKey: string | undefined;
  /** reCAPTCHA secret (standard) or API key (enterprise); never sent or logged. */
  secret: string | undefined;
  /** Google Cloud project of a reCAPTCHA Enterprise key. */
  projectId: string | undefined;
  /** Lowest reCAPTCHA score that passes (0 … 1). */
  threshold: number;
  /** The verification endpoint; unset means Google's (siteverify, or the project's assessments). */
  verifyUrl: string | undefined;
  /** How long a visitor who passed stays trusted on their server session. */
  trustMinutes: number;
}

interface BotCheckEnv {
  BOT_CHECK_PROVIDER: BotCheckProviderName;
  BOT_CHECK_SITE_KEY?: string | undefined;
  BOT_CHECK_SECRET?: string | undefined;
  BOT_CHECK_PROJECT_ID?: string | undefined;
  BOT_CHECK_THRESHOLD: number;
  BOT_CHECK_VERIFY_URL?: string | undefined;
  BOT_CHECK_TRUST_MINUTES: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A token and the secret travel to the verification endpoint: only over HTTPS, except to this machine (tests). */
function assertSafeVerifyUrl(url: string): void {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname))) return;
  throw new Error('Invalid configuration: BOT_CHECK_VERIFY_URL must be an https URL (http only to localhost)');
}

/** The bot-check settings; a reCAPTCHA provider without its keys is refused at start rather than failing every search. */
export function botCheckConfig(e: BotCheckEnv): BotCheckConfig {
  const config: BotCheckConfig = {
    provider: e.BOT_CHECK_PROVIDER,
    siteKey: e.BOT_CHECK_SITE_KEY || undefined,
    secret: e.BOT_CHECK_SECRET || undefined,
    projectId: e.BOT_CHECK_PROJECT_ID || undefined,
    threshold: e.BOT_CHECK_THRESHOLD,
    verifyUrl: e.BOT_CHECK_VERIFY_URL || undefined,
    trustMinutes: e.BOT_CHECK_TRUST_MINUTES,
  };
  if (config.provider === 'standard' || config.provider === 'enterprise') {
    if (!config.siteKey || !config.secret) {
      throw new Error(`Invalid configuration: BOT_CHECK_PROVIDER=${config.provider} needs BOT_CHECK_SITE_KEY and BOT_CHECK_SECRET`);
    }
    if (config.provider === 'enterprise' && !config.projectId && !config.verifyUrl) {
      throw new Error('Invalid configuration: BOT_CHECK_PROVIDER=enterprise needs BOT_CHECK_PROJECT_ID');
    }
    if (config.verifyUrl) assertSafeVerifyUrl(config.verifyUrl);
  }
  return config;
}
