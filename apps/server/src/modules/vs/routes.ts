import { bind } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { acknowledgeVerb } from './acknowledge.js';
import { restrictedPages } from './pages.js';

/** Restricted virtual stores (docs/product/agency-stores.md "restricted and vs/access_denied pages"; docs/adr/0016). */
export const vsModule: ModuleFactory = (app) => {
  const pages = restrictedPages(app);
  return {
    'vs/restricted': bind('vs/restricted', async ({ ctx }) => pages.restricted(ctx.request)),
    'vs/access_denied': bind('vs/access_denied', async ({ ctx }) => pages.accessDenied(ctx.request)),
    'vs/acknowledge': bind('vs/acknowledge', async ({ ctx }) => acknowledgeVerb(ctx.request)),
  };
};
