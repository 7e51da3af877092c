#!/usr/bin/env node
// Runs every test runner of the project and ends with one plain line: "N passed, N failed".
// Steps: build (the end-to-end tests drive the built app), lint, typecheck, dependencies, Vitest, Playwright;
// before that line it prints each step's time and the slowest Vitest and Playwright files (test-report.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { summaryLines, timingLines, vitestCounts } from './test-report.mjs';

const root = new URL('..', import.meta.url).pathname;
const runStarted = Date.now();
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const problems = [];
/** Each step's wall time, for the table at the end. */
const steps = [];

function run(label, command, args, { env = {}, step = label } = {}) {
  process.stdout.write(`\n== ${label}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(`== ${label} finished in ${seconds.toFixed(1)} s (exit ${result.status})\n`);
  steps.push({ label: step, seconds, status: result.status ?? 1 });
  return result.status ?? 1;
}

/** A step without its own tests (build, lint, typecheck) counts as one test. */
function check(label, command, args) {
  if (run(label, command, args) === 0) passed += 1;
  else {
    failed += 1;
    problems.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Steps that need no other step's output, side by side: ESLint and the TypeScript checks each keep one core busy
 * for a minute or more, so together they take about as long as the longer of them. Each step's output is printed
 * whole when it ends, not interleaved.
 */
async function checkTogether(list) {
  await Promise.all(
    list.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = (Date.now() - started) / 1000;
            process.stdout.write(`\n== ${label}: ${command} ${args.join(' ')}\n${output}== ${label} finished in ${seconds.toFixed(1)} s (exit ${code})\n`);
            steps.push({ label, seconds, status: code ?? 1 });
            if (code === 0) passed += 1;
            else {
              failed += 1;
              problems.push(label);
            }
            resolve();
          });
        }),
    ),
  );
}

const npx = 'npx';
check('build', 'npm', ['run', 'build', '--silent']);
await checkTogether([
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
]);
check('dependencies', 'node', ['scripts/check-dependencies.mjs']);

const vitestFile = join(out, 'vitest.json');
const vitestStatus = run(
  'unit and integration (Vitest)',
  npx,
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
  { step: 'vitest' },
);
const vitest = readJson(vitestFile);
// A suite that fails to load, or a run that breaks with no failed test, counts as failed too (test-report.mjs).
const vitestResult = vitestCounts(vitest, vitestStatus);
passed += vitestResult.passed;
failed += vitestResult.failed;
problems.push(...vitestResult.problems);

const playwrightFile = join(out, 'playwright.json');
const e2eStatus = run(
  'end to end (Playwright, Chromium)',
  npx,
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile }, step: 'playwright' },
);
const e2e = existsSync(playwrightFile) ? readJson(playwrightFile) : undefined;
if (e2e?.stats) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  if (e2e.stats.unexpected + e2e.stats.flaky > 0) problems.push('playwright');
  if (e2e.stats.skipped > 0) {
    failed += e2e.stats.skipped;
    problems.push('playwright skipped tests');
  }
  if (e2eStatus !== 0 && e2e.stats.unexpected === 0) {
    failed += 1;
    problems.push('playwright run error');
  }
} else {
  failed += 1;
  problems.push('playwright (no report)');
}

// Where the time went, then (CI keeps only the tail of this output) each failed test with its first message
// line, and last the one line "N passed, N failed".
try {
  process.stdout.write(`\n${timingLines({ steps, vitest, e2e, root, wallSeconds: (Date.now() - runStarted) / 1000 }).join('\n')}\n`);
} catch (error) {
  process.stdout.write(`\n(no timing report: ${error instanceof Error ? error.message : String(error)})\n`);
}
process.stdout.write(`${summaryLines({ passed, failed, problems, vitest, e2e, root }).join('\n')}\n`);
process.exit(failed > 0 ? 1 : 0);
