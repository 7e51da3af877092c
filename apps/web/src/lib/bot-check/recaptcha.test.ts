import { CAPTCHA_RETRY_MS } from '@advantage/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { executeWhenReady, scriptUrl } from './recaptcha';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reCAPTCHA token (docs/architecture.md, docs/product/constants.md)', () => {
  it('retries after 1000 ms while the script has not loaded, then executes for the action', async () => {
    expect(CAPTCHA_RETRY_MS).toBe(1000);
    const execute = vi.fn(async () => 'token-after-load');
    const token = executeWhenReady('standard', 'site-key', 'search');
    await vi.advanceTimersByTimeAsync(999);
    expect(execute).not.toHaveBeenCalled();
    // The script arrives between two attempts: the next one, 1000 ms after the first, uses it.
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
    await vi.advanceTimersByTimeAsync(1);
    expect(execute).toHaveBeenCalledExactlyOnceWith('site-key', { action: 'search' });
    await expect(token).resolves.toBe('token-after-load');
  });

  it('uses grecaptcha.enterprise for the enterprise provider, waiting for it the same way', async () => {
    const standard = vi.fn(async () => 'standard-token');
    const enterprise = vi.fn(async () => 'enterprise-token');
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute: standard });
    const token = executeWhenReady('enterprise', 'ent-key', 'product_detail');
    await vi.advanceTimersByTimeAsync(2 * CAPTCHA_RETRY_MS);
    expect(standard).not.toHaveBeenCalled();
    vi.stubGlobal('grecaptcha', { enterprise: { ready: (callback: () => void) => callback(), execute: enterprise } });
    await vi.advanceTimersByTimeAsync(CAPTCHA_RETRY_MS);
    await expect(token).resolves.toBe('enterprise-token');
    expect(enterprise).toHaveBeenCalledExactlyOnceWith('ent-key', { action: 'product_detail' });
  });

  it('gives up when the script never loads', async () => {
    const token = executeWhenReady('standard', 'site-key', 'search', { attempts: 3 });
    const outcome = expect(token).rejects.toThrow('The reCAPTCHA script did not load.');
    await vi.advanceTimersByTimeAsync(3 * CAPTCHA_RETRY_MS);
    await outcome;
  });

  it('loads the provider script from Google with the site key', () => {
    expect(scriptUrl('standard', 'a key')).toBe('https://www.google.com/recaptcha/api.js?render=a%20key');
    expect(scriptUrl('enterprise', 'k')).toBe('https://www.google.com/recaptcha/enterprise.js?render=k');
  });
});
