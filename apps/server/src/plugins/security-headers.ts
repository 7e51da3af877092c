import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Extra origins the browser may connect to (an external provider, the smart-card reader); read per response. */
  connectSources?: () => string[];
  /** Origins forms may post to (an external provider's pages). */
  formActions?: string[];
  /** Script and frame sources of a configured bot-check provider (reCAPTCHA); none by default. */
  scriptSources?: string[];
  frameSources?: string[];
}

/** Strict CSP, HSTS, nosniff and Referrer-Policy on every response, including errors and 404s. */
export default fp<SecurityHeadersOptions>(
  async (app, opts) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ['\'self\''],
          scriptSrc: ['\'self\'', ...(opts.scriptSources ?? [])],
          ...(opts.frameSources?.length ? { frameSrc: ['\'self\'', ...opts.frameSources] } : {}),
          styleSrc: ['\'self\''],
          imgSrc: ['\'self\'', 'data:'],
          fontSrc: ['\'self\''],
          connectSrc: ['\'self\'', () => (opts.connectSources?.() ?? []).join(' ')],
          formAction: ['\'self\'', ...(opts.formActions ?? [])],
          objectSrc: ['\'none\''],
          baseUri: ['\'none\''],
          frameAncestors: ['\'none\''],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
