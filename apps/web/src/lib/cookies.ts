/** Cookie helpers for the non-HttpOnly cookies the app reads (the anti-forgery token). */

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function expireCookie(name: string): void {
  if (typeof document === 'undefined') return;
  // the Cookie Store API is not in every supported browser.
  // A __Host- cookie is only accepted (and so only removed) with Secure.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${name.startsWith('__Host-') ? '; Secure' : ''}`;
}
