import type { ModuleFactory } from '../../routes.js';

/** The information area (spec §2, §7). */
export const informationModule: ModuleFactory = () => ({});
