/** Screens of the profile/account section (spec §2), loaded on demand with the section's chunk. */
import type { ScreenRegistry } from '../../types';

export const ACCOUNT_SCREENS = {} as const satisfies ScreenRegistry;
