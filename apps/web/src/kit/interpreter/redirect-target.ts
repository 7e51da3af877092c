/** Where a server REDIRECT goes (docs/product/README.md "Server redirect response"; docs/architecture.md, The request spine). */
import { absoluteHttpUrl, isAllowedOrigin, isRelativeUrl } from '../../lib/external-url';

export interface RedirectTarget {
  to: string;
  external: boolean;
}

/** App routes a redirect may name directly; anything else is a server path shown under /ws. */
const APP_ROUTE = /^\/?(?:ws|ds)\/|^\/?(?:home|404)(?:[/?#]|$)/;

export function notFoundRoute(url: string): string {
  return `/404?url=${encodeURIComponent(url)}`;
}

export function redirectTarget(redirectURL: string, origin: string, allowed: readonly string[]): RedirectTarget {
  const url = redirectURL.trim();
  const absolute = absoluteHttpUrl(url);
  if (absolute) {
    if (absolute.origin === origin) return { to: inApp(`${absolute.pathname}${absolute.search}${absolute.hash}`), external: false };
    if (isAllowedOrigin(absolute, allowed)) return { to: absolute.href, external: true };
    return { to: notFoundRoute(url), external: false };
  }
  if (!isRelativeUrl(url)) return { to: notFoundRoute(url), external: false };
  return { to: inApp(url), external: false };
}

/** Keeps the query and the fragment; puts a server path under /ws. */
function inApp(url: string): string {
  if (APP_ROUTE.test(url)) return url.startsWith('/') ? url : `/${url}`;
  const rest = url.replace(/^\/+/, '').replace(/^(?:advantage\/)?rs\//, '');
  return `/ws/${rest}`;
}
