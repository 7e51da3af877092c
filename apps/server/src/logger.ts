import type { FastifyServerOptions } from 'fastify';

/** Query strings can carry search terms, codes or tokens, so request logs keep only the path. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?[redacted]`;
}

/**
 * Request bodies are never logged, but a purchase-card number must not reach a log even if a body or an
 * input object ends up in a log entry one day (profile/manage_payments_save, checkout): its field is
 * censored wherever it appears up to three levels deep.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body',
  'cardNumber',
  '*.cardNumber',
  '*.*.cardNumber',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}
