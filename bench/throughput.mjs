// GET /rs/main/start_page on the embedded database at 20 connections, load generator on the same machine.
// Two servers run side by side: one without METRICS_TOKEN (no /metrics, nothing collected per request) and one
// with it, scraped every 5 s (three times as often as Prometheus's default 15 s). Rounds alternate between them
// (ROUNDS each) so the machine's drift falls on both; the figure is the difference of the means (the
// target: /metrics adds under 2 %), beside the server's CPU per request, which a busy machine moves less.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { print, printThroughput, startServer, tempDataDir, withPeakRss } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4392);
const duration = Number(process.env.DURATION ?? 10);
const rounds = Number(process.env.ROUNDS ?? 2);
const TOKEN = 'bench-throughput-metrics-token';

const sides = [
  { name: 'without /metrics', port, env: { READER_PORT: '0', SMTP_CAPTURE_PORT: '0' } },
  { name: 'with /metrics scraped every 5 s', port: port + 1, env: { READER_PORT: '0', SMTP_CAPTURE_PORT: '0', METRICS_TOKEN: TOKEN } },
];
for (const side of sides) {
  side.dataDir = tempDataDir();
  side.server = await startServer({ dataDir: side.dataDir, port: side.port, env: side.env });
}
// Ready, not only serving: the catalog and the search index are built after the first page is served, and that
// work in one server's process would be counted against its requests.
for (const side of sides) {
  while (!(await fetch(`http://127.0.0.1:${side.port}/readyz`)).ok) await new Promise((r) => setTimeout(r, 200));
}

function scrapeEvery5s(side) {
  if (!side.env.METRICS_TOKEN) return () => {};
  const timer = setInterval(() => {
    fetch(`http://127.0.0.1:${side.port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
        await res.text();
      })
      .catch((error) => {
        console.error(error);
        process.exitCode = 1;
      });
  }, 5000);
  return () => clearInterval(timer);
}

try {
  for (const [label, path] of [
    ['GET /rs/main/start_page (anonymous, default store)', '/rs/main/start_page'],
    ['GET /rs/main/start_page?store=ADVANTAGE', '/rs/main/start_page?store=ADVANTAGE'],
  ]) {
    const totals = sides.map(() => ({ requests: 0, seconds: 0, cpuMs: 0, last: undefined }));
    for (const side of sides) await autocannon({ url: `http://127.0.0.1:${side.port}${path}`, connections: 20, duration: 2 }); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (const [i, side] of sides.entries()) {
        const stop = scrapeEvery5s(side);
        const run = await withPeakRss(side.server, () => autocannon({ url: `http://127.0.0.1:${side.port}${path}`, connections: 20, duration }));
        stop();
        const { result } = run;
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx responses, ${result.errors} errors`);
        totals[i].requests += result.requests.total;
        totals[i].seconds += result.duration;
        totals[i].cpuMs += run.cpuMs;
        totals[i].last = run;
      }
    }
    for (const [i, side] of sides.entries()) {
      const t = totals[i];
      const run = { ...t.last, result: { ...t.last.result, requests: { ...t.last.result.requests, average: t.requests / t.seconds } } };
      printThroughput(`${label}, ${side.name}: requests/s (mean of ${rounds} × ${duration} s, 20 connections)`, run, i === 0 ? '≥ 2,000' : undefined);
      print(`  server CPU per request`, ((t.cpuMs / t.requests) * 1000).toFixed(1), 'µs');
      print(`  latency p50 / p99 (last round)`, `${t.last.result.latency.p50} / ${t.last.result.latency.p99}`, 'ms');
    }
    const [off, on] = totals;
    const throughputCost = (1 - on.requests / on.seconds / (off.requests / off.seconds)) * 100;
    const cpuCost = ((on.cpuMs / on.requests) / (off.cpuMs / off.requests) - 1) * 100;
    print(`${label}: /metrics costs (requests/s; CPU per request)`, `${throughputCost.toFixed(1)} %; ${cpuCost.toFixed(1)} %`, '', '< 2 %');
  }
} finally {
  for (const side of sides) {
    await side.server.stop();
    rmSync(side.dataDir, { recursive: true, force: true });
  }
}
