/** Inputs, views and buyer-facing texts of checkout (spec §2 checkout and ggs/cart). */
import type { InputSchemas } from './inputs.js';
import type { ServerPath } from './methods.js';

export const CHECKOUT_INPUTS: Partial<Record<ServerPath, InputSchemas>> = {};
