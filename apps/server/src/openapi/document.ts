import { ANSWER_SCHEMA_DEFINITIONS, ANSWER_SCHEMAS, ANTI_FORGERY_HEADER, COOKIES, INPUT_SCHEMAS, METHOD_TABLE, RESPONSE_TYPES, SECURE_COOKIES, SERVER_PATHS, type ServerPath } from '@advantage/contracts';
import { z } from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
type Schema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: Record<string, unknown>;
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema>; responses: Record<string, unknown> };
}

interface Operation {
  'operationId': string;
  'tags': string[];
  'summary': string;
  'parameters'?: Schema[];
  'requestBody'?: Schema;
  'responses': Record<string, unknown>;
  'security': Array<Record<string, string[]>>;
  'x-response-names': readonly string[];
}

/** Errors every call may answer (plugins/error-handler.ts): the same ERROR envelope with the status. */
const ERROR_STATUSES: Record<string, string> = {
  400: 'The input does not follow the contract (attributes.errors names each field).',
  401: 'Sign-in needed or the access token expired.',
  403: 'Anti-forgery token missing or wrong, or a cross-site request.',
  404: 'No such path, or an object that is not yours.',
  409: 'The object changed since it was read (version).',
  422: 'An idempotency key reused for another request.',
  429: 'Too many requests from this client address.',
  431: 'The request line or headers are too large.',
  500: 'The server could not complete the request (attributes.exceptionID is logged).',
  501: 'The area is not built yet.',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** zod → JSON Schema of what a client sends (the input side of transforms); parts JSON Schema cannot say become `{}`. */
function jsonSchema(schema: z.ZodType): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Schema;
  return rest;
}

/** Query parameters from an object schema (an optional object counts too); array values repeat the name (docs/architecture.md). */
function queryParameters(schema: z.ZodType): Schema[] {
  const s = jsonSchema(schema);
  const object = (s.type === 'object' ? s : (s.anyOf as Schema[] | undefined)?.find((x) => x.type === 'object')) as Schema | undefined;
  const properties = (object?.properties ?? {}) as Record<string, Schema>;
  const required = new Set((object?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    style: 'form',
    explode: true,
    schema: property,
  }));
}

/** The 200 answer of a path: a screen envelope whose name is one the table declares, a JSON document, text or a PDF. */
function successResponse(path: ServerPath): unknown {
  const entry = METHOD_TABLE[path] as { method: string; responses: readonly string[]; body?: string; media?: string };
  if (entry.method === 'GET_PDF') {
    // A file of the method table's content type (the order PDF, the statement CSV, the requisitions' 80-position records).
    const media = entry.media ?? 'application/pdf';
    return {
      description: `${entry.responses.join(', ')}: the file (${media}); a failure is an ERROR envelope with its status.`,
      headers: { 'Content-Disposition': { description: 'attachment or inline, with the file name.', schema: { type: 'string' } } },
      content: { [media]: { schema: { type: 'string', contentMediaType: media } } },
    };
  }
  if (entry.body === 'text') return { description: entry.responses.join(', '), content: { 'text/plain': { schema: { type: 'string' } } } };
  const answers = ANSWER_SCHEMAS[path] ?? {};
  if (entry.body === 'json') {
    const [name] = entry.responses;
    return { description: entry.responses.join(', '), content: { 'application/json': { schema: (name && answers[name]) ?? { type: 'object' } } } };
  }
  // A screen's attributes follow its row of the answer map (packages/contracts answers.ts); a row not written yet is any object.
  const screens = Object.entries(answers).map(([name, attributes]) => ({
    if: { required: ['responseName'], properties: { responseType: { const: 'SCREEN' }, responseName: { const: name } } },
    then: { properties: { attributes } },
  }));
  const schema = {
    allOf: [ref('Envelope'), ...screens],
    // A SCREEN names one of the path's response names; REDIRECT, AUTHENTICATED and ERROR answers carry their own.
    if: { properties: { responseType: { const: 'SCREEN' } } },
    then: { properties: { responseName: { enum: [...entry.responses] } } },
  };
  return { description: `Envelope: ${entry.responses.join(', ')}`, content: { 'application/json': { schema } } };
}

