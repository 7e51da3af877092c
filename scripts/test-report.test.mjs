import { describe, expect, it } from 'vitest';
import { failedTests, slowestPlaywrightFiles, slowestVitestFiles, summaryLines, timingLines, totpWaits, vitestCounts } from './test-report.mjs';

const ROOT = '/repo/';

/** A Vitest JSON report's file entry that ran from `start` to `end` seconds. */
const vitestFile = (name, start, end, assertions = [{ status: 'passed', fullName: 'works' }], status = 'passed') => ({
  name: `${ROOT}${name}`,
  status,
  startTime: 1_700_000_000_000 + start * 1000,
  endTime: 1_700_000_000_000 + end * 1000,
  assertionResults: assertions,
  message: '',
});

const VITEST = {
  numPassedTests: 12,
  numFailedTests: 1,
  testResults: [
    vitestFile('apps/server/src/modules/cart/add-cart.test.ts', 0, 42.25),
    vitestFile('packages/contracts/src/money.test.ts', 1, 1.3),
    vitestFile('apps/server/src/modules/search/search-catalog.test.ts', 2, 95, [
      { status: 'passed', fullName: 'finds' },
      { status: 'failed', fullName: 'search › ranks', failureMessages: ['\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at x.ts:1'] },
    ], 'failed'),
    ...Array.from({ length: 10 }, (_, i) => vitestFile(`apps/web/src/w${i}.test.tsx`, 0, 0.1 * (i + 1))),
  ],
};

const result = (duration, extra = {}) => ({ duration, ...extra });
const PLAYWRIGHT = {
  stats: { expected: 3, unexpected: 1, flaky: 0, skipped: 0 },
  suites: [
    {
      file: 'cart.spec.ts',
      specs: [{ file: 'cart.spec.ts', title: 'adds', tests: [{ status: 'expected', results: [result(4000)] }] }],
      suites: [
        {
          file: 'cart.spec.ts',
          specs: [
            {
              file: 'cart.spec.ts',
              title: 'checks out',
              tests: [{ status: 'unexpected', results: [result(20_000, { error: { message: 'Timeout 15000ms exceeded.\nCall log:' } })] }],
            },
          ],
        },
      ],
    },
    {
      file: 'auth/sign-in.spec.ts',
      specs: [
        {
          file: 'auth/sign-in.spec.ts',
          title: 'signs in',
          // Two projects run it; both count.
          tests: [
            { status: 'expected', results: [result(3000)] },
            { status: 'expected', results: [result(2500)] },
          ],
        },
      ],
    },
  ],
};

