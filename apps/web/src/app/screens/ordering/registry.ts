/** Screens of the ordering section (spec §2), loaded on demand with the section's chunk. */
import type { ScreenRegistry } from '../types';

export const ORDERING_SCREENS = {} as const satisfies ScreenRegistry;
