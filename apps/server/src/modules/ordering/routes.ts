import type { ModuleFactory } from '../../routes.js';
import { quickOrdering } from './quick-ordering.js';
import { quickOrderingCart } from './quick-ordering-cart.js';

/** Quick order (docs/product/search-and-catalog.md "/ordering/quick_ordering and quick_ordering_cart: Quick Order"). */
export const orderingModule: ModuleFactory = () => ({
  'ordering/quick_ordering': quickOrdering,
  'ordering/quick_ordering_cart': quickOrderingCart,
});
