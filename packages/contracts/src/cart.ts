/** Inputs, views and buyer-facing texts of the shopping cart (spec §2 cart, §3 cart data, §5). */
import type { InputSchemas } from './inputs.js';
import type { ServerPath } from './methods.js';

export const CART_INPUTS: Partial<Record<ServerPath, InputSchemas>> = {};
