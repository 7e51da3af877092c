/**
 * The layout guard: a screen must fit its viewport. It fails when the page is wider than
 * the viewport (the buyer would scroll sideways) or when a primary action (Add to cart, Update, Remove,
 * Place order, Continue) lies outside the viewport, even inside a table that scrolls on its own.
 */
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** A phone and a desktop: the widths every screen is laid out for (WCAG 1.4.10 reflow at 320 CSS px and up). */
export const LAYOUT_WIDTHS = [390, 1280] as const;

/** Accessible names that start with these words are the actions a buyer must always reach. */
const PRIMARY_ACTION = /^(Add to cart|Add all items to cart|Update|Remove|Place order|Continue)\b/;

/** What does not fit at the page's current width, as sentences; empty when everything fits. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((primarySource) => {
    const primary = new RegExp(primarySource);
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (e: Element) => {
      const id = e.id ? `#${e.id}` : '';
      const classes = typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
      const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${e.tagName.toLowerCase()}${id}${classes}${text ? ` “${text}”` : ''}`;
    };
    const scrollsSideways = (e: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(e).overflowX);
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      // Screen-reader-only text is a 1 px clipped box: not laid out for the eye.
      return r.width > 1 && r.height > 1 && getComputedStyle(e).visibility !== 'hidden';
    };

    const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (pageWidth > width + 1) {
      // The outermost elements past the right edge, outside any box that scrolls or clips on its own.
      const culprits = [...document.body.querySelectorAll('*')].filter((e) => {
        if (!shown(e) || e.getBoundingClientRect().right <= width + 0.5) return false;
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
          if (scrollsSideways(a)) return false;
          if (a.getBoundingClientRect().right > width + 0.5) return false;
        }
        return true;
      });
      problems.push(`the page is ${pageWidth} px wide in a ${width} px viewport: ${culprits.slice(0, 4).map(describe).join('; ') || 'no single element'}`);
    }

    for (const e of document.querySelectorAll('button, a[href], label, input[type="submit"], input[type="button"]')) {
      if (!shown(e)) continue;
      const name = (e.getAttribute('aria-label') ?? (e instanceof HTMLInputElement ? e.value : e.textContent) ?? '').trim().replace(/\s+/g, ' ');
      if (!primary.test(name)) continue;
      const r = e.getBoundingClientRect();
      if (r.left < -0.5 || r.right > width + 0.5) problems.push(`“${name}” spans ${Math.round(r.left)}–${Math.round(r.right)} px in a ${width} px viewport`);
    }
    return problems;
  }, PRIMARY_ACTION.source);
}

/**
 * The screen on display fits the current viewport (re-checked while late content settles). Soft: a walk
 * over many screens reports every one that does not fit, and goes on.
 */
export async function expectFits(page: Page, what = page.url()): Promise<void> {
  await expect.configure({ soft: true }).poll(() => layoutProblems(page), { message: `layout of ${what} at ${page.viewportSize()?.width} px` }).toEqual([]);
}

/**
 * The screen on display fits at a phone's and a desktop's width; the viewport is restored after. With
 * `axe`, each width's layout is also scanned (a screen that changes shape on a phone, like a table shown
 * as stacked rows, is checked in both shapes).
 */
export async function expectFitsAtAllWidths(page: Page, what = page.url(), options: { axe?: boolean } = {}): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  try {
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 720 });
      await expectFits(page, what);
      if (options.axe) await expectNoAxeViolations(page);
    }
  } finally {
    await page.setViewportSize(size);
  }
}
