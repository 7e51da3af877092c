// Figures of checkout (docs/product/checkout.md): checkout submission on PostgreSQL, order history list and detail, order PDF generation.
import { spawnSync } from 'node:child_process';

for (const script of ['submit.mjs', 'history.mjs', 'pdf.mjs']) {
  process.stdout.write(`\n== bench/checkout/${script}\n`);
  const r = spawnSync(process.execPath, [new URL(`checkout/${script}`, import.meta.url).pathname, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
