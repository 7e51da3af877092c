/**
 * Filter forms of order history (My Orders, Reconcile) are reads: they check the values with the
 * server's own query schema (INPUT_SCHEMAS) so the buyer sees the server's messages without a round
 * trip, then open the screen's address with the values as its query.
 */
import type { ServerPath } from '@advantage/contracts';
import { schemaErrors } from '../../../shell/components/form/checks';
import type { FieldError } from '../../../shell/components/form/submit';

export type { FieldError };

export function queryErrors(path: ServerPath, values: Record<string, string>): FieldError[] {
  return schemaErrors(path, values, 'query');
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
