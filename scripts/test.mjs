#!/usr/bin/env node
// Runs every test runner of the project and ends with one plain line: "N passed, N failed".
// Steps: build (the end-to-end tests drive the built app), lint, typecheck, Vitest, Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const problems = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n== ${label}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  process.stdout.write(`== ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})\n`);
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

function firstLine(message) {
  return stripVTControlCharacters(String(message ?? '')).split('\n').find((l) => l.trim()) ?? '';
}

/** "file › test: first line of the error" for every failed Vitest and Playwright test. */
function failedTests(vitestReport, e2eReport) {
  const lines = [];
  for (const file of vitestReport?.testResults ?? []) {
    const name = file.name.replace(root, '');
    if (file.status === 'failed' && file.assertionResults.length === 0) lines.push(`${name}: ${firstLine(file.message)}`);
    for (const t of file.assertionResults) {
      if (t.status === 'failed') lines.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const error = t.results?.find((r) => r.error)?.error?.message;
          lines.push(`${spec.file} › ${spec.title} (${t.status}): ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2eReport?.suites ?? []) walk(suite);
  return lines;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const npx = 'npx';
check('build', 'npm', ['run', 'build', '--silent']);
check('lint', 'npm', ['run', 'lint', '--silent']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('dependencies', 'node', ['scripts/check-dependencies.mjs']);

const vitestFile = join(out, 'vitest.json');
const vitestStatus = run('unit and integration (Vitest)', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTests > 0) problems.push('vitest');
  // A suite that fails to load has no failed tests of its own; count it so it cannot pass silently.
  const broken = vitest.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  if (broken > 0 || (vitestStatus !== 0 && vitest.numFailedTests === 0)) {
    failed += Math.max(broken, 1);
    problems.push('vitest suites that failed to run');
  }
} else {
  failed += 1;
  problems.push('vitest (no report)');
}

const playwrightFile = join(out, 'playwright.json');
const e2eStatus = run(
  'end to end (Playwright, Chromium)',
  npx,
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  },
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

if (problems.length > 0) process.stdout.write(`\nFailing: ${problems.join(', ')}\n`);
// CI keeps only the tail of this output: name each failed test there, with its first message line.
for (const line of failedTests(vitest, e2e).slice(0, 30)) process.stdout.write(`  ✗ ${line}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
