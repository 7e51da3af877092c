/**
 * Small readers shared by the document verbs: the order a document names, dates and amounts as cXML writes them,
 * and the one way a read document is checked against its schema in packages/contracts (a refusal names the
 * first problems, as a cXML 400).
 */
import { CXML_STATUS } from '@advantage/contracts';
import type { z } from 'zod';
import { attr, child, type CxmlElement, CxmlError, text } from '../punchout/cxml-parse.js';

/** An ISO date or date-and-time (cXML writes `2026-12-15T00:00:00-05:00`) as its calendar day; else as sent. */
export function isoDay(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value);
  return m?.[1] ?? value;
}

/** OrderReference orderID under `parent`, upper-cased as order numbers are ('' when absent). */
export function orderReference(parent: CxmlElement | undefined): string {
  return attr(child(parent, 'OrderReference'), 'orderID').toUpperCase().slice(0, 60);
}

/** A Money element's amount in cents, NaN when it is not dollars and cents; its currency ('' when not stated). */
export function moneyOf(parent: CxmlElement | undefined): { cents: number; currency: string } | undefined {
  const money = child(parent, 'Money');
  if (!money) return undefined;
  const value = text(money);
  return { cents: /^\d{1,12}(?:\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN, currency: attr(money, 'currency') };
}

/** Comments text, cut to what the history keeps. */
export function comments(parent: CxmlElement | undefined): string {
  return text(child(parent, 'Comments')).slice(0, 501);
}

export function checked<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.slice(0, 3).map((i) => i.message))];
  throw new CxmlError(CXML_STATUS.badRequest, messages.join(' '));
}
