import { randomUUID } from 'node:crypto';
import { normalizePath } from '@advantage/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../lib/envelope.js';
import { AppError } from '../lib/errors.js';
import { isApiPath } from './session.js';

function errorAttributes(request: FastifyRequest, message: string, details?: unknown) {
  return {
    exceptionID: randomUUID(),
    serverTime: new Date().toISOString(),
    detailedErrorMessage: message,
    wsPath: normalizePath(request.url),
    storeID: request.session?.storeId ?? 0,
    ...(details === undefined ? {} : { errors: details }),
  };
}

/**
 * The one error handler: expected faults keep their status and message, everything else is a 500
 * whose internals stay in the log under the exception id that the buyer sees in the error details.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      const path = normalizePath(request.url);
      if (error instanceof AppError) {
        const attributes = errorAttributes(request, error.message, error.details);
        const expected = error.statusCode < 500 || error.statusCode === 501;
        if (!expected) request.log.error({ err: error, exceptionID: attributes.exceptionID }, error.message);
        return reply.code(error.statusCode).send(errorEnvelope(path, error.responseName, attributes));
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status < 500) {
        const name = error.validation ? 'ValidationError' : status === 429 ? 'TooManyRequests' : 'BadRequest';
        return reply.code(status).send(errorEnvelope(path, name, errorAttributes(request, error.message)));
      }
      const attributes = errorAttributes(request, 'The server could not complete the request.');
      request.log.error({ err: error, exceptionID: attributes.exceptionID }, 'unexpected error');
      return reply.code(500).send(errorEnvelope(path, 'InternalError', attributes));
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url) || request.method !== 'GET') {
        const attributes = errorAttributes(request, `No server path matches ${request.method} ${normalizePath(request.url)}.`);
        return reply.code(404).send(errorEnvelope(normalizePath(request.url), 'NotFound', attributes));
      }
      return app.serveSpa(request, reply);
    });
  },
  { name: 'error-handler', dependencies: ['web-app'] },
);
