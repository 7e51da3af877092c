import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { LAUNCH } from './support/browser';

const port = Number(process.env.E2E_PORT ?? 4319);
export const baseURL = `http://localhost:${port}`;

// Values the tests read too: set in the runner's environment here, which the workers inherit.
// The PIV/CAC reader's TLS port and the server's data directory (the development CA's card certificates
// are under <dir>/dev-ca), fixed per run so the tests know them.
process.env.E2E_READER_PORT ??= '4443';
process.env.E2E_DATA_DIR ??= join(tmpdir(), `advantage-e2e-${process.pid}`);
// The run's database template (support/data-template.mjs): made by the first server that starts, copied by the rest.
process.env.E2E_TEMPLATE_DIR ??= join(tmpdir(), `advantage-e2e-template-${process.pid}`);
// Numbered copies of the demo personas on the main server, so each test that changes a member's data has members
// of its own (support/members.ts, docs/adr/0030-members-of-their-own.md): one copy a test, never reused in a run,
// not by a repeat either. A run of every spec takes about 40; 64 for each time the run repeats them (--repeat-each)
// leaves room. Every copy of the AAC approver is an approver like the persona, so a funds request mails each (the
// relay sends them over pooled connections: 300 in about a second, bench/mail-relay.mjs).
process.env.E2E_DEMO_ACCOUNT_COPIES ??= String(64 * repeatEach(process.argv));
// A second server with a 60-second inactivity timeout, only for *.short-session.spec.ts: the warning comes at 48 s,
// and the 12 s of its countdown leave room for what a test checks in it (an axe scan took 6.7 s at load 15).
process.env.E2E_SHORT_SESSION_PORT ??= '4320';
process.env.E2E_SHORT_SESSION_SECONDS ??= '60';
process.env.E2E_SHORT_SESSION_DATA_DIR ??= join(tmpdir(), `advantage-e2e-short-session-${process.pid}`);
const shortSessionPort = Number(process.env.E2E_SHORT_SESSION_PORT);
export const shortSessionBaseURL = `http://localhost:${shortSessionPort}`;

/** The run's --repeat-each (1 when not given), as the runner's command line says it. */
function repeatEach(argv: readonly string[]): number {
  const at = argv.findIndex((a) => a === '--repeat-each' || a.startsWith('--repeat-each='));
  if (at === -1) return 1;
  const value = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  return Math.max(1, Number(value) || 1);
}

const SHORT_SESSION_SPECS = /\.short-session\.spec\.ts$/;
/**
 * Specs whose subject is time passing (an inactivity timeout, token lifetimes): most of their minutes are spent
 * waiting with the machine idle. They run on workers of their own beside the two that run the rest, so their
 * waiting overlaps the others' work instead of holding one of two workers; three of them side by side, because one
 * after another their waits (five sessions run out, four token lifetimes) outlasted the rest of the run
 * (docs/adr/0020-test-suite.md).
 */
const TIMED_SPECS = [SHORT_SESSION_SPECS, /\/auth\/token-renewal\.spec\.ts$/];

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  // Two for the main project, three for the timed specs (TIMED_SPECS).
  workers: 5,
  retries: 0,
  forbidOnly: true,
  // Room for a slow or shared two-core machine: a step that never comes still fails, only later. On a slow day the
  // funds-control tests took 90–102 s each in a clean-clone run, too close to the earlier 120 s.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  outputDir: '../.test-output/playwright',
  use: {
    baseURL,
    // The action log, network and console of a failed test, and its last screen. Screenshots and DOM snapshots
    // at every action doubled each test's time on two cores (funds control: 3.4 min against 1.7 min, ADR 20);
    // `--trace on` records them when a failure needs them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: LAUNCH,
  },
  // The timed project comes first, so its lanes start at once. Its baseURL is the short-session server's; the token
  // renewal spec opens pages on a server of its own.
  projects: [
    { name: 'timed', testMatch: TIMED_SPECS, workers: 3, use: { baseURL: shortSessionBaseURL } },
    { name: 'main', testIgnore: TIMED_SPECS, workers: 2 },
  ],
  webServer: [
    {
      command: 'node e2e/support/start-server.mjs',
      cwd: '..',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM, not Playwright's default SIGKILL: start-server.mjs stops the server and removes its data directory.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(port),
        LOG_LEVEL: 'warn',
        READER_PORT: process.env.E2E_READER_PORT,
        SMTP_CAPTURE_PORT: process.env.E2E_SMTP_CAPTURE_PORT ?? '2526',
        E2E_DATA_DIR: process.env.E2E_DATA_DIR,
        E2E_TEMPLATE_DIR: process.env.E2E_TEMPLATE_DIR,
        DEMO_ACCOUNT_COPIES: process.env.E2E_DEMO_ACCOUNT_COPIES,
        // The test runner is the proxy in front of the server: a test may give its browser a client address of
        // its own (support/client-address.ts), so per-address limits of one test do not count another's.
        TRUST_PROXY: '127.0.0.1,::1',
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/support/start-server.mjs',
      cwd: '..',
      url: `${shortSessionBaseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM, not Playwright's default SIGKILL: start-server.mjs stops the server and removes its data directory.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(shortSessionPort),
        LOG_LEVEL: 'warn',
        SESSION_TIMEOUT_SECONDS: process.env.E2E_SHORT_SESSION_SECONDS,
        READER_PORT: process.env.E2E_SHORT_SESSION_READER_PORT ?? '4444',
        SMTP_CAPTURE_PORT: process.env.E2E_SHORT_SESSION_SMTP_CAPTURE_PORT ?? '2527',
        E2E_DATA_DIR: process.env.E2E_SHORT_SESSION_DATA_DIR,
        E2E_TEMPLATE_DIR: process.env.E2E_TEMPLATE_DIR,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
