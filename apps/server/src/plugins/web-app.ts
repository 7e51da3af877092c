import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the single-page app's index.html (the SPA fallback). */
    serveSpa(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

export interface WebAppOptions {
  root: string;
}

const MISSING_BUILD = `<!doctype html><html lang="en"><head><title>GSA Advantage!</title></head><body><main><h1>Web app not built</h1><p>Run <code>npm run build</code> and restart the server.</p></main></body></html>`;

/** Serves the built web app; hashed assets are immutable, index.html is always revalidated. */
export default fp<WebAppOptions>(
  async (app, opts) => {
    const built = existsSync(join(opts.root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          reply.header('Cache-Control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.decorate('serveSpa', (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-cache');
      // A visit may start on a page that posts (a registration form): it needs its anti-forgery cookie already.
      app.ensureAntiForgeryCookie(request, reply, app.sessionIdFor(request, reply));
      if (!built) return reply.code(503).type('text/html').send(MISSING_BUILD);
      return reply.type('text/html').sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['session', 'csrf'] },
);
