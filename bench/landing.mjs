// The JavaScript a browser loads before the landing page shows: the scripts index.html names and, followed
// transitively, their static imports. Shared by bench/bundle.mjs (the figure) and its test (what must stay out).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The landing page's initial chunks of a built web app (`dist`), as paths relative to it, e.g. `assets/index-x.js`. */
export function landingChunks(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const queue = [...initial];
  while (queue.length) {
    const code = readFileSync(join(dist, queue.pop()), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      const dep = `assets/${m[1]}`;
      if (!initial.has(dep)) {
        initial.add(dep);
        queue.push(dep);
      }
    }
  }
  return initial;
}

export const gzipBytes = (dist, file) => gzipSync(readFileSync(join(dist, file))).length;
