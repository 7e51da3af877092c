import type { BotCheckProviderName } from '@advantage/contracts';

export interface BotCheckSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/** Google's documented allow-list for reCAPTCHA (script and the invisible anchor frame). */
const RECAPTCHA: BotCheckSources = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

/**
 * What the Content-Security-Policy must also allow for the configured provider: nothing for `off` and
 * `altcha` (the solver is a worker script served by this app, under script-src 'self').
 */
export function botCheckCspSources(provider: BotCheckProviderName): BotCheckSources {
  return provider === 'standard' || provider === 'enterprise' ? RECAPTCHA : { script: [], frame: [], connect: [] };
}
