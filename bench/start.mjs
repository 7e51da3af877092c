// Cold `npm start` to the first served page, on a fresh and on an existing data directory.
import { rmSync } from 'node:fs';
import { print, startServer, tempDataDir } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4391);
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dataDir = tempDataDir();
  const first = await startServer({ dataDir, port });
  fresh.push(first.ms);
  await first.stop();
  const again = await startServer({ dataDir, port });
  existing.push(again.ms);
  await again.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
print(`npm start → first page, fresh data directory (median of ${runs})`, (median(fresh) / 1000).toFixed(2), 's', '< 30 s');
print(`npm start → first page, existing data directory (median of ${runs})`, (median(existing) / 1000).toFixed(2), 's', '< 5 s');
