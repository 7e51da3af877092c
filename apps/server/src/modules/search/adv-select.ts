/**
 * search/adv_select (department "Advantage Select"): what a department buyer picks from to start a
 * search: product categories, the service menu, special programs, socio-economic sources, and the two
 * advanced forms.
 */
import { type AdvSelectAttributes, searchHref, SOCIO_CODES, SOCIO_ECONOMIC_BADGES } from '@advantage/contracts';
import type { SearchContext } from './run.js';

export function advSelectVerb(ctx: SearchContext) {
  return async (): Promise<AdvSelectAttributes> => {
    const [categories, serviceCategories, programs] = await Promise.all([ctx.ref.categories(), ctx.ref.serviceCategories(), ctx.ref.programs()]);
    return {
      heading: 'Advantage Select',
      intro: 'Choose a category, a service, a special program or a socio-economic source to see what is available on current contracts. '
        + 'Use advanced search to combine part numbers, NSNs, contract numbers, contractors and price ranges.',
      productCategories: categories.tree(null, 'product').map((c) => ({ ...c, children: c.children.map((child) => ({ ...child, children: [] })) })),
      serviceCategories,
      programs,
      socio: SOCIO_CODES.map((code) => ({
        value: code,
        label: SOCIO_ECONOMIC_BADGES[code].description,
        url: searchHref('search/advantage_search', { socio: [code] }),
      })),
      advancedProductsUrl: '/ws/search/advanced?formType=products',
      advancedServicesUrl: '/ws/search/advanced?formType=services',
    };
  };
}
