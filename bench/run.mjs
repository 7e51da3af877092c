// Runs every benchmark in turn and prints its figures.
import { spawnSync } from 'node:child_process';

for (const script of ['bundle.mjs', 'start.mjs', 'throughput.mjs', 'auth.mjs', 'product-detail.mjs', 'seed.mjs', 'search.mjs', 'memory.mjs', 'checkout.mjs', 'aac-password.mjs', 'fedstrip-format.mjs', 'fedstrip-phased.mjs', 'punchout-setup.mjs', 'purchase-orders.mjs']) {
  process.stdout.write(`\n== bench/${script}\n`);
  const r = spawnSync(process.execPath, [new URL(script, import.meta.url).pathname], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
