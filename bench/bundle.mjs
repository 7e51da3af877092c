// Initial JavaScript of the landing page (gzip) and the chunk of every section.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { print, root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));

// Static imports of the entry are loaded up front too; follow them.
const queue = [...initial];
while (queue.length) {
  const file = queue.pop();
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    const dep = `assets/${m[1]}`;
    if (!initial.has(dep)) {
      initial.add(dep);
      queue.push(dep);
    }
  }
}

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const total = [...initial].reduce((sum, f) => sum + gz(f), 0);
print('initial JavaScript of the landing page (gzip)', (total / 1024).toFixed(1), 'kB', '≤ 150 kB');
for (const f of initial) print(`  initial: ${f}`, (gz(f) / 1024).toFixed(1), 'kB');
const lazy = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`));
for (const f of lazy) print(`  on demand: ${f}`, (gz(`assets/${f}`) / 1024).toFixed(1), 'kB');
