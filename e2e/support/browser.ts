import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/**
 * Debian's headless shell when installed (package chromium-headless-shell, the build Playwright itself runs
 * headless), else the full browser. The shell has no GPU process or compositor of a visible browser: the
 * funds-control spec took 1.9 min in it against 2.8 min in the full browser (docs/adr/0020-test-suite.md).
 */
export const LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: ARGS,
};

/**
 * The full browser, for specs that look at what only it shows: a PDF in a window of its own (the shell has no
 * PDF viewer and downloads the document instead). `test.use({ launchOptions: WITH_PDF_VIEWER })` in such a spec.
 */
export const WITH_PDF_VIEWER: LaunchOptions = { executablePath: process.env.CHROMIUM_FULL_PATH ?? FULL_BROWSER, args: ARGS };
