import { type HelpSet, STORES, type StoreId, type Theme, themeForStore } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';

export interface InformationContext {
  storeId: StoreId;
  theme: Theme;
  /** The help set and help page of the store's family: GSA Global Supply for the adv12 stores. */
  helpSet: HelpSet;
  helpPath: 'information/help' | 'ggs/information/help';
}

export function informationContext(request: FastifyRequest): InformationContext {
  const storeId = request.session.storeId;
  const theme = themeForStore(STORES[storeId]);
  return theme === 'adv12'
    ? { storeId, theme, helpSet: 'ggs', helpPath: 'ggs/information/help' }
    : { storeId, theme, helpSet: 'default', helpPath: 'information/help' };
}
