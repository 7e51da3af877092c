import { COOKIES } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HTTP_LAYER_DATABASES, type TestApp } from '../test-support/app.js';
import { browserSession } from '../test-support/cookies.js';

/**
 * The answers the browser may cache (the agency list for a day, the legacy URL map) ride on the visitor's session
 * like every /rs/ answer: a shared cache keeping one would hand one anonymous session, its store and its banner to
 * every later visitor. They are private: kept by the browser, never by a proxy.
 */
describe.each(HTTP_LAYER_DATABASES)('cacheable answers and the session (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const CACHEABLE = [['/rs/profile/agency_list', 86_400], ['/rs/main/struts_ng_url_map', 300], ['/advantage/rs/main/struts_ng_url_map', 300]] as const;

  it('never answers public while setting a cookie, to a visitor without cookies', async () => {
    for (const [url, maxAge] of CACHEABLE) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.cookies.map((c) => c.name), url).toContain(COOKIES.session);
      expect(res.headers['cache-control'], url).toBe(`private, max-age=${maxAge}`);
    }
  });

  it('keeps them private for a visitor whose session already holds a store', async () => {
    const { cookie } = await browserSession(t.app, '/rs/main/start_page?store=USDA');
    for (const [url, maxAge] of CACHEABLE) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toBe(`private, max-age=${maxAge}`);
      expect(String(res.headers['cache-control']), url).not.toMatch(/public/);
    }
  });
});
