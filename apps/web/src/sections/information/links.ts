import { type StoreName, themedKeyName, themeForStore } from '@advantage/contracts';

/**
 * The address of a help page. docs/product/README.md: help page keys are requested with keyName, prefixed with
 * ux_ui/ when the theme is default or adv19.
 */
export function helpPageHref(key: string, store: StoreName): string {
  return `/ws/information/page?keyName=${encodeURIComponent(themedKeyName(key, themeForStore(store)))}`;
}

export function helpModalHref(topicId: string): string {
  return `/ws/information/help_modal?topic=${encodeURIComponent(topicId)}`;
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** yyyy-mm-dd as "November 2, 2026"; anything else as given. */
export function longDate(iso: string): string {
  const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? iso : DATE.format(time);
}
