import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Sanitize = (html: string) => string;

const CASES: ReadonlyArray<readonly [dirty: string, clean: string]> = [
  ['<p>Hi</p><script>alert(document.cookie)</script>', '<p>Hi</p>'],
  ['<p onclick="alert(1)" onmouseover="x()" style="color:red" id="main-content">Text</p>', '<p>Text</p>'],
  ['<img src="x" onerror="alert(1)"><p>after</p>', '<p>after</p>'],
  ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
  ['<a href=" JaVaScRiPt:alert(1)">b</a>', '<a>b</a>'],
  ['<a href="data:text/html,x">c</a>', '<a>c</a>'],
  ['<a href="//evil.example/x">d</a>', '<a>d</a>'],
  ['<a href="/ws/information/help" title="Help">Help</a> <a href="https://www.gsa.gov">GSA</a>', '<a href="/ws/information/help" title="Help">Help</a> <a href="https://www.gsa.gov">GSA</a>'],
  ['<table class="usa-table"><tbody><tr><th scope="row">EA</th><td>each</td></tr></tbody></table>', '<table class="usa-table"><tbody><tr><th scope="row">EA</th><td>each</td></tr></tbody></table>'],
];

/**
 * The unit-test DOM's Node.prototype getters answer for the base class only, which DOMPurify relies on
 * (it reads them to resist DOM clobbering). This makes them answer like a browser's, for the DOMPurify run.
 */
function browserLikeNodeGetters(): () => void {
  const restore: Array<() => void> = [];
  for (const name of ['nodeName', 'nodeType', 'ownerDocument']) {
    const base = Object.getOwnPropertyDescriptor(Node.prototype, name);
    const baseGet = base?.get;
    if (!base || !baseGet) continue;
    Object.defineProperty(Node.prototype, name, {
      configurable: true,
      get(this: Node) {
        for (let p = Object.getPrototypeOf(this) as object | null; p && p !== Node.prototype; p = Object.getPrototypeOf(p) as object | null) {
          const own = Object.getOwnPropertyDescriptor(p, name);
          if (own?.get) return own.get.call(this) as unknown;
        }
        return baseGet.call(this) as unknown;
      },
    });
    restore.push(() => Object.defineProperty(Node.prototype, name, base));
  }
  return () => restore.forEach((undo) => undo());
}

async function freshSanitizer(): Promise<Sanitize> {
  vi.resetModules();
  return (await import('./sanitize-html')).sanitizeServerHtml;
}

describe('browser sanitizing of server HTML', () => {
  let undo: (() => void) | undefined;
  afterEach(() => {
    undo?.();
    undo = undefined;
  });

  it('with DOMPurify: strips scripts, handlers, styles and unsafe links, keeps the policy’s markup', async () => {
    undo = browserLikeNodeGetters();
    const sanitize = await freshSanitizer();
    for (const [dirty, clean] of CASES) expect(sanitize(dirty), dirty).toBe(clean);
  });

  it('without a DOM DOMPurify can use: the same policy by a plain walk', async () => {
    const sanitize = await freshSanitizer();
    for (const [dirty, clean] of CASES) expect(sanitize(dirty), dirty).toBe(clean);
    expect(sanitize('<form action="/x"><input name="q"><button>Go</button></form><p>ok</p>')).toBe('Go<p>ok</p>');
    expect(sanitize('<svg><script>alert(1)</script></svg>')).toBe('');
    expect(sanitize('<!-- <script>alert(1)</script> -->x<custom-tag>kept text</custom-tag>')).toBe('xkept text');
  });
});

describe('ServerHtml', () => {
  it('renders sanitized HTML and follows links to app pages inside the app', async () => {
    const { ServerHtml } = await import('./ServerHtml');
    const html = '<p>See <a href="/ws/information/news">News</a> or <a href="https://www.gsa.gov">GSA</a>.</p><script>window.hacked = true</script>';
    const router = createMemoryRouter(
      [
        { path: '/', element: <ServerHtml html={html} /> },
        { path: '/ws/information/news', element: <h1>News page</h1> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.querySelector('.adv-server-html script')).toBeNull();
    expect(screen.getByRole('link', { name: 'GSA' }).getAttribute('href')).toBe('https://www.gsa.gov');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'News' }));
    });
    expect(router.state.location.pathname).toBe('/ws/information/news');
    expect(screen.getByRole('heading', { name: 'News page' })).toBeTruthy();
  });
});