describe('test report', () => {
  it('lists the slowest Vitest files, by each file\'s start and end, relative to the repository', () => {
    const slowest = slowestVitestFiles(VITEST, ROOT);
    expect(slowest).toHaveLength(10);
    expect(slowest.slice(0, 3)).toEqual([
      { file: 'apps/server/src/modules/search/search-catalog.test.ts', seconds: 93 },
      { file: 'apps/server/src/modules/cart/add-cart.test.ts', seconds: 42.25 },
      { file: 'apps/web/src/w9.test.tsx', seconds: 1 },
    ]);
    expect(slowest.map((s) => s.file)).not.toContain('apps/web/src/w0.test.tsx');
  });

  it('sums the durations of each Playwright spec file over nested suites and projects', () => {
    expect(slowestPlaywrightFiles(PLAYWRIGHT)).toEqual([
      { file: 'cart.spec.ts', seconds: 24 },
      { file: 'auth/sign-in.spec.ts', seconds: 5.5 },
    ]);
  });

  it('prints the step table with a total, and both file tables', () => {
    const steps = [
      { label: 'build', seconds: 30.04, status: 0 },
      { label: 'lint', seconds: 12.5, status: 0 },
      { label: 'typecheck', seconds: 20, status: 2 },
      { label: 'dependencies', seconds: 0.4, status: 0 },
      { label: 'vitest', seconds: 600, status: 1 },
      { label: 'playwright', seconds: 300, status: 1 },
    ];
    const lines = timingLines({ steps, vitest: VITEST, e2e: PLAYWRIGHT, root: ROOT });
    expect(lines.slice(0, 8)).toEqual([
      'Time per step:',
      '  build           30.0 s',
      '  lint            12.5 s',
      '  typecheck       20.0 s  (exit 2)',
      '  dependencies     0.4 s',
      '  vitest         600.0 s  (exit 1)',
      '  playwright     300.0 s  (exit 1)',
      '  total          962.9 s',
    ]);
    expect(lines[8]).toBe('Slowest Vitest files (first to last test; the import and first set-up not counted):');
    expect(lines[9]).toBe('    93.0 s  apps/server/src/modules/search/search-catalog.test.ts');
    expect(lines[10]).toBe('    42.3 s  apps/server/src/modules/cart/add-cart.test.ts');
    expect(lines[19]).toBe('Slowest Playwright spec files (sum of their tests):');
    expect(lines.slice(20)).toEqual(['    24.0 s  cart.spec.ts', '     5.5 s  auth/sign-in.spec.ts']);
  });

  it('prints the run\'s wall time as the total when steps ran side by side', () => {
    const steps = [
      { label: 'lint', seconds: 80, status: 0 },
      { label: 'typecheck', seconds: 60, status: 0 },
    ];
    expect(timingLines({ steps, wallSeconds: 81.5 }).at(-1)).toBe('  total        81.5 s');
  });

  it('sums the sign-ins\' waits for the next authenticator code, each attempt once', () => {
    const wait = (ms) => ({ type: 'totp-wait', description: String(ms) });
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [
            { file: 'a.spec.ts', title: 'per result', tests: [{ annotations: [wait(9000)], results: [{ duration: 1, annotations: [wait(9000), { type: 'issue' }] }, { duration: 1, annotations: [wait(500)] }] }] },
            { file: 'a.spec.ts', title: 'per test only', tests: [{ annotations: [wait(12_000)], results: [{ duration: 1 }] }] },
          ],
        },
      ],
    };
    expect(totpWaits(report)).toEqual({ seconds: 21.5, waits: 3 });
    expect(timingLines({ e2e: report }).at(-1)).toBe('Sign-ins waiting for the next authenticator code: 3, 21.5 s in all');
    expect(totpWaits(undefined)).toEqual({ seconds: 0, waits: 0 });
  });

  it('leaves out the tables of a report that is missing', () => {
    expect(timingLines({ steps: [{ label: 'build', seconds: 1, status: 0 }] })).toEqual(['Time per step:', '  build     1.0 s', '  total     1.0 s']);
    expect(slowestVitestFiles(undefined)).toEqual([]);
    expect(slowestPlaywrightFiles(undefined)).toEqual([]);
  });

  it('names each failed test with the first line of its message, and ends with the counts', () => {
    expect(failedTests(VITEST, PLAYWRIGHT, ROOT)).toEqual([
      'apps/server/src/modules/search/search-catalog.test.ts › search › ranks: AssertionError: expected 2 to be 3',
      'cart.spec.ts › checks out (unexpected): Timeout 15000ms exceeded.',
    ]);
    const lines = summaryLines({ passed: 15, failed: 2, problems: ['vitest', 'playwright'], vitest: VITEST, e2e: PLAYWRIGHT, root: ROOT });
    expect(lines).toEqual([
      '',
      'Failing: vitest, playwright',
      '  ✗ apps/server/src/modules/search/search-catalog.test.ts › search › ranks: AssertionError: expected 2 to be 3',
      '  ✗ cart.spec.ts › checks out (unexpected): Timeout 15000ms exceeded.',
      '',
      '15 passed, 2 failed',
    ]);
    expect(summaryLines({ passed: 3, failed: 0 }).at(-1)).toBe('3 passed, 0 failed');
  });

  it('counts a suite that failed to load, a broken run and a missing report as failures', () => {
    expect(vitestCounts(VITEST, 1)).toEqual({ passed: 12, failed: 1, problems: ['vitest'] });
    const broken = { numPassedTests: 4, numFailedTests: 0, testResults: [vitestFile('a.test.ts', 0, 1, [], 'failed')] };
    expect(vitestCounts(broken, 1)).toEqual({ passed: 4, failed: 1, problems: ['vitest suites that failed to run'] });
    expect(vitestCounts({ numPassedTests: 4, numFailedTests: 0, testResults: [] }, 1).failed).toBe(1);
    expect(vitestCounts({ numPassedTests: 4, numFailedTests: 0, testResults: [] }, 0)).toEqual({ passed: 4, failed: 0, problems: [] });
    expect(vitestCounts(undefined, 1)).toEqual({ passed: 0, failed: 1, problems: ['vitest (no report)'] });
  });
});
