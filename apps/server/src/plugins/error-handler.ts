import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { normalizePath } from '@advantage/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../lib/envelope.js';
import { requestDetail } from '../lib/error-detail.js';
import { AppError } from '../lib/errors.js';
import { isApiPath } from './session.js';

function errorAttributes(request: FastifyRequest, responseName: string, message: string, details?: unknown) {
  return {
    exceptionID: randomUUID(),
    serverTime: new Date().toISOString(),
    detailedErrorMessage: message,
    wsPath: normalizePath(request.url),
    ...requestDetail(request, responseName),
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
      // An error answer is about this request only: no cache may keep it (a 403 or 404 replayed to another visitor).
      reply.header('Cache-Control', 'no-store');
      if (error instanceof AppError) {
        const attributes = errorAttributes(request, error.responseName, error.message, error.details);
        const expected = error.statusCode < 500 || error.statusCode === 501;
        if (!expected) request.log.error({ err: error, exceptionID: attributes.exceptionID }, error.message);
        return reply.code(error.statusCode).send(errorEnvelope(path, error.responseName, attributes));
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status < 500) {
        const name = error.validation ? 'ValidationError' : status === 429 ? 'TooManyRequests' : 'BadRequest';
        return reply.code(status).send(errorEnvelope(path, name, errorAttributes(request, name, error.message)));
      }
      const attributes = errorAttributes(request, 'InternalError', 'The server could not complete the request.');
      request.log.error({ err: error, exceptionID: attributes.exceptionID }, 'unexpected error');
      return reply.code(500).send(errorEnvelope(path, 'InternalError', attributes));
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url) || request.method !== 'GET') {
        reply.header('Cache-Control', 'no-store');
        const attributes = errorAttributes(request, 'NotFound', `No server path matches ${request.method} ${normalizePath(request.url)}.`);
        return reply.code(404).send(errorEnvelope(normalizePath(request.url), 'NotFound', attributes));
      }
      return app.serveSpa(request, reply);
    });
  },
  { name: 'error-handler', dependencies: ['web-app'] },
);

/**
 * Node answers a request it cannot parse (headers or URL over the limit, a malformed request line) before any
 * route runs; this keeps that answer in the same envelope, uncacheable, and closes the connection.
 */
export function clientErrorHandler(this: { log: { trace(o: object, m: string): void } }, error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = tooLarge
    ? 'The request line or headers are too large.'
    : status === 408
      ? 'The request took too long to arrive.'
      : 'The request could not be read.';
  const name = tooLarge ? 'RequestHeaderFieldsTooLarge' : status === 408 ? 'RequestTimeout' : 'BadRequest';
  const attributes = { exceptionID: randomUUID(), serverTime: new Date().toISOString(), detailedErrorMessage: message, wsPath: '', storeID: 0 };
  const body = JSON.stringify(errorEnvelope('', name, attributes));
  this.log.trace({ code: error.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
