/**
 * Client-side checks before a registration form posts: the rules of docs/product/validation-rules.md through the contracts'
 * `validate()` and `notBlank()`, then the server's own input schema (INPUT_SCHEMAS), so the buyer sees
 * the very messages the server would send, without a round trip.
 */
import { INPUT_SCHEMAS, notBlank, type RuleName, type ServerPath, validate } from '@advantage/contracts';
import type { FieldError } from './submit';

export type Check = (value: string) => string | undefined;

/** "<Label> is required." (contracts notBlank). */
export function required(label: string): Check {
  const schema = notBlank(label);
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}

export function rule(name: RuleName): Check {
  return (value) => validate(name, value);
}

/** The first message of the first failing check of each field, in the order the fields are given. */
export function checkFields(values: Record<string, string>, checks: Record<string, readonly Check[]>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, list] of Object.entries(checks)) {
    const value = values[field] ?? '';
    for (const check of list) {
      const message = check(value);
      if (message) {
        errors.push({ field, message });
        break;
      }
    }
  }
  return errors;
}

/** What the server's input schema for `path` would refuse in `payload` (one message per field): its body, or its query for a read. */
export function schemaErrors(path: ServerPath, payload: Record<string, unknown>, part: 'body' | 'query' = 'body'): FieldError[] {
  const schema = INPUT_SCHEMAS[path]?.[part];
  if (!schema) return [];
  const result = schema.safeParse(payload);
  if (result.success) return [];
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return errors;
}

/** Rule messages first; the schema adds only fields the rules did not already flag. */
export function mergeErrors(first: FieldError[], second: FieldError[]): FieldError[] {
  return [...first, ...second.filter((e) => !first.some((f) => f.field === e.field))];
}
