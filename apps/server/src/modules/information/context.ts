import { type HelpSet, STORES, type StoreId, type Theme, themeForStore } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { markStoreContent } from '../../lib/store-content.js';

export interface InformationContext {
  storeId: StoreId;
  theme: Theme;
  /** The help set and help page of the store's family: GSA Global Supply for the adv12 stores. */
  helpSet: HelpSet;
  helpPath: 'information/help' | 'ggs/information/help';
  /** Says the answer is store content (a store-limited agreement's document): the store gate checks it. */
  markStoreContent: () => void;
}

export function informationContext(request: FastifyRequest): InformationContext {
  const storeId = request.session.storeId;
  const theme = themeForStore(STORES[storeId]);
  const markStore = () => markStoreContent(request);
  return theme === 'adv12'
    ? { storeId, theme, helpSet: 'ggs', helpPath: 'ggs/information/help', markStoreContent: markStore }
    : { storeId, theme, helpSet: 'default', helpPath: 'information/help', markStoreContent: markStore };
}
