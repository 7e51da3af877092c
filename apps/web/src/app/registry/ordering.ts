/** Screens of the ordering section (docs/product/search-and-catalog.md "/ordering/quick_ordering and quick_ordering_cart: Quick Order"). */
import { ORDERING_TITLES as T } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const ordering = section(() => import('../../sections/ordering/index'));

const QUICK_ORDER = { layout: 'classic', title: T.quickOrder, load: ordering('QuickOrder') } as const;

export const ORDERING_SCREENS = {
  'ordering/quick_ordering': { QuickOrder: QUICK_ORDER },
  // The grid shows its answers in place; a submission sent again after sign-in lands here.
  'ordering/quick_ordering_cart': { QuickOrder: QUICK_ORDER, Success: { layout: 'classic', title: T.success, load: ordering('QuickOrderSuccess') } },
} as const satisfies ScreenRegistry;