function operation(path: ServerPath): [method: string, Operation] {
  const entry = METHOD_TABLE[path] as { method: string; responses: readonly string[] };
  const inputs = INPUT_SCHEMAS[path];
  const method = entry.method === 'GET_PDF' ? 'get' : entry.method.toLowerCase();
  const changes = method !== 'get';
  const errors = Object.fromEntries(Object.keys(ERROR_STATUSES).map((status) => [status, { $ref: `#/components/responses/Error${status}` }]));
  const op: Operation = {
    'operationId': path.replace(/[^A-Za-z0-9]+/g, '_'),
    'tags': [path.split('/')[0] ?? path],
    'summary': `${entry.method} ${path}`,
    'responses': { 200: successResponse(path), ...errors },
    // Reads work signed out or with a bearer token; every change also needs the anti-forgery token of its session.
    'security': changes ? [{ antiForgery: [], sessionCookie: [] }, { antiForgery: [], sessionCookie: [], bearerAuth: [] }] : [{}, { bearerAuth: [] }],
    'x-response-names': entry.responses,
  };
  if (inputs?.query) op.parameters = queryParameters(inputs.query);
  if (changes) {
    op.requestBody = { required: false, content: { 'application/json': { schema: inputs?.body ? jsonSchema(inputs.body) : { type: 'object' } } } };
  }
  return [method, op];
}

/** The OpenAPI 3.1 document of every `/rs` path, built from the contracts' method table and input schemas at start. */
export function buildOpenApiDocument(version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const path of SERVER_PATHS) {
    const [method, op] = operation(path);
    paths[`/rs/${path}`] = { [method]: op };
  }
  const errorResponses = Object.fromEntries(
    Object.entries(ERROR_STATUSES).map(([status, description]) => [
      `Error${status}`,
      { description, content: { 'application/json': { schema: ref('ErrorEnvelope') } } },
    ]),
  );
  return {
    openapi: '3.1.1',
    info: {
      title: 'Advantage marketplace API',
      version,
      description:
        'Every call of the marketplace (docs/architecture.md). Answers are envelopes {responseType, responseName, redirectURL?, pathInfo, attributes}; '
        + 'x-response-names lists the response names a path may answer with. Generated from packages/contracts at start: never edited by hand.',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: '/' }],
    tags: [...new Set(SERVER_PATHS.map((p) => p.split('/')[0] ?? p))].map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        ...ANSWER_SCHEMA_DEFINITIONS,
        Envelope: {
          type: 'object',
          required: ['responseType', 'pathInfo', 'attributes'],
          properties: {
            responseType: { enum: [...RESPONSE_TYPES] },
            responseName: { type: 'string' },
            redirectURL: { type: 'string' },
            pathInfo: { type: 'string' },
            attributes: { type: 'object' },
          },
        },
        ErrorEnvelope: {
          allOf: [ref('Envelope')],
          properties: {
            responseType: { const: 'ERROR' },
            attributes: {
              type: 'object',
              required: ['exceptionID', 'serverTime', 'detailedErrorMessage'],
              properties: {
                exceptionID: { type: 'string', format: 'uuid' },
                serverTime: { type: 'string', format: 'date-time' },
                detailedErrorMessage: { type: 'string' },
                wsPath: { type: 'string' },
                storeID: { type: 'integer' },
                storeName: { type: 'string' },
                errorID: { type: 'string', description: 'The request id the server log carries.' },
                ipAddress: { type: 'string' },
                wsResponseName: { type: 'string' },
                wsQueryParams: { type: 'object', description: 'The query, with secrets and personal data redacted.' },
                wsPayload: { description: 'The body, with secrets and personal data redacted.' },
                errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
              },
            },
          },
        },
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token (typ at+jwt) of the configured OpenID Connect provider.' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: COOKIES.session, description: `\`${SECURE_COOKIES.session}\` on an https origin.` },
        antiForgery: {
          type: 'apiKey',
          in: 'header',
          name: ANTI_FORGERY_HEADER,
          description: `The value of the ${COOKIES.antiForgery} cookie (\`${SECURE_COOKIES.antiForgery}\` on https) of the same session.`,
        },
      },
      responses: errorResponses,
    },
  };
}
