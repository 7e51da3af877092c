import { CONTENT_PAGES, HELP_SETS, informationContentRows, sanitizeContentHtml } from '@advantage/db';
import { describe, expect, it } from 'vitest';

describe('stored content sanitizer', () => {
  it('removes scripts and their text, styles, frames, forms and images', () => {
    const dirty
      = '<p>Hi</p><script>alert(document.cookie)</script><style>p{display:none}</style><iframe src="https://evil.example"></iframe>'
        + '<form action="https://evil.example"><input name="x"></form><img src="x" onerror="alert(1)"><object data="x"></object>';
    expect(sanitizeContentHtml(dirty)).toBe('<p>Hi</p>');
  });

  it('drops event handlers, inline styles, ids and foreign classes but keeps USWDS and app classes', () => {
    const dirty = '<p onclick="alert(1)" onmouseover="x()" style="color:red" id="main-content" class="usa-intro evil adv-note">Text</p>';
    expect(sanitizeContentHtml(dirty)).toBe('<p class="usa-intro adv-note">Text</p>');
  });

  it('keeps only http(s), mailto, tel, site-path and fragment links', () => {
    const links = [
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JaVaScRiPt:alert(1)">b</a>',
      '<a href="  javascript:alert(1)">c</a>',
      '<a href="data:text/html,<script>alert(1)</script>">d</a>',
      '<a href="vbscript:msgbox(1)">e</a>',
      '<a href="//evil.example/x">f</a>',
      '<a href="relative/path">g</a>',
    ];
    for (const link of links) expect(sanitizeContentHtml(link), link).not.toMatch(/href/);
    expect(sanitizeContentHtml('<a href="https://www.gsa.gov" target="_blank">GSA</a>')).toBe('<a href="https://www.gsa.gov">GSA</a>');
    expect(sanitizeContentHtml('<a href="/ws/information/help">Help</a>')).toBe('<a href="/ws/information/help">Help</a>');
    expect(sanitizeContentHtml('<a href="mailto:help@gsa.gov">m</a> <a href="tel:+18004883111">t</a> <a href="#top">f</a>')).toBe(
      '<a href="mailto:help@gsa.gov">m</a> <a href="tel:+18004883111">t</a> <a href="#top">f</a>',
    );
  });

  it('neutralises markup hidden in attributes and comments', () => {
    expect(sanitizeContentHtml('<p title="x"><!-- <script>alert(1)</script> -->ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeContentHtml('<abbr title="&quot;><script>alert(1)</script>">EA</abbr>')).not.toContain('<script');
    expect(sanitizeContentHtml('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).not.toMatch(/<(svg|script|math)/);
  });

  it('leaves the seeded content exactly as written: it is authored inside the policy', () => {
    for (const page of CONTENT_PAGES) expect(sanitizeContentHtml(page.html), page.keyName).toBe(page.html);
    for (const set of HELP_SETS) {
      for (const category of set.categories) {
        for (const section of category.sections) expect(sanitizeContentHtml(section.content), section.id).toBe(section.content);
      }
    }
  });

  it('gives every help category and section a unique id and every page a unique key', () => {
    const { categories, sections, pages } = informationContentRows();
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
    expect(new Set(pages.map((p) => p.keyName)).size).toBe(pages.length);
  });
});
