import type { ModuleFactory } from '../../routes.js';
import { acknowledgeVerb } from './acknowledge.js';
import { restrictedPages } from './pages.js';

/** Restricted virtual stores (docs/product/agency-stores.md "restricted and vs/access_denied pages"; docs/adr/0016). */
export const vsModule: ModuleFactory = (app) => {
  const pages = restrictedPages(app);
  return {
    'vs/restricted': async (request) => pages.restricted(request),
    'vs/access_denied': async (request) => pages.accessDenied(request),
    'vs/acknowledge': async (request) => acknowledgeVerb(request),
  };
};
