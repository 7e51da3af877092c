/** Query parameters as the server calls use them: a repeated key becomes an array (docs/architecture.md). */

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** Builds `a=1&a=2&b=x` (no leading '?'); null and undefined values are left out. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as readonly QueryValue[]) {
      if (v !== null && v !== undefined) params.append(key, String(v));
    }
  }
  return params;
}

export function queryString(query: Query | undefined): string {
  const s = toSearchParams(query).toString();
  return s ? `?${s}` : '';
}

/** The reverse of toSearchParams: a key seen twice or more becomes an array. */
export function fromSearchParams(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else out[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}
