/** Screens of the checkout section (spec §2), loaded on demand with the section's chunk. */
import type { ScreenRegistry } from '../types';

export const CHECKOUT_SCREENS = {} as const satisfies ScreenRegistry;
