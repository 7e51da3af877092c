import type { ModuleFactory } from '../../routes.js';

/** The catalog area (spec §2, §7). */
export const catalogModule: ModuleFactory = () => ({});
