import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test-support/app.js';

const env = (extra: Record<string, string>) => ({ LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(32), ...extra });

describe('bot-check configuration', () => {
  it('is off by default, with the threshold of docs/product/constants.md and 30 trusted minutes', () => {
    expect(loadConfig(env({})).botCheck).toEqual({
      provider: 'off',
      siteKey: undefined,
      secret: undefined,
      projectId: undefined,
      threshold: 0.5,
      verifyUrl: undefined,
      trustMinutes: 30,
    });
  });

  it('reads every key', () => {
    const config = loadConfig(
      env({
        BOT_CHECK_PROVIDER: 'enterprise',
        BOT_CHECK_SITE_KEY: 'k',
        BOT_CHECK_SECRET: 's',
        BOT_CHECK_PROJECT_ID: 'p',
        BOT_CHECK_THRESHOLD: '0.7',
        BOT_CHECK_VERIFY_URL: 'https://recaptcha.example/v1/projects/p/assessments',
        BOT_CHECK_TRUST_MINUTES: '5',
      }),
    ).botCheck;
    expect(config).toEqual({
      provider: 'enterprise',
      siteKey: 'k',
      secret: 's',
      projectId: 'p',
      threshold: 0.7,
      verifyUrl: 'https://recaptcha.example/v1/projects/p/assessments',
      trustMinutes: 5,
    });
  });

  it('refuses a reCAPTCHA provider without its keys, a bad threshold or provider, and a plain-http verify URL', () => {
    expect(() => loadConfig(env({ BOT_CHECK_PROVIDER: 'standard', BOT_CHECK_SITE_KEY: 'k' }))).toThrow(/needs BOT_CHECK_SITE_KEY and BOT_CHECK_SECRET/);
    expect(() => loadConfig(env({ BOT_CHECK_PROVIDER: 'enterprise', BOT_CHECK_SITE_KEY: 'k', BOT_CHECK_SECRET: 's' }))).toThrow(/BOT_CHECK_PROJECT_ID/);
    expect(() => loadConfig(env({ BOT_CHECK_THRESHOLD: '1.5' }))).toThrow(/BOT_CHECK_THRESHOLD/);
    expect(() => loadConfig(env({ BOT_CHECK_PROVIDER: 'hcaptcha' }))).toThrow(/BOT_CHECK_PROVIDER/);
    const plain = { BOT_CHECK_PROVIDER: 'standard', BOT_CHECK_SITE_KEY: 'k', BOT_CHECK_SECRET: 's' };
    expect(() => loadConfig(env({ ...plain, BOT_CHECK_VERIFY_URL: 'http://verify.example/siteverify' }))).toThrow(/https/);
    expect(loadConfig(env({ ...plain, BOT_CHECK_VERIFY_URL: 'http://127.0.0.1:9/siteverify' })).botCheck.verifyUrl).toBe('http://127.0.0.1:9/siteverify');
  });
});

describe('content security policy per provider', () => {
  const apps: TestApp[] = [];
  const base = loadConfig(env({}));
  const csp = async (provider: 'off' | 'altcha' | 'standard') => {
    const t = await createTestApp('pglite', {
      botCheck: { ...base.botCheck, provider, siteKey: 'k', secret: 's' },
      mail: { ...base.mail, capturePort: 0 },
    });
    apps.push(t);
    return String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
  };
  let policies: Record<string, string> = {};
  beforeAll(async () => {
    policies = { off: await csp('off'), altcha: await csp('altcha'), standard: await csp('standard') };
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('allows Google’s reCAPTCHA script and frame only when reCAPTCHA is configured', () => {
    expect(policies.standard).toContain('script-src \'self\' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/');
    expect(policies.standard).toContain('frame-src \'self\' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/');
    for (const provider of ['off', 'altcha']) {
      expect(policies[provider]).toContain('script-src \'self\';');
      expect(policies[provider]).not.toContain('google');
      expect(policies[provider]).not.toContain('frame-src');
    }
  });
});
