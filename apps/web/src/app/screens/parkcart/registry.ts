/** Screens of the parkcart section (spec §2), loaded on demand with the section's chunk. */
import type { ScreenRegistry } from '../types';

export const PARKCART_SCREENS = {} as const satisfies ScreenRegistry;
