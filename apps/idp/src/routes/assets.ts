import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IDP_CSS } from '../views/layout.js';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/** USWDS's built CSS, fonts and images (dist/css, dist/fonts, dist/img), found through the package's exports. */
function uswdsDist(): string {
  return dirname(dirname(createRequire(import.meta.url).resolve('@uswds/uswds/css/uswds.min.css')));
}

export function assetRoutes(app: FastifyInstance, prefix: string): void {
  const root = uswdsDist();
  const cache = 'public, max-age=86400';

  app.get(`${prefix}/assets/idp.css`, async (_request, reply) => reply.header('Cache-Control', cache).type(TYPES['.css']!).send(IDP_CSS));

  app.get<{ Params: { '*': string } }>(`${prefix}/assets/uswds/*`, async (request, reply) => {
    const relative = request.params['*'];
    const file = resolve(root, relative);
    const type = TYPES[extname(file)];
    const top = relative.split('/')[0];
    if (!type || !file.startsWith(root + sep) || !['css', 'fonts', 'img'].includes(top ?? '')) return reply.code(404).send();
    try {
      const body = await readFile(file);
      return reply.header('Cache-Control', cache).type(type).send(body);
    } catch {
      return reply.code(404).send();
    }
  });
}
