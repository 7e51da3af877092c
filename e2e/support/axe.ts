import axeCore from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A/AA and best practices; a screen passes only with no violations at all. */
const RUN_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
} as const;

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Runs axe in the page itself. axe is put into a document once and kept there: a screen reached inside the app
 * (no reload) is scanned by the copy already in it. @axe-core/playwright sent axe's 0.5 MB source twice per scan,
 * which took two thirds of each scan's 1.5–2.5 s on a two-core machine (docs/adr/0020-test-suite.md). No screen
 * has frames, so the main frame is the whole screen. Only violations are collected: passes are not read.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(`${axeCore.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  const violations = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<{ violations: Violation[] }> } }).axe.run(document, options),
    RUN_OPTIONS,
  );
  const summary = violations.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
