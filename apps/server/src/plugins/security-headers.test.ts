import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PKCE_SILENT_ROUTE } from '@advantage/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HTTP_LAYER_DATABASES, type TestApp } from '../test-support/app.js';

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain('default-src \'self\'');
  expect(csp).toContain('script-src \'self\'');
  expect(csp).toContain('object-src \'none\'');
  expect(csp).toContain('base-uri \'none\'');
  expect(csp).toContain('frame-ancestors \'none\'');
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe.each(HTTP_LAYER_DATABASES)('security headers on every kind of response (%s)', (kind) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'adv-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>t</title><div id="root"></div></html>');
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'export {};');
    mkdirSync(join(webDist, 'pkce'));
    writeFileSync(join(webDist, 'pkce', 'silent.html'), '<!doctype html><html lang="en"><title>t</title></html>');
    t = await createTestApp(kind, { webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const cases: Array<[string, 'GET' | 'POST', string, number]> = [
    ['an API screen', 'GET', '/rs/main/start_page', 200],
    ['the legacy map', 'GET', '/advantage/rs/main/struts_ng_url_map', 200],
    ['an unknown API path', 'GET', '/rs/nothing/here', 404],
    ['a refused state change', 'POST', '/rs/cart/addCart', 403],
    ['a validation error', 'GET', `/rs/main/start_page?store=${'Z'.repeat(33)}`, 400],
    ['a sign-in required', 'GET', '/rs/main/message_center', 401],
    ['the SPA fallback', 'GET', '/ws/main/start_page', 200],
    ['a hashed asset', 'GET', '/assets/app-1234.js', 200],
    ['the health check', 'GET', '/healthz', 200],
  ];

  it.each(cases)('%s', async (_name, method, url, status) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
  });

  it('lets only the app itself frame the silent renewal page, keeping the rest of the policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PKCE_SILENT_ROUTE}?code=abc&state=xyz` });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors \'self\'');
    expect(csp).not.toContain('frame-ancestors \'none\'');
    expect(csp).toContain('script-src \'self\'');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const other = await t.app.inject({ method: 'GET', url: '/pkce/callback?code=abc&state=xyz' });
    expect(String(other.headers['content-security-policy'])).toContain('frame-ancestors \'none\'');
  });

  it('serves index.html for client routes and caches hashed assets for good', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/404?url=%2Fmissing' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('a visit that starts on a page', () => {
  it('gets its session and anti-forgery cookies with the page, so its first form post is accepted', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { createTestApp } = await import('../test-support/app.js');
    const webDist = mkdtempSync(join(tmpdir(), 'adv-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>t</title></html>');
    const t = await createTestApp('pglite', { webDist });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/ws/profile/state_registration' });
      const sid = page.cookies.find((c) => c.name === 'ADV_SESSION')?.value;
      const xsrf = page.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      expect(sid).toBeTruthy();
      const post = await t.app.inject({
        method: 'POST',
        url: '/rs/profile/state_registration',
        headers: { 'cookie': `ADV_SESSION=${sid}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        payload: {},
      });
      expect(post.statusCode).toBe(200);
      expect(post.json().responseName).toBe('Initial');
    } finally {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
