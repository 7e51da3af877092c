/**
 * The payload of a JSON Web Token, for display and timing only: the server verifies every token; the browser
 * never trusts what it reads here (a name for the header, when a token expires).
 */
export function jwtClaims(token: string | null | undefined): Record<string, unknown> {
  const part = token?.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A numeric date claim (exp, iat) in milliseconds, when the token has one. */
export function claimTime(token: string | null | undefined, claim: 'exp' | 'iat'): number | undefined {
  const value = jwtClaims(token)[claim];
  return typeof value === 'number' && Number.isFinite(value) ? value * 1000 : undefined;
}
