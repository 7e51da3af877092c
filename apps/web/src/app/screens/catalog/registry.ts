/** Screens of the catalog section (spec §2). */
import type { ScreenRegistry } from '../types';

export const CATALOG_SCREENS = {} as const satisfies ScreenRegistry;
