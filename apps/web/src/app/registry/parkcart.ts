/** Screens of the parkcart section (docs/product/cart-and-parked-carts.md parkcart), loaded on demand with the section's chunk. */
import { PARKCART_TITLES as T } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const parkcart = section(() => import('../../sections/parkcart/index'));

const LIST = { layout: 'classic', title: T.myParkedCarts, load: parkcart('MyParkedCarts') } as const;
const FORWARD = { layout: 'classic', title: T.forward, load: parkcart('ForwardParkedCart') } as const;
const DETAIL = { layout: 'classic', title: T.detail, load: parkcart('ParkCartDetail') } as const;
const ADDED = { layout: 'classic', title: T.addToCart, load: parkcart('AddParkedCartResult') } as const;

/**
 * The change paths are listed too: the forms show their answers in place, but a request sent again
 * after sign-in lands on the answer's own screen.
 */
export const PARKCART_SCREENS = {
  'parkcart/save_parkcart': { SaveCart: { layout: 'classic', title: T.saveCart, load: parkcart('SaveCart') } },
  'parkcart/my_parkcart': { Initial: LIST, Forward: FORWARD },
  'parkcart/forward_submit': { Initial: LIST, Forward: FORWARD },
  'parkcart/parkcart_detail': { ParkCartDetail: DETAIL },
  'parkcart/updatecart': { Success: DETAIL, Failure: DETAIL },
  'parkcart/removecart': { DeleteParkedCart: { layout: 'classic', title: T.remove, load: parkcart('DeleteParkedCart') } },
  'parkcart/addcart': { Success: ADDED, Failure: ADDED },
} as const satisfies ScreenRegistry;
