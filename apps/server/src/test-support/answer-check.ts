/**
 * Every answer a server suite receives is checked against the OpenAPI document (docs/adr/0034-typed-contract.md): a
 * screen's attributes against its row of the answer map, any other envelope against the envelope, an error against
 * the error envelope. A suite whose app answered off contract fails when it closes, naming each answer.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/document.js';

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

let ajv: Ajv2020 | undefined;
const documentPaths = new Set<string>();
/** Per path and method, the content types the document gives its 200 answer. */
const successMedia = new Map<string, string[]>();

function validator(ref: string): ValidateFunction | undefined {
  if (!ajv) {
    const doc = buildOpenApiDocument('test');
    for (const [path, operations] of Object.entries(doc.paths)) {
      documentPaths.add(path);
      for (const [method, op] of Object.entries(operations)) {
        successMedia.set(`${method} ${path}`, Object.keys((op.responses[200] as { content?: Record<string, unknown> }).content ?? {}));
      }
    }
    ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(doc, 'openapi');
  }
  return ajv.getSchema(ref);
}

/** What the document says an answer with this status and body must be, or undefined for an answer it does not describe. */
function schemaRef(path: string, method: string, status: number, body: { responseType?: unknown }): string | undefined {
  if (status === 200) return `openapi#/${pointer('paths', path, method, 'responses', '200', 'content', 'application/json', 'schema')}`;
  return body.responseType === 'ERROR' ? 'openapi#/components/schemas/ErrorEnvelope' : 'openapi#/components/schemas/Envelope';
}

/** Registers the check on an app not yet ready; `problems` lists every answer off contract. */
export function checkAnswers(app: FastifyInstance): { problems: string[] } {
  const problems: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const path = (request.routeOptions.url ?? '').replace(/^\/advantage\/rs\/main\/struts_ng_url_map$/, '/rs/main/struts_ng_url_map');
    validator('openapi');
    if (!documentPaths.has(path)) return payload;
    const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
    const contentType = String(reply.getHeader('content-type') ?? '');
    // A file or text answer: its content type must be the one the document names (a JSON answer is checked below).
    const media = contentType.split(';')[0]?.trim() ?? '';
    if (reply.statusCode === 200 && media && !/\bjson\b/.test(media) && !successMedia.get(`${method} ${path}`)?.includes(media)) {
      problems.push(`${request.method} ${request.url} 200: sent ${media}, the document names ${JSON.stringify(successMedia.get(`${method} ${path}`))}`);
    }
    if (typeof payload !== 'string' || !/\bjson\b/.test(contentType)) return payload;
    const body: unknown = JSON.parse(payload);
    if (typeof body !== 'object' || body === null) return payload;
    const ref = schemaRef(path, method, reply.statusCode, body);
    const validate = ref && validator(ref);
    if (validate && !validate(body)) {
      problems.push(`${request.method} ${request.url} ${reply.statusCode}: ${JSON.stringify(validate.errors?.slice(0, 5))}`);
    }
    return payload;
  });
  return { problems };
}
