import fp from 'fastify-plugin';
import { buildOpenApiDocument } from './document.js';
import { REFERENCE_CSS, referencePage } from './reference-page.js';

const STYLESHEET = '/rs/openapi/reference.css';

/**
 * `/rs/openapi.json` (OpenAPI 3.1, generated from the contracts once at start) and its reference page for developers.
 * Not in the method table: these describe the table rather than being calls of the web app.
 */
export default fp<{ version: string }>(
  async (app, opts) => {
    const doc = buildOpenApiDocument(opts.version);
    const json = JSON.stringify(doc);
    const html = referencePage(doc, STYLESHEET);
    app.get('/rs/openapi.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(json));
    app.get('/rs/openapi', async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html));
    app.get(STYLESHEET, async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(REFERENCE_CSS));
  },
  { name: 'openapi' },
);
