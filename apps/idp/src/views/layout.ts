import { html, type Html } from './html.js';

export interface PageOptions {
  prefix: string;
  title: string;
  body: Html;
  /** Where "Advantage" in the header leads (the marketplace). */
  homeUrl: string;
}

/** The one page shell: lang, a single h1 inside the body, USWDS and this provider's own style sheet, no scripts. */
export function page(o: PageOptions): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>${o.title} | Advantage sign-in</title>
  <link rel="stylesheet" href="${o.prefix}/assets/uswds/css/uswds.min.css">
  <link rel="stylesheet" href="${o.prefix}/assets/idp.css">
</head>
<body>
  <a class="usa-skipnav" href="#main-content">Skip to main content</a>
  <header class="idp-header">
    <div class="grid-container">
      <p class="idp-brand"><a class="usa-link" href="${o.homeUrl}">GSA Advantage!</a> <span class="idp-brand__sub">sign-in</span></p>
    </div>
  </header>
  <main id="main-content" class="grid-container padding-y-4">
    <div class="grid-row">
      <div class="grid-col-12 tablet:grid-col-8 desktop:grid-col-6">
${o.body}
      </div>
    </div>
  </main>
  <footer class="usa-footer usa-footer--slim">
    <div class="grid-container padding-y-2">
      <p class="margin-0">Development identity provider. Demo data only; do not enter real credentials.</p>
    </div>
  </footer>
</body>
</html>`.value;
}

/** Small additions to USWDS, served from `${prefix}/assets/idp.css` because the CSP forbids inline styles. */
export const IDP_CSS = `.idp-header { border-bottom: 1px solid #dfe1e2; padding: 1rem 0; }
.idp-brand { font-size: 1.5rem; font-weight: 700; margin: 0; }
.idp-brand a { text-decoration: none; color: #1b1b1b; }
.idp-brand__sub { font-weight: 400; color: #565c65; }
.idp-qr { width: 14rem; height: 14rem; border: 1px solid #dfe1e2; background: #fff; }
.idp-secret { font-family: "Roboto Mono", monospace; font-size: 1.25rem; letter-spacing: 0.1em; word-break: break-all; }
.idp-uri { font-family: "Roboto Mono", monospace; word-break: break-all; }
.usa-footer--slim { border-top: 1px solid #dfe1e2; }
`;
