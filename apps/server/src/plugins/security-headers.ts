import helmet from '@fastify/helmet';
import { PKCE_SILENT_ROUTE } from '@advantage/contracts';
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
    // The one page the app frames itself: the silent renewal's landing (docs/adr/0019). Helmet wrote its headers
    // on the raw response; headers set on the reply take precedence when the response is written.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.split('?')[0] !== PKCE_SILENT_ROUTE) return payload;
      const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', policy.replace('frame-ancestors \'none\'', 'frame-ancestors \'self\''));
      reply.header('x-frame-options', 'SAMEORIGIN');
      return payload;
    });
  },
  { name: 'security-headers' },
);
