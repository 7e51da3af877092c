/**
 * The one component that renders server-provided HTML (welcome blocks, information and help pages).
 * The server sanitizes this HTML to the contracts' CONTENT_HTML_POLICY when it is stored
 * (docs/architecture.md, Security); here it is sanitized again (sanitize-html.ts, DOMPurify), in case a row was
 * written some other way. Links to the app's own pages navigate inside the app instead of reloading it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeServerHtml } from './sanitize-html';

/** An in-app address (`/ws/...`, `/home`) that the router can show without reloading the page. */
function inAppPath(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href');
  if (!href || !/^\/(ws\/|home\b)/.test(href)) return undefined;
  return href;
}

export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const classes = ['adv-server-html', className].filter(Boolean).join(' ');
  const clean = useMemo(() => sanitizeServerHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const to = anchor && root.contains(anchor) ? inAppPath(anchor) : undefined;
      if (!to) return;
      event.preventDefault();
      void navigate(to);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);

  // Sanitized twice (server on store, DOMPurify here), rendered only here.
  return <div ref={ref} className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
