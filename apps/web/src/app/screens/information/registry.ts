/** Screens of the information section (spec §2). */
import type { ScreenRegistry } from '../types';

export const INFORMATION_SCREENS = {} as const satisfies ScreenRegistry;
