// What `npm test` and `npm run test:changed` print from the runners' JSON reports: counts, the failed tests
// with their first message line, and where the time went (per step, slowest Vitest files, slowest
// Playwright spec files). Pure functions of the reports, so scripts/test-report.test.mjs feeds them fakes.
import { stripVTControlCharacters } from 'node:util';

/** First non-empty line of an error message, without terminal colours. */
export function firstLine(message) {
  return stripVTControlCharacters(String(message ?? '')).split('\n').find((l) => l.trim()) ?? '';
}

/** A path relative to the repository: Vitest reports absolute file names. */
function relativeTo(root, file) {
  return root && file.startsWith(root) ? file.slice(root.length).replace(/^\//, '') : file;
}

/** Every spec of a Playwright report (suites nest: file › describe › …). */
function* playwrightSpecs(report) {
  const walk = function* (suite) {
    for (const spec of suite.specs ?? []) yield spec;
    for (const child of suite.suites ?? []) yield* walk(child);
  };
  for (const suite of report?.suites ?? []) yield* walk(suite);
}

/** "file › test: first line of the error" for every failed Vitest and Playwright test. */
export function failedTests(vitestReport, e2eReport, root = '') {
  const lines = [];
  for (const file of vitestReport?.testResults ?? []) {
    const name = relativeTo(root, file.name);
    const assertions = file.assertionResults ?? [];
    if (file.status === 'failed' && assertions.length === 0) lines.push(`${name}: ${firstLine(file.message)}`);
    for (const t of assertions) {
      if (t.status === 'failed') lines.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
  }
  for (const spec of playwrightSpecs(e2eReport)) {
    for (const t of spec.tests ?? []) {
      if (t.status === 'unexpected' || t.status === 'flaky') {
        const error = t.results?.find((r) => r.error)?.error?.message;
        lines.push(`${spec.file} › ${spec.title} (${t.status}): ${firstLine(error)}`);
      }
    }
  }
  return lines;
}

/**
 * Passed and failed tests of a Vitest JSON report, and what went wrong. A suite that fails to load has no
 * failed tests of its own, and a run that exits non-zero with none failed broke elsewhere: each counts as a
 * failure so neither can pass silently. No report at all is one failure.
 */
export function vitestCounts(report, exitStatus) {
  if (!report) return { passed: 0, failed: 1, problems: ['vitest (no report)'] };
  const problems = [];
  let failed = report.numFailedTests;
  if (report.numFailedTests > 0) problems.push('vitest');
  const broken = report.testResults.filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  if (broken > 0 || (exitStatus !== 0 && report.numFailedTests === 0)) {
    failed += Math.max(broken, 1);
    problems.push('vitest suites that failed to run');
  }
  return { passed: report.numPassedTests, failed, problems };
}

/**
 * Seconds of each Vitest test file (its endTime − startTime), slowest first. Vitest's JSON report takes those from
 * the file's first test start to its last test end: importing the file and the set-up before its first test are
 * not in it.
 */
export function slowestVitestFiles(report, root = '', count = 10) {
  return (report?.testResults ?? [])
    .filter((r) => Number.isFinite(r.startTime) && Number.isFinite(r.endTime))
    .map((r) => ({ file: relativeTo(root, r.name), seconds: (r.endTime - r.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
    .slice(0, count);
}

/** Seconds of each Playwright spec file: the sum of its tests' run durations (retries included), slowest first. */
export function slowestPlaywrightFiles(report, count = 10) {
  const perFile = new Map();
  for (const spec of playwrightSpecs(report)) {
    let ms = perFile.get(spec.file) ?? 0;
    for (const t of spec.tests ?? []) for (const r of t.results ?? []) ms += r.duration ?? 0;
    perFile.set(spec.file, ms);
  }
  return [...perFile]
    .map(([file, ms]) => ({ file, seconds: ms / 1000 }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
    .slice(0, count);
}

/**
 * The time end-to-end sign-ins spent waiting for an authenticator code the provider had not seen yet (the
 * provider accepts each code once per account: e2e/support/totp.ts annotates each wait as `totp-wait`, in ms).
 */
export function totpWaits(report) {
  let ms = 0;
  let waits = 0;
  for (const spec of playwrightSpecs(report)) {
    for (const t of spec.tests ?? []) {
      const results = t.results ?? [];
      // Newer reports keep each attempt's annotations on its result; older ones only the test's.
      const lists = results.some((r) => Array.isArray(r.annotations)) ? results.map((r) => r.annotations ?? []) : [t.annotations ?? []];
      for (const a of lists.flat()) {
        if (a.type !== 'totp-wait') continue;
        ms += Number(a.description) || 0;
        waits += 1;
      }
    }
  }
  return { seconds: ms / 1000, waits };
}

const seconds = (s) => `${s.toFixed(1)} s`.padStart(8);

/** A table of `{ file, seconds }` rows under a heading; nothing when there are no rows. */
function fileTable(heading, rows) {
  if (rows.length === 0) return [];
  return [heading, ...rows.map((r) => `  ${seconds(r.seconds)}  ${r.file}`)];
}

/**
 * The lines on where the time went: `steps` is `[{ label, seconds, status }]` in run order (status is
 * the exit code); the reports may be undefined (a step that wrote none). `wallSeconds`, when given, is the total:
 * steps that ran side by side overlap, so their sum is more than the run took.
 */
export function timingLines({ steps = [], vitest, e2e, root = '', wallSeconds }) {
  const lines = [];
  if (steps.length > 0) {
    const width = Math.max(5, ...steps.map((s) => s.label.length));
    lines.push('Time per step:');
    for (const s of steps) lines.push(`  ${s.label.padEnd(width)}  ${seconds(s.seconds)}${s.status === 0 ? '' : `  (exit ${s.status})`}`);
    lines.push(`  ${'total'.padEnd(width)}  ${seconds(wallSeconds ?? steps.reduce((sum, s) => sum + s.seconds, 0))}`);
  }
  lines.push(...fileTable('Slowest Vitest files (first to last test; the import and first set-up not counted):', slowestVitestFiles(vitest, root)));
  lines.push(...fileTable('Slowest Playwright spec files (sum of their tests):', slowestPlaywrightFiles(e2e)));
  const totp = totpWaits(e2e);
  if (totp.waits > 0) lines.push(`Sign-ins waiting for the next authenticator code: ${totp.waits}, ${totp.seconds.toFixed(1)} s in all`);
  return lines;
}

/** The closing lines: the failing steps, each failed test (CI keeps only the tail), then "N passed, N failed". */
export function summaryLines({ passed, failed, problems = [], vitest, e2e, root = '', limit = 30 }) {
  const lines = [];
  if (problems.length > 0) lines.push('', `Failing: ${problems.join(', ')}`);
  for (const line of failedTests(vitest, e2e, root).slice(0, limit)) lines.push(`  ✗ ${line}`);
  lines.push('', `${passed} passed, ${failed} failed`);
  return lines;
}
