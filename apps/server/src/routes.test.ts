import { envelopeSchema, METHOD_TABLE, SERVER_PATHS } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HTTP_LAYER_DATABASES, type TestApp } from './test-support/app.js';
import { browserSession } from './test-support/cookies.js';

describe.each(HTTP_LAYER_DATABASES)('routes from the method table (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers start_page with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/main/start_page' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(envelopeSchema.parse(body)).toMatchObject({ responseType: 'SCREEN', responseName: 'Login', pathInfo: 'main/start_page' });
    expect(body.attributes).toMatchObject({ storeID: 0, loggedIn: false });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('registers every path of the table with its method', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const path of SERVER_PATHS) {
      const method = METHOD_TABLE[path].method === 'GET_PDF' ? 'GET' : METHOD_TABLE[path].method;
      expect(t.app.hasRoute({ method, url: `/rs/${path}` }), `${method} /rs/${path}`).toBe(true);
    }
    expect(routes).toContain('/advantage/rs/main/struts_ng_url_map');
  });

  it('answers an unknown API path with a 404 ERROR envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/no/such_path?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ responseType: 'ERROR', responseName: 'NotFound', pathInfo: 'no/such_path' });
    expect(res.json().attributes.exceptionID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('has a handler for every path of the table: none answers 501 Not Implemented any more', async () => {
    const browser = await browserSession(t.app);
    const unbuilt: string[] = [];
    for (const path of SERVER_PATHS) {
      const method = METHOD_TABLE[path].method === 'GET_PDF' ? 'GET' : METHOD_TABLE[path].method;
      const res = await t.app.inject({ method, url: `/rs/${path}`, headers: method === 'GET' ? { cookie: browser.cookie } : browser.headers, ...(method === 'GET' ? {} : { payload: {} }) });
      if (res.statusCode === 501) unbuilt.push(`${method} ${path}`);
    }
    expect(unbuilt).toEqual([]);
  });

  it('validates input with the contract schema and says what is wrong', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/rs/main/start_page?store=${'X'.repeat(40)}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ responseType: 'ERROR', responseName: 'ValidationError' });
    expect(body.attributes.errors).toEqual([{ field: 'store', message: 'The store parameter is too long.' }]);
  });

  it('answers /healthz with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });
});
