import { type Envelope, INPUT_SCHEMAS, LEGACY_URL_MAP_PATH, METHOD_TABLE, SERVER_PATHS, type ServerPath } from '@advantage/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NotImplementedError, ValidationError } from './lib/errors.js';

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<Envelope>;
export type ModuleRoutes = Partial<Record<ServerPath, RouteHandler>>;
export type ModuleFactory = (app: FastifyInstance) => ModuleRoutes;

/** Paths also served at a historical absolute address (spec §7). */
const ALIASES: Partial<Record<ServerPath, string>> = { 'main/struts_ng_url_map': LEGACY_URL_MAP_PATH };

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
}

/**
 * Registers `/rs/<path>` for every row of the contracts' method table. A path whose area is not built
 * yet answers 501 with an ERROR envelope, so the anti-forgery and header checks still cover it.
 */
export function registerMethodTable(app: FastifyInstance, modules: ModuleFactory[]): void {
  const handlers: ModuleRoutes = Object.assign({}, ...modules.map((m) => m(app)));
  for (const path of SERVER_PATHS) {
    const method = METHOD_TABLE[path].method === 'GET_PDF' ? 'GET' : METHOD_TABLE[path].method;
    const handler = handlers[path];
    const inputs = INPUT_SCHEMAS[path];
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!handler) throw new NotImplementedError(path);
      request.query = parse(inputs?.query, request.query);
      if (method !== 'GET') request.body = parse(inputs?.body, request.body);
      reply.header('Cache-Control', 'no-store');
      return handler(request, reply);
    };
    for (const url of [`/rs/${path}`, ALIASES[path]]) {
      if (url) app.route({ method, url, handler: handle });
    }
  }
}
