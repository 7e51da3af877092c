import type { ModuleFactory } from '../../routes.js';

/** The search area (spec §2, §7). */
export const searchModule: ModuleFactory = () => ({});
