/**
 * The two pages the server writes itself: the refusal of a StartPage that expired or was used, and
 * the Return cart page. They are plain HTML with no inline script or style (the CSP allows neither), readable
 * without the web app, and every value is escaped.
 */
import { escapeXml } from './cxml-build.js';

export interface Page {
  title: string;
  /** Already-escaped body HTML. */
  body: string;
  /** Scripts of our own origin (script-src 'self'). */
  scripts?: string[];
}

export const html = escapeXml;

export function renderPage(page: Page): string {
  const scripts = (page.scripts ?? []).map((src) => `<script src="${html(src)}" defer></script>`).join('');
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(page.title)}</title>${scripts}</head>`,
    `<body><main id="main-content">${page.body}</main></body>`,
    '</html>',
  ].join('\n');
}
