import { test } from '@playwright/test';

/**
 * Prints a measured figure to the run's output and attaches it to the test's report; never asserted
 * (timings depend on the machine running the tests).
 */
export function reportFigure(label: string, values: Record<string, number>, unit = 'ms'): void {
  const text = `${label}: ${Object.entries(values).map(([k, v]) => `${k} ${Math.round(v)} ${unit}`).join(', ')}`;
  console.log(text);
  test.info().annotations.push({ type: 'measurement', description: text });
}
