/** Screens of the orderhistory section (spec §2), loaded on demand with the section's chunk. */
import type { ScreenRegistry } from '../types';

export const ORDERHISTORY_SCREENS = {} as const satisfies ScreenRegistry;
