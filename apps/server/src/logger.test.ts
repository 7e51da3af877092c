import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('request log redaction', () => {
  it('drops query strings that may carry codes or tokens', () => {
    expect(redactUrl('/rs/login/pkce?code=abc&state=xyz')).toBe('/rs/login/pkce?[redacted]');
    expect(redactUrl('/rs/main/start_page')).toBe('/rs/main/start_page');
  });
});
