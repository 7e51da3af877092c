import type { HelpIcon, HelpSet } from '@advantage/contracts';

/** An information page as written; the seed sanitizes `html` before storing it. */
export interface PageSeed {
  keyName: string;
  title: string;
  html: string;
}

/** A help section; `pageKey` is the page's key without the ux_ui/ prefix (the loader adds it per theme). */
export interface SectionSeed {
  id: string;
  heading: string;
  content: string;
  keywords: readonly string[];
  pageKey: string;
}

export interface CategorySeed {
  id: string;
  category: string;
  label: string;
  icon: HelpIcon;
  tooltip: string;
  description: string;
  popularItem: boolean;
  sections: readonly SectionSeed[];
}

export interface HelpSetSeed {
  helpSet: HelpSet;
  categories: readonly CategorySeed[];
}

/** A page of the adv19 storefronts (docs/product/README.md: their keys carry the ux_ui/ prefix). */
export function ux(keyName: string, title: string, html: string): PageSeed {
  return { keyName: `ux_ui/${keyName}`, title, html };
}

/** A page of the adv12 (GSA Global Supply) stores, or one page shared by every store. */
export function plain(keyName: string, title: string, html: string): PageSeed {
  return { keyName, title, html };
}

/** Joins lines of markup written one element per line. */
export function html(...parts: string[]): string {
  return parts.join('');
}
