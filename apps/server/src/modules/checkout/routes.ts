import type { ModuleFactory } from '../../routes.js';

/** Routes of the checkout area; each verb lives in its own file next to this one. */
export const checkoutModule: ModuleFactory = () => ({});
