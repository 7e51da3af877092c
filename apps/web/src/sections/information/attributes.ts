/**
 * Readers of the information area's answers. Attributes arrive as unknown JSON; these keep the
 * well-formed parts of the contracts' shapes, so a screen never renders on a malformed field.
 */
import {
  HELP_ICONS,
  type HelpCategory,
  type HelpIcon,
  type HelpSection,
  type InformationPageContent,
  type NewsItem,
  type RelatedHelpTopic,
} from '@advantage/contracts';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function section(value: unknown): HelpSection | undefined {
  if (!isObject(value) || !text(value.id) || !text(value.heading)) return undefined;
  const params = isObject(value.queryParams) ? value.queryParams : {};
  return {
    id: text(value.id),
    heading: text(value.heading),
    content: text(value.content),
    keywords: list(value.keywords).filter((k): k is string => typeof k === 'string'),
    queryParams: { key: text(params.key) },
  };
}

function category(value: unknown): HelpCategory | undefined {
  if (!isObject(value) || !text(value.id) || !text(value.label)) return undefined;
  const icon = (HELP_ICONS as readonly string[]).includes(text(value.icon)) ? (text(value.icon) as HelpIcon) : 'help';
  return {
    id: text(value.id),
    category: text(value.category),
    label: text(value.label),
    icon,
    tooltip: text(value.tooltip),
    description: text(value.description),
    popularItem: value.popularItem === true,
    sections: list(value.sections).map(section).filter((s): s is HelpSection => s !== undefined),
  };
}

/** attributes.helpConfig.categories (docs/product/README.md "Help content loader"). */
export function readHelpCategories(attributes: Loose): HelpCategory[] {
  const config = isObject(attributes.helpConfig) ? attributes.helpConfig : {};
  return list(config.categories).map(category).filter((c): c is HelpCategory => c !== undefined);
}

export function readPage(value: unknown): InformationPageContent | null {
  if (!isObject(value) || !text(value.keyName)) return null;
  return { keyName: text(value.keyName), title: text(value.title), html: text(value.html), updatedAt: text(value.updatedAt) };
}

export function readTopics(value: unknown): RelatedHelpTopic[] {
  return list(value)
    .filter(isObject)
    .map((t) => ({ id: text(t.id), heading: text(t.heading), categoryLabel: text(t.categoryLabel), key: text(t.key) }))
    .filter((t) => t.id && t.heading);
}

export function readNews(attributes: Loose): NewsItem[] {
  return list(attributes.items)
    .filter(isObject)
    .map((i) => ({ keyName: text(i.keyName), title: text(i.title), date: text(i.date), html: text(i.html) }))
    .filter((i) => i.keyName && i.title);
}

export function readHelpPath(attributes: Loose): 'information/help' | 'ggs/information/help' {
  return attributes.helpPath === 'ggs/information/help' ? 'ggs/information/help' : 'information/help';
}

export { isObject };
