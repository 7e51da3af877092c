/**
 * Filter forms of order history (My Orders, Reconcile) are reads: they check the values with the
 * server's own query schema (INPUT_SCHEMAS) so the buyer sees the server's messages without a round
 * trip, then open the screen's address with the values as its query.
 */
import { INPUT_SCHEMAS, type ServerPath } from '@advantage/contracts';

export interface FieldError {
  field: string;
  message: string;
}

export function queryErrors(path: ServerPath, values: Record<string, string>): FieldError[] {
  const result = INPUT_SCHEMAS[path]?.query?.safeParse(values);
  if (!result || result.success) return [];
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return errors;
}

/** `/ws/<path>?a=1&b=2` with the empty values left out. */
export function screenUrl(path: ServerPath, values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value).trim());
  }
  const query = params.toString();
  return `/ws/${path}${query ? `?${query}` : ''}`;
}
