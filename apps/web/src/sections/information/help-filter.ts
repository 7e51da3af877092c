/** The help centre's client-side search: which sections answer the words a buyer typed. */
import type { HelpCategory, HelpSection } from '@advantage/contracts';

export interface HelpMatch {
  category: HelpCategory;
  section: HelpSection;
  score: number;
}

/** Lower case, accents and punctuation gone, so "Pay-by card" finds "pay by card" and "8(a)" finds "8 (a)". */
export function normalize(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A field as words, each preceded by a space, so that " card" finds the words that start with it. */
const asWords = (value: string) => ` ${normalize(value)}`;

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' ');
}

/**
 * Sections whose heading, keywords or content have a word starting with each word of the query, best
 * first: a word in the heading counts most, then in the keywords, then in the text; the category's own
 * words add a little.
 */
export function filterHelp(categories: readonly HelpCategory[], query: string): HelpMatch[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const matches: HelpMatch[] = [];
  categories.forEach((category, categoryIndex) => {
    const categoryText = asWords(`${category.label} ${category.description}`);
    category.sections.forEach((section, sectionIndex) => {
      const heading = asWords(section.heading);
      const keywords = asWords(section.keywords.join(' '));
      const body = asWords(plainText(section.content));
      let score = 0;
      for (const word of words) {
        const at = ` ${word}`;
        const own = (heading.includes(at) ? 8 : 0) + (keywords.includes(at) ? 4 : 0) + (body.includes(at) ? 1 : 0);
        // The category's words rank a section higher but never make it match on their own.
        if (own === 0) return;
        score += own + (categoryText.includes(at) ? 2 : 0);
      }
      // Ties keep the help centre's own order.
      matches.push({ category, section, score: score * 10_000 - categoryIndex * 100 - sectionIndex });
    });
  });
  return matches.sort((a, b) => b.score - a.score);
}
