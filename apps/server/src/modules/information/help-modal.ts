import type { HelpCategory, HelpModalAttributes, HelpSet, RelatedHelpTopic } from '@advantage/contracts';
import type { InformationContext } from './context.js';

const POPULAR_LIMIT = 6;

/** The first section of each popular category: the questions buyers ask most. */
function popularTopics(categories: HelpCategory[]): RelatedHelpTopic[] {
  return categories
    .filter((c) => c.popularItem && c.sections.length > 0)
    .slice(0, POPULAR_LIMIT)
    .map((c) => {
      const s = c.sections[0];
      return { id: s?.id ?? '', heading: s?.heading ?? '', categoryLabel: c.label, key: s?.queryParams.key ?? '' };
    });
}

/** The help modal: one section by id (`?topic=`, from the store's help set first), with the popular topics. */
export function helpModalVerb(read: (helpSet: HelpSet) => Promise<HelpCategory[]>) {
  return async (ctx: InformationContext, topicId: string | undefined): Promise<HelpModalAttributes> => {
    const own = await read(ctx.helpSet);
    const base = { storeID: ctx.storeId, popular: popularTopics(own), helpPath: ctx.helpPath };
    if (!topicId) return { ...base, topic: null, notFound: false };
    const other = await read(ctx.helpSet === 'ggs' ? 'default' : 'ggs');
    for (const category of [...own, ...other]) {
      const section = category.sections.find((s) => s.id === topicId);
      if (section) return { ...base, topic: { ...section, categoryLabel: category.label }, notFound: false };
    }
    return { ...base, topic: null, notFound: true };
  };
}
