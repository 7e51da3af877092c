/** How every section writes money, counts and calendar days (the sections re-export what they use). */
import { DEFAULT_CURRENCY } from '@advantage/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: DEFAULT_CURRENCY });
const count = new Intl.NumberFormat('en-US');
const calendarDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
// With its time zone: a time alone leaves the buyer guessing whose clock it is.
const dateTime = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** Integer cents as US dollars: 123456 → "$1,234.56". */
export function money(cents: number): string {
  return usd.format(cents / 100);
}

export function formatCount(n: number): string {
  return count.format(n);
}

/** "1 offer", "3 offers". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** An instant in the buyer's own time zone. */
export function moment(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** yyyy-mm-dd (a UTC day) → "Jan 5, 2026". */
export function day(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : longDate.format(d);
}

/** An instant as the buyer's own calendar day: "Nov 21, 2026". */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : calendarDay.format(d);
}
