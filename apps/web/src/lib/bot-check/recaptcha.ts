/**
 * reCAPTCHA v3 / Enterprise in the browser: the provider's script is added only when a read asks for
 * a token (the server's CSP allows Google only when reCAPTCHA is configured), then
 * grecaptcha(.enterprise).execute(siteKey, { action }) gives the token.
 */
import { CAPTCHA_RETRY_MS } from '@advantage/contracts';

interface ReCaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Partial<ReCaptchaApi> & { enterprise?: Partial<ReCaptchaApi> };
  }
}

export type ReCaptchaProvider = 'standard' | 'enterprise';

/** With retries every CAPTCHA_RETRY_MS, how long the script has to load before the check gives up. */
const MAX_ATTEMPTS = 20;
const SCRIPT_ID = 'adv-recaptcha-script';

function api(provider: ReCaptchaProvider): ReCaptchaApi | undefined {
  const root = window.grecaptcha;
  const candidate = provider === 'enterprise' ? root?.enterprise : root;
  return typeof candidate?.execute === 'function' && typeof candidate.ready === 'function' ? (candidate as ReCaptchaApi) : undefined;
}

export function scriptUrl(provider: ReCaptchaProvider, siteKey: string): string {
  const file = provider === 'enterprise' ? 'enterprise.js' : 'api.js';
  return `https://www.google.com/recaptcha/${file}?render=${encodeURIComponent(siteKey)}`;
}

function loadScript(provider: ReCaptchaProvider, siteKey: string): void {
  if (api(provider) || document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = scriptUrl(provider, siteKey);
  script.async = true;
  document.head.append(script);
}

/** docs/architecture.md, docs/product/constants.md: "If the script has not loaded, retry after 1000 ms." */
export function executeWhenReady(
  provider: ReCaptchaProvider,
  siteKey: string,
  action: string,
  options: { signal?: AbortSignal; attempts?: number } = {},
): Promise<string> {
  const { signal, attempts = MAX_ATTEMPTS } = options;
  return new Promise<string>((resolve, reject) => {
    let left = attempts;
    const attempt = () => {
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      const grecaptcha = api(provider);
      if (grecaptcha) {
        grecaptcha.ready(() => {
          grecaptcha.execute(siteKey, { action }).then(resolve, reject);
        });
        return;
      }
      left -= 1;
      if (left <= 0) {
        reject(new Error('The reCAPTCHA script did not load.'));
        return;
      }
      setTimeout(attempt, CAPTCHA_RETRY_MS);
    };
    attempt();
  });
}

export async function recaptchaToken(provider: ReCaptchaProvider, siteKey: string, action: string, signal?: AbortSignal): Promise<string> {
  loadScript(provider, siteKey);
  const token = await executeWhenReady(provider, siteKey, action, signal ? { signal } : {});
  if (typeof token !== 'string' || !token) throw new Error('reCAPTCHA gave no token.');
  return token;
}
