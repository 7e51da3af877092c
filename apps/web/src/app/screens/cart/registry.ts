/** Screens of the cart section (spec §2), loaded on demand with the section's chunk. */
import type { ScreenRegistry } from '../types';

export const CART_SCREENS = {} as const satisfies ScreenRegistry;
