import type { ModuleFactory } from '../../../routes.js';

/** Routes of the profile/account area; each verb lives in its own file next to this one. */
export const accountModule: ModuleFactory = () => ({});
