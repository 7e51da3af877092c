import { ANSWER_SCHEMAS, ANSWERS, METHOD_TABLE, SERVER_PATHS, type ServerPath } from '@advantage/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { browserSession } from '../test-support/cookies.js';
import type { OpenApiDocument } from './document.js';

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

describe('the OpenAPI document of every /rs call', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp('pglite', { catalogProducts: 50 });
    doc = (await t.app.inject({ method: 'GET', url: '/rs/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document (a maintained validator)', async () => {
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('has every path of the method table with its method and response names', () => {
    expect(Object.keys(doc.paths)).toHaveLength(SERVER_PATHS.length);
    for (const path of SERVER_PATHS) {
      const entry = METHOD_TABLE[path] as { method: string; responses: readonly string[]; body?: string };
      const method = entry.method === 'GET_PDF' ? 'get' : entry.method.toLowerCase();
      const op = doc.paths[`/rs/${path}`]?.[method];
      expect(op, `${method} /rs/${path}`).toBeDefined();
      expect(op?.['x-response-names']).toEqual(entry.responses);
      const json = (op?.responses[200] as { content: Record<string, { schema: { then?: { properties: { responseName: { enum: string[] } } } } }> }).content['application/json'];
      if (entry.method !== 'GET_PDF' && !entry.body) expect(json?.schema.then?.properties.responseName.enum).toEqual(entry.responses);
      // Changes need the anti-forgery token; reads do not.
      expect(op?.security.every((s) => 'antiForgery' in s)).toBe(method !== 'get');
    }
  });

  it('describes a file by its own content type: the order PDF, the statement CSV, the requisitions\' records as text', () => {
    const media = (path: string) => Object.keys((doc.paths[`/rs/${path}`]?.get?.responses[200] as { content: Record<string, unknown> }).content);
    expect(media('orderhistory/view_pdf')).toEqual(['application/pdf']);
    expect(media('orderhistory/reconcile_export')).toEqual(['text/csv']);
    expect(media('orderhistory/requisition_records')).toEqual(['text/plain']);
    expect(media('orderhistory/requisition_status_records')).toEqual(['text/plain']);
    expect(media('main/extend_session')).toEqual(['text/plain']);
  });

  it('describes the inputs from the contracts: query parameters of a read, the JSON body of a change', () => {
    const search = doc.paths['/rs/search/advantage_search']?.get;
    expect(search?.parameters?.map((p) => p.name)).toContain('searchText');
    const forgot = doc.paths['/rs/sign_in/forgot_user_id']?.post?.requestBody as { content: Record<string, { schema: { required?: string[] } }> };
    expect(forgot.content['application/json']?.schema.required).toContain('emailAddress');
  });

  it('describes each answer the answer map names with its attributes (packages/contracts answers.ts)', () => {
    for (const [path, rows] of Object.entries(ANSWERS)) {
      const entry = METHOD_TABLE[path as ServerPath] as { method: string; body?: string };
      const op = doc.paths[`/rs/${path}`]?.[entry.method === 'GET_PDF' ? 'get' : entry.method.toLowerCase()];
      // A JSON path answers its document (one row for each name, the same document), not an envelope.
      if (entry.body === 'json') {
        const [name] = Object.keys(rows);
        expect((op?.responses[200] as { content: Record<string, { schema: unknown }> }).content['application/json']?.schema, path).toEqual(name && ANSWER_SCHEMAS[path]?.[name]);
        continue;
      }
      const schema = JSON.stringify(op?.responses[200]);
      for (const name of Object.keys(rows)) expect(schema, `${path} ${name}`).toContain(`"responseName":{"const":"${name}"}`);
    }
    const detail = doc.components.schemas.ParkedCartDetailAttributes as { required: string[] };
    expect(detail.required).toEqual(expect.arrayContaining(['storeID', 'cart', 'items']));
  });

  describe('real answers of the server fit the document', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    let ready = false;
    function check(path: string, method: string, res: LightMyRequestResponse) {
      if (!ready) {
        ajv.addSchema(doc as unknown as object, 'openapi');
        ready = true;
      }
      const status = String(res.statusCode);
      const ref = status === '200'
        ? `openapi#/${pointer('paths', path, method, 'responses', '200', 'content', 'application/json', 'schema')}`
        : 'openapi#/components/schemas/ErrorEnvelope';
      const validate = ajv.getSchema(ref);
      expect(validate, ref).toBeDefined();
      const ok = validate?.(res.json());
      expect(validate?.errors ?? [], `${method.toUpperCase()} ${path} ${status}`).toEqual([]);
      expect(ok).toBe(true);
    }

    it('screens, redirects and errors, anonymous and with a session', async () => {
      const browser = await browserSession(t.app);
      const samples: Array<[path: string, method: 'get' | 'post', url: string, payload?: object, withToken?: boolean]> = [
        ['/rs/main/start_page', 'get', '/rs/main/start_page?store=VA'],
        ['/rs/main/home', 'get', '/rs/main/home'],
        ['/rs/search/advantage_search', 'get', '/rs/search/advantage_search?searchText=paper'],
        ['/rs/search/advantage_search', 'get', '/rs/search/advantage_search?searchText=zzzzqqqq'],
        ['/rs/catalog/product_detail', 'get', '/rs/catalog/product_detail?productId=1'],
        ['/rs/cart/shopping_cart', 'get', '/rs/cart/shopping_cart'],
        ['/rs/login/sign_in', 'get', '/rs/login/sign_in'],
        ['/rs/information/help', 'get', '/rs/information/help'],
        ['/rs/sign_in/forgot_user_id', 'post', '/rs/sign_in/forgot_user_id', { emailAddress: 'nobody@agency.gov' }, true],
        ['/rs/sign_in/forgot_user_id', 'post', '/rs/sign_in/forgot_user_id', { emailAddress: 'not an email' }, true],
        ['/rs/cart/add_cart', 'post', '/rs/cart/add_cart', {}, false],
        ['/rs/main/start_page', 'get', `/rs/main/start_page?store=${'X'.repeat(40)}`],
        ['/rs/main/message_center', 'get', '/rs/main/message_center'],
        ['/rs/orderhistory/my_orders', 'get', '/rs/orderhistory/my_orders'],
      ];
      const statuses = new Set<number>();
      for (const [path, method, url, payload, withToken] of samples) {
        const headers = withToken ? browser.headers : { cookie: browser.cookie };
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET' | 'POST', url, headers, ...(payload ? { payload } : {}) });
        statuses.add(res.statusCode);
        check(path, method, res);
      }
      // The sample covers answers and the error envelope of several statuses.
      expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403]));
    });

    it('would catch a screen the table does not declare for its path', () => {
      // A path whose typed answer is small enough to write here (main/home's start data is not).
      const url = '/rs/main/struts_ng_url_map';
      const schema = ajv.getSchema(`openapi#/${pointer('paths', url, 'get', 'responses', '200', 'content', 'application/json', 'schema')}`);
      expect(schema?.({ responseType: 'SCREEN', responseName: 'UrlMap', pathInfo: 'main/struts_ng_url_map', attributes: { urlMap: [] } })).toBe(true);
      expect(schema?.({ responseType: 'SCREEN', responseName: 'ShoppingCart', pathInfo: 'main/struts_ng_url_map', attributes: { urlMap: [] } })).toBe(false);
      expect(schema?.({ responseType: 'SCREEN', pathInfo: 'main/struts_ng_url_map' })).toBe(false);
    });
  });

  it('has a reference page for developers under the strict CSP, naming every path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rs/openapi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain('script-src \'self\'');
    expect(res.body).not.toMatch(/<script|style=/);
    for (const path of SERVER_PATHS) expect(res.body).toContain(`<code>/rs/${path}</code>`);
    const css = await t.app.inject({ method: 'GET', url: '/rs/openapi/reference.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });
});
