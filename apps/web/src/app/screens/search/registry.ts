/** Screens of the search section (spec §2). */
import type { ScreenRegistry } from '../types';

export const SEARCH_SCREENS = {} as const satisfies ScreenRegistry;
