/**
 * The advanced search form is checked in the browser with the server's own input schema
 * (contracts INPUT_SCHEMAS['search/advanced_search']), so the buyer sees the server's messages on the
 * fields without a round trip, and a valid form becomes the results address.
 */
import { INPUT_SCHEMAS, type SearchParams, searchHref } from '@advantage/contracts';

export interface FieldError {
  field: string;
  message: string;
}

export type FormValues = Record<string, string | string[]>;

export type Checked = { ok: true; href: string } | { ok: false; errors: FieldError[] };

export function checkAdvanced(values: FormValues): Checked {
  const schema = INPUT_SCHEMAS['search/advanced_search']?.query;
  if (!schema) return { ok: false, errors: [{ field: '', message: 'The advanced search is not available.' }] };
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, href: searchHref('search/advanced_search', result.data as SearchParams) };
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return { ok: false, errors };
}

/** Leaves out empty fields so the address carries only what the buyer asked for. */
export function compact(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value) ? value.length : value.trim()) out[key] = value;
  }
  return out;
}
