// Initial JavaScript of the landing page (gzip) and the chunk of every section.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes, landingChunks } from './landing.mjs';
import { print, root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');
const initial = landingChunks(dist);

const gz = (file) => gzipBytes(dist, file);
const total = [...initial].reduce((sum, f) => sum + gz(f), 0);
print('initial JavaScript of the landing page (gzip)', (total / 1024).toFixed(1), 'kB', '≤ 150 kB');
for (const f of initial) print(`  initial: ${f}`, (gz(f) / 1024).toFixed(1), 'kB');
const lazy = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`));
for (const f of lazy) print(`  on demand: ${f}`, (gz(`assets/${f}`) / 1024).toFixed(1), 'kB');
