import type { ModuleFactory } from '../../routes.js';

/** Routes of the parkcart area; each verb lives in its own file next to this one. */
export const parkcartModule: ModuleFactory = () => ({});
