/**
 * `/images/products/<image key>.svg`: the generated product pictures (never fetched from the internet).
 * A key names one drawing for good, so the answer may be cached for a year; rendered drawings are also
 * kept in memory because a results page asks for dozens at once.
 */
import { renderProductImage } from '@advantage/db';
import type { FastifyPluginAsync } from 'fastify';

/** `<category code>/<variant>`: letters, digits, hyphens and underscores in one to four segments. */
const KEY = /^[A-Za-z0-9_-]{1,60}(?:\/[A-Za-z0-9_-]{1,60}){0,3}$/;
const MEMORY_ENTRIES = 5_000;

const productImages: FastifyPluginAsync = async (app) => {
  const rendered = new Map<string, string>();

  app.get('/images/products/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const key = rest.endsWith('.svg') ? rest.slice(0, -'.svg'.length) : '';
    let svg = KEY.test(key) ? rendered.get(key) : undefined;
    if (svg === undefined && KEY.test(key)) {
      svg = renderProductImage(key) ?? undefined;
      if (svg !== undefined) {
        if (rendered.size >= MEMORY_ENTRIES) rendered.delete(rendered.keys().next().value ?? '');
        rendered.set(key, svg);
      }
    }
    if (svg === undefined) {
      reply.header('Cache-Control', 'no-store');
      return reply.code(404).type('text/plain; charset=utf-8').send('No such product image.');
    }
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      // An SVG opened on its own is a document: it may not run scripts or load anything.
      .header('Content-Security-Policy', 'default-src \'none\'; style-src \'unsafe-inline\'; sandbox')
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  });
};

export default productImages;
