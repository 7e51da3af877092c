/** Rules for addresses that would leave the app (docs/architecture.md, Security: only allow-listed origins). */

/** The URL when `value` is an absolute http(s) address, else undefined. */
export function absoluteHttpUrl(value: string | null | undefined): URL | undefined {
  if (!value || !/^https?:\/\//i.test(value.trim())) return undefined;
  try {
    return new URL(value.trim());
  } catch {
    return undefined;
  }
}

export function isAllowedOrigin(url: URL, allowList: readonly string[]): boolean {
  return allowList.includes(url.origin);
}

/** True for a path the app itself serves (`/x`, `x`), false for `//host` or `scheme:` addresses. */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}
