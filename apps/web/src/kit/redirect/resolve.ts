/**
 * The Redirect screen's rules (docs/product/README.md "Redirect screen"), as a pure function:
 * 1. a legacy `.do` address is looked up in the old-to-new map and sent to /ws plus the new path,
 *    the map's fixed query first, then the original query (an original value wins on a clash);
 * 2. an external http(s) target, written as the path (`/https://host/x`) or as a `url` or `target`
 *    query parameter, is opened directly when its origin is allow-listed (own origin: stays in the app);
 * 3. anything else, including a disallowed origin or an unmapped `.do`, goes to /404?url=<original>.
 */
import type { LegacyUrlMapping } from '@advantage/contracts';
import { absoluteHttpUrl, isAllowedOrigin } from '../../lib/external-url';
import { notFoundRoute } from '../interpreter/redirect-target';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type RedirectDecision = { kind: 'internal'; to: string } | { kind: 'external'; url: string } | { kind: 'not-found'; to: string };

export interface RedirectContext {
  origin: string;
  allowedOrigins: readonly string[];
}

export function isLegacyPath(pathname: string): boolean {
  return /\.do$/i.test(pathname);
}

export function findLegacyMapping(pathname: string, map: readonly LegacyUrlMapping[]): LegacyUrlMapping | undefined {
  const full = pathname.replace(/^\/+/, '');
  const withoutPrefix = full.replace(/^advantage\//i, '');
  const clean = (p: string) => p.replace(/^\/+/, '');
  const exact = map.find((m) => clean(m.oldPath) === full) ?? map.find((m) => clean(m.oldPath) === withoutPrefix);
  if (exact) return exact;
  const last = full.slice(full.lastIndexOf('/') + 1);
  return map.find((m) => clean(m.oldPath) === last) ?? map.find((m) => clean(m.oldPath).endsWith(`/${last}`));
}

function mergeQuery(fixed: string | undefined, original: string): string {
  const merged = new URLSearchParams(fixed?.replace(/^\?/, '') ?? '');
  const originalParams = new URLSearchParams(original);
  for (const key of new Set(originalParams.keys())) {
    merged.delete(key);
    for (const value of originalParams.getAll(key)) merged.append(key, value);
  }
  const s = merged.toString();
  return s ? `?${s}` : '';
}

function externalTarget(location: AppLocation): URL | undefined {
  const inPath = /^\/+(https?):\/*(.*)$/i.exec(location.pathname);
  if (inPath) return absoluteHttpUrl(`${inPath[1]}://${inPath[2]}${location.search}${location.hash}`);
  const params = new URLSearchParams(location.search);
  return absoluteHttpUrl(params.get('url')) ?? absoluteHttpUrl(params.get('target'));
}

export function resolveRedirect(
  location: AppLocation,
  map: readonly LegacyUrlMapping[] | undefined,
  ctx: RedirectContext,
): RedirectDecision {
  const original = `${location.pathname}${location.search}`;
  if (isLegacyPath(location.pathname)) {
    const mapping = map ? findLegacyMapping(location.pathname, map) : undefined;
    if (!mapping) return { kind: 'not-found', to: notFoundRoute(original) };
    const newPath = mapping.newPath.replace(/^\/+/, '').replace(/^ws\//, '');
    return { kind: 'internal', to: `/ws/${newPath}${mergeQuery(mapping.query, location.search)}${location.hash}` };
  }
  const external = externalTarget(location);
  if (external) {
    if (external.origin === ctx.origin) {
      return { kind: 'internal', to: `${external.pathname}${external.search}${external.hash}` };
    }
    if (isAllowedOrigin(external, ctx.allowedOrigins)) return { kind: 'external', url: external.href };
  }
  return { kind: 'not-found', to: notFoundRoute(original) };
}
