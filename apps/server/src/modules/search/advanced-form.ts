/** search/advanced: the advanced search form for products (ProductForm) or services (ServicesForm), with its choices. */
import {
  type AdvancedFormAttributes, advancedFieldsSchema, DELIVERY_BUCKETS, PAGE_SIZE_OPTIONS, SOCIO_CODES, SOCIO_ECONOMIC_BADGES, SORT_OPTIONS,
} from '@advantage/contracts';
import { paramsOf } from './request.js';
import type { SearchContext } from './run.js';

export function advancedFormVerb(ctx: SearchContext) {
  return async (query: Record<string, unknown> & { formType: 'products' | 'services' }): Promise<AdvancedFormAttributes> => {
    const { formType, ...rest } = query;
    const kind = formType === 'services' ? 'service' : 'product';
    const [categories, manufacturers, programs, priceRange] = await Promise.all([
      ctx.ref.categories(),
      formType === 'products' ? ctx.ref.manufacturers() : Promise.resolve([]),
      ctx.ref.programs(),
      ctx.ref.priceRange(),
    ]);
    // Prefill is a convenience: values that would not pass the search are simply not shown.
    const prefill = advancedFieldsSchema.safeParse(rest);
    return {
      formType,
      heading: formType === 'services' ? 'Advanced Search: Services' : 'Advanced Search: Products',
      action: '/ws/search/advanced_search',
      categories: categories.tree(null, kind),
      manufacturers: manufacturers.map((m) => ({ value: String(m.id), label: m.name })),
      programs: programs.filter((p) => (formType === 'services' ? true : p.kind === 'program')),
      socio: SOCIO_CODES.map((code) => ({ value: code, label: SOCIO_ECONOMIC_BADGES[code].description })),
      delivery: DELIVERY_BUCKETS.map((b) => ({ value: b.key, label: b.label })),
      sort: SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
      pageSizes: PAGE_SIZE_OPTIONS,
      priceRange,
      values: prefill.success ? paramsOf(prefill.data) : {},
    };
  };
}
